import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, TooltipProvider, resolveTheme } from '@edna/ui-kit';
import { createQueryClient } from '../shared/query-client';
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

/** Everything the shell and the remotes render inside: data client, theme, tooltips. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemePreferenceProvider>
        <ThemedApp>{children}</ThemedApp>
      </ThemePreferenceProvider>
    </QueryClientProvider>
  );
}
