import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, TooltipProvider, cssVariableTheme } from '@edna/ui-kit';
import { ThemePreferenceProvider } from '../shared/theme-preference';

/**
 * Everything the shell and the remotes render inside: theme, tooltips. The theme's colours are CSS custom properties
 * (the visitor's theme is chosen by the document root's attributes), so the same render serves every theme. The
 * data client (React Query) is provided around the remote pages that use it (`RemotePage`), so pages without it do
 * not download it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemePreferenceProvider>
      <ThemeProvider theme={cssVariableTheme}>
        <GlobalStyle />
        <TooltipProvider>{children}</TooltipProvider>
      </ThemeProvider>
    </ThemePreferenceProvider>
  );
}
