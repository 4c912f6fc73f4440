import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@edna/shared-contracts/site';
import type { ColorScheme } from '@edna/ui-kit';

interface ThemePreference {
  scheme: ColorScheme;
  highContrast: boolean;
  toggleScheme(): void;
  setHighContrast(on: boolean): void;
  toggleHighContrast(): void;
}

const ThemePreferenceContext = createContext<ThemePreference | null>(null);

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Storage writes made here, so every reader re-renders (the `storage` event fires in other tabs only). */
const storageListeners = new Set<() => void>();

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the preference then lasts for this visit only.
  }
  for (const listener of storageListeners) listener();
}

function subscribeStorage(onChange: () => void): () => void {
  storageListeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    storageListeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

function storedScheme(): ColorScheme | null {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

function subscribeSystem(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches ? 'dark' : 'light';
}

const storedHighContrast = () => readStorage(STORAGE_KEYS.highContrast) === 'true';

/**
 * The light/dark preference and the separate high-contrast mode. A visitor's own choice (stored under `theme`) wins;
 * until they make one, the system's light or dark preference is followed, also when it changes. The document applies
 * the same rule before its first paint (the web feature's theme script), and the page's colours follow the root's
 * attributes (CSS custom properties), so nothing here is needed to paint the right theme. A render ahead of time and
 * the browser's hydrating render read the defaults (light, no high contrast), so they agree; the stored values
 * follow at once after hydration (only labels and pressed states depend on them).
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const chosen = useSyncExternalStore(subscribeStorage, storedScheme, () => null);
  const system = useSyncExternalStore(subscribeSystem, systemScheme, (): ColorScheme => 'light');
  const highContrast = useSyncExternalStore(subscribeStorage, storedHighContrast, () => false);
  const scheme = chosen ?? system;

  useEffect(() => {
    // From the stored and system values themselves: the hydrating render holds the defaults, not the visitor's.
    const root = document.documentElement;
    root.dataset.theme = storedScheme() ?? systemScheme();
    root.dataset.contrast = storedHighContrast() ? 'high' : 'normal';
  }, [scheme, highContrast]);

  const toggleScheme = useCallback(() => writeStorage(STORAGE_KEYS.theme, scheme === 'dark' ? 'light' : 'dark'), [scheme]);
  const setHighContrast = useCallback((on: boolean) => writeStorage(STORAGE_KEYS.highContrast, String(on)), []);
  const toggleHighContrast = useCallback(() => writeStorage(STORAGE_KEYS.highContrast, String(!storedHighContrast())), []);

  const value = useMemo(
    () => ({ scheme, highContrast, toggleScheme, setHighContrast, toggleHighContrast }),
    [scheme, highContrast, toggleScheme, setHighContrast, toggleHighContrast],
  );
  return <ThemePreferenceContext.Provider value={value}>{children}</ThemePreferenceContext.Provider>;
}

export function useThemePreference(): ThemePreference {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference must be used inside ThemePreferenceProvider');
  return value;
}
