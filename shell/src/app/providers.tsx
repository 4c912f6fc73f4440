import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, TooltipProvider, resolveTheme } from '@edna/ui-kit';
import { ThemePreferenceProvider, useThemePreference } from '../shared/theme-preference';

function ThemedApp({ children }: { children: ReactNode }) {
  const { scheme, highContrast } = useThemePreference();
  return (
    <ThemeProvider theme={resolveTheme(scheme, highContrast)}>
      <GlobalStyle />
      <TooltipProvider>{children}</TooltipProvider>
    </ThemeProvider>
  );
}

/**
 * Everything the shell and the remotes render inside: theme, tooltips. The data client (React Query) is provided
 * around the remote pages that use it (`RemotePage`), so pages without it do not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemePreferenceProvider>
      <ThemedApp>{children}</ThemedApp>
    </ThemePreferenceProvider>
  );
}
