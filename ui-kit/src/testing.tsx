import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from './theme/themes';

/** Renders inside the light theme, as every ui-kit component expects a ThemeProvider. */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>, ...options });
}
