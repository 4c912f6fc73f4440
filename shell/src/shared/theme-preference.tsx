import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@edna/shared-contracts/rules';
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

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the preference then lasts for this visit only.
  }
}

/** The light/dark preference (stored under `theme`, default light) and the separate high-contrast mode. */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [scheme, setScheme] = useState<ColorScheme>(() => (readStorage(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light'));
  const [highContrast, setHighContrastState] = useState(() => readStorage(STORAGE_KEYS.highContrast) === 'true');

  useEffect(() => {
    writeStorage(STORAGE_KEYS.theme, scheme);
  }, [scheme]);
  useEffect(() => {
    writeStorage(STORAGE_KEYS.highContrast, String(highContrast));
  }, [highContrast]);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = scheme;
    root.dataset.contrast = highContrast ? 'high' : 'normal';
  }, [scheme, highContrast]);

  const toggleScheme = useCallback(() => setScheme((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const setHighContrast = useCallback((on: boolean) => setHighContrastState(on), []);
  const toggleHighContrast = useCallback(() => setHighContrastState((current) => !current), []);

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
