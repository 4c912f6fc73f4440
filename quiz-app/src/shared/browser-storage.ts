/** Session storage that may be missing or throw (private mode, disabled storage): reads give null, writes are best effort. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStore()?.setItem(key, value);
  } catch (error) {
    console.error(`Could not save ${key} in session storage`, error);
  }
}

export function removeSession(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch {
    // nothing to remove when storage is unavailable
  }
}
