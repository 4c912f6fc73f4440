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

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

function storedScheme(): ColorScheme | null {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === 'dark' || stored === 'light' ? stored : null;
}

function systemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * The light/dark preference and the separate high-contrast mode. A visitor's own choice (stored under `theme`) wins;
 * until they make one, the system's light or dark preference is followed, also when it changes. The document applies
 * the same rule before its first paint (the web feature's static frame).
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [chosen, setChosen] = useState<ColorScheme | null>(storedScheme);
  const [system, setSystem] = useState<ColorScheme>(systemScheme);
  const scheme = chosen ?? system;
  const [highContrast, setHighContrastState] = useState(() => readStorage(STORAGE_KEYS.highContrast) === 'true');

  useEffect(() => {
    if (chosen) writeStorage(STORAGE_KEYS.theme, chosen);
  }, [chosen]);
  useEffect(() => {
    if (chosen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(SYSTEM_DARK_QUERY);
    const follow = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [chosen]);
  useEffect(() => {
    writeStorage(STORAGE_KEYS.highContrast, String(highContrast));
  }, [highContrast]);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = scheme;
    root.dataset.contrast = highContrast ? 'high' : 'normal';
  }, [scheme, highContrast]);

  const toggleScheme = useCallback(() => setChosen(scheme === 'dark' ? 'light' : 'dark'), [scheme]);
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
