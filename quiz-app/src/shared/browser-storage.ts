/**
 * Browser storage that may be missing or throw (private mode, disabled storage, quota): reads give null, writes are
 * best effort and only logged. Session storage lives as long as the tab; local storage survives a closed tab.
 */
type StorageArea = 'sessionStorage' | 'localStorage';

function storeOf(area: StorageArea): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area];
  } catch {
    return null;
  }
}

function read(area: StorageArea, key: string): string | null {
  try {
    return storeOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: StorageArea, key: string, value: string): void {
  try {
    storeOf(area)?.setItem(key, value);
  } catch (error) {
    console.error(`Could not save ${key} in ${area}`, error);
  }
}

function remove(area: StorageArea, key: string): void {
  try {
    storeOf(area)?.removeItem(key);
  } catch {
    // nothing to remove when storage is unavailable
  }
}

export const sessionStore = (): Storage | null => storeOf('sessionStorage');
export const readSession = (key: string) => read('sessionStorage', key);
export const writeSession = (key: string, value: string) => write('sessionStorage', key, value);
export const removeSession = (key: string) => remove('sessionStorage', key);

export const readLocal = (key: string) => read('localStorage', key);
export const writeLocal = (key: string, value: string) => write('localStorage', key, value);
export const removeLocal = (key: string) => remove('localStorage', key);
