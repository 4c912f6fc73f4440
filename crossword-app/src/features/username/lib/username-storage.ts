import { STORAGE_KEYS, validateUsername } from '@edna/shared-contracts/rules';

/** The stored crossword username, when there is a valid one. */
export function readUsername(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.crosswordUsername);
    if (!stored) return null;
    const checked = validateUsername(stored);
    return checked.ok ? checked.username : null;
  } catch {
    return null;
  }
}

export function writeUsername(username: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.crosswordUsername, username);
  } catch (error) {
    console.warn('The username could not be saved', error);
  }
}
