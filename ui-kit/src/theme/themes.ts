/** Design tokens and the three themes. Colours meet WCAG AA (high contrast meets AAA) against their backgrounds. */

export type ThemeName = 'light' | 'dark' | 'high-contrast';

export interface AppTheme {
  name: ThemeName;
  colors: {
    background: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    accent: string;
    onAccent: string;
    focusRing: string;
    danger: string;
    onDanger: string;
    success: string;
    successSurface: string;
    warning: string;
    highlight: string;
    overlay: string;
    blockedCell: string;
    link: string;
    /** One colour per entrepreneurial type, in option order a to e. */
    types: readonly [string, string, string, string, string];
  };
  fonts: { body: string; heading: string; mono: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  shadows: { sm: string; md: string; lg: string };
  breakpoints: { sm: number; md: number; lg: number };
  layout: { maxWidth: string; headerHeight: string };
}

const base = {
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  radii: { sm: '0.375rem', md: '0.625rem', lg: '1rem', pill: '999px' },
  breakpoints: { sm: 640, md: 768, lg: 1024 },
  layout: { maxWidth: '72rem', headerHeight: '4rem' },
} as const;

export const lightTheme: AppTheme = {
  ...base,
  name: 'light',
  colors: {
    background: '#f7f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef0f7',
    text: '#14162b',
    textMuted: '#4a4f6a',
    border: '#d3d6e4',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    onPrimary: '#ffffff',
    accent: '#b4235a',
    onAccent: '#ffffff',
    focusRing: '#1d4ed8',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    success: '#166534',
    successSurface: '#dcfce7',
    warning: '#92400e',
    highlight: '#e0e7ff',
    overlay: 'rgba(12, 14, 30, 0.6)',
    blockedCell: '#1f2237',
    link: '#3730a3',
    types: ['#6d28d9', '#1d4ed8', '#c2410c', '#047857', '#be185d'],
  },
  shadows: {
    sm: '0 1px 2px rgba(20, 22, 43, 0.08)',
    md: '0 4px 14px rgba(20, 22, 43, 0.10)',
    lg: '0 18px 40px rgba(20, 22, 43, 0.18)',
  },
};

export const darkTheme: AppTheme = {
  ...base,
  name: 'dark',
  colors: {
    background: '#0f1120',
    surface: '#181b2e',
    surfaceAlt: '#22263d',
    text: '#eceefa',
    textMuted: '#b3b8d4',
    border: '#383d5c',
    primary: '#a5b4fc',
    primaryHover: '#c7d2fe',
    onPrimary: '#11132a',
    accent: '#f9a8d4',
    onAccent: '#2a0a19',
    focusRing: '#93c5fd',
    danger: '#f87171',
    onDanger: '#1f0707',
    success: '#86efac',
    successSurface: '#14361f',
    warning: '#fcd34d',
    highlight: '#2e3566',
    overlay: 'rgba(0, 0, 0, 0.7)',
    blockedCell: '#000000',
    link: '#c7d2fe',
    types: ['#c4b5fd', '#93c5fd', '#fdba74', '#6ee7b7', '#f9a8d4'],
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 40px rgba(0, 0, 0, 0.6)',
  },
};

export const highContrastTheme: AppTheme = {
  ...base,
  name: 'high-contrast',
  colors: {
    background: '#000000',
    surface: '#000000',
    surfaceAlt: '#111111',
    text: '#ffffff',
    textMuted: '#ffffff',
    border: '#ffffff',
    primary: '#ffff00',
    primaryHover: '#ffffff',
    onPrimary: '#000000',
    accent: '#00ffff',
    onAccent: '#000000',
    focusRing: '#00ffff',
    danger: '#ff6b6b',
    onDanger: '#000000',
    success: '#00ff66',
    successSurface: '#003d18',
    warning: '#ffff00',
    highlight: '#333300',
    overlay: 'rgba(0, 0, 0, 0.85)',
    blockedCell: '#ffffff',
    link: '#ffff00',
    types: ['#ffff00', '#00ffff', '#ff9f40', '#00ff66', '#ff80ff'],
  },
  shadows: { sm: 'none', md: 'none', lg: 'none' },
};

export type ColorScheme = 'light' | 'dark';

/** High contrast is a separate toggle that wins over the light/dark preference. */
export function resolveTheme(scheme: ColorScheme, highContrast: boolean): AppTheme {
  if (highContrast) return highContrastTheme;
  return scheme === 'dark' ? darkTheme : lightTheme;
}

export const media = {
  /** From the mobile breakpoint (768 px) up. */
  md: `@media (min-width: ${base.breakpoints.md}px)`,
  belowMd: `@media (max-width: ${base.breakpoints.md - 0.02}px)`,
  sm: `@media (min-width: ${base.breakpoints.sm}px)`,
  lg: `@media (min-width: ${base.breakpoints.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** The custom property that carries one colour token (`types` by index, e.g. `--edna-types-0`). */
function colorVariable(key: string): string {
  return `--edna-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

type ThemeColorValues = Pick<AppTheme, 'colors' | 'shadows'>;

function variableEntries(theme: AppTheme): [string, string][] {
  const { types, ...colors } = theme.colors;
  return [
    ...Object.entries(colors).map(([key, value]): [string, string] => [colorVariable(key), value]),
    ...types.map((value, index): [string, string] => [colorVariable(`types-${index}`), value]),
    ...Object.entries(theme.shadows).map(([key, value]): [string, string] => [colorVariable(`shadow-${key}`), value]),
  ];
}

function variableReferences(): ThemeColorValues {
  const reference = (name: string) => `var(${colorVariable(name)})`;
  const colors = Object.fromEntries(Object.keys(lightTheme.colors).map((key) => [key, reference(key)])) as unknown as AppTheme['colors'];
  colors.types = [0, 1, 2, 3, 4].map((index) => reference(`types-${index}`)) as unknown as AppTheme['colors']['types'];
  const shadows = Object.fromEntries(Object.keys(lightTheme.shadows).map((key) => [key, reference(`shadow-${key}`)])) as AppTheme['shadows'];
  return { colors, shadows };
}

/**
 * The theme every page renders with: its colours and shadows are CSS custom properties, whose values the document's
 * root attributes choose (`THEME_VARIABLES_CSS`: light, `data-theme="dark"`, `data-contrast="high"`, which wins).
 * So the CSS styled-components writes is the same in every theme: a page rendered ahead of time (at build time, in
 * Node) and the same page rendered in the browser agree, and switching themes restyles nothing but the properties.
 * Code that needs a concrete colour (canvas charts, contrast checks) uses the three themes above
 * (`useConcreteTheme`).
 */
export const cssVariableTheme: AppTheme = { ...lightTheme, ...variableReferences(), name: 'light' };

const declarations = (theme: AppTheme) => variableEntries(theme).map(([name, value]) => `${name}: ${value};`).join(' ');

/** The values of the theme's custom properties in each theme; the one owner of the palette's CSS. */
export const THEME_VARIABLES_CSS =
  `:root { color-scheme: light; ${declarations(lightTheme)} }\n` +
  `html[data-theme='dark'] { color-scheme: dark; ${declarations(darkTheme)} }\n` +
  `html[data-contrast='high'] { color-scheme: dark; ${declarations(highContrastTheme)} }`;
