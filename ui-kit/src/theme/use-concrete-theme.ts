import { useSyncExternalStore } from 'react';
import { resolveTheme, lightTheme, type AppTheme } from './themes';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-contrast'] });
  return () => observer.disconnect();
}

function currentTheme(): AppTheme {
  const { theme, contrast } = document.documentElement.dataset;
  return resolveTheme(theme === 'dark' ? 'dark' : 'light', contrast === 'high');
}

/**
 * The theme the document shows now (its root's `data-theme` and `data-contrast`), with concrete colours: for code
 * that cannot use the CSS custom properties of `cssVariableTheme` (canvas, colour maths). The light theme in a
 * render ahead of time (no document), and on the browser's first render, so a hydrated page agrees with it.
 */
export function useConcreteTheme(): AppTheme {
  return useSyncExternalStore(subscribe, currentTheme, () => lightTheme);
}
