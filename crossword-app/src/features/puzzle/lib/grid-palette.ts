import { darkTheme, highContrastTheme, lightTheme, type AppTheme } from '@edna/ui-kit';

/** The grid's colours in one theme. Every letter colour reaches 4.5:1 on every square it can sit on. */
export interface GridPalette {
  /** The lines between squares and round the grid, and the blocked squares. */
  blocked: string;
  frame: string;
  open: string;
  text: string;
  /** The squares of the selected clue. */
  highlight: string;
  /** The cursor's square. */
  active: string;
  activeText: string;
  activeRing: string;
  /** A letter the server called wrong (on an open or highlighted square; on the cursor's square it takes activeText). */
  wrong: string;
}

export function gridPalette(theme: AppTheme): GridPalette {
  const { colors } = theme;
  switch (theme.name) {
    case 'high-contrast':
      // Blocked squares dark and open squares light, as on paper, whatever the page's own colours.
      return {
        blocked: '#000000',
        frame: '#ffffff',
        open: '#ffffff',
        text: '#000000',
        highlight: '#ffff00',
        active: '#0033cc',
        activeText: '#ffffff',
        activeRing: '#ff00ff',
        wrong: '#b00000',
      };
    case 'dark':
      return {
        blocked: colors.blockedCell,
        frame: colors.blockedCell,
        // Open squares reach 3:1 against the black blocked ones (the page's surface colour was 1.41:1), and the
        // highlight more; the light text keeps 4.5:1 on both.
        open: '#545c82',
        text: colors.text,
        highlight: '#5a64a6',
        active: colors.primary,
        activeText: colors.onPrimary,
        activeRing: colors.focusRing,
        // A pale red: 4.5:1 on the lighter squares (the theme's danger red is not); the letter is also struck through.
        wrong: '#ffe4e6',
      };
    default:
      return {
        blocked: colors.blockedCell,
        frame: colors.blockedCell,
        open: colors.surface,
        text: colors.text,
        highlight: colors.highlight,
        active: colors.primary,
        activeText: colors.onPrimary,
        activeRing: colors.focusRing,
        wrong: colors.danger,
      };
  }
}

const PALETTE_KEYS = Object.keys(gridPalette(lightTheme)) as (keyof GridPalette)[];
const paletteVariable = (key: keyof GridPalette) => `--grid-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The grid's colours as CSS custom properties, whose values `GRID_PALETTE_VARIABLES` sets in each theme. */
export const gridColors = Object.fromEntries(PALETTE_KEYS.map((key) => [key, `var(${paletteVariable(key)})`])) as unknown as GridPalette;

const declarations = (theme: AppTheme) => {
  const palette = gridPalette(theme);
  return PALETTE_KEYS.map((key) => `${paletteVariable(key)}: ${palette[key]};`).join(' ');
};

/**
 * The declarations (for the grid's own rule, `&`) that give `gridColors` their values in the light, dark and
 * high-contrast themes, chosen by the document root's attributes: the grid's CSS is the same in every theme.
 */
export const GRID_PALETTE_VARIABLES =
  `${declarations(lightTheme)} ` +
  `html[data-theme='dark'] & { ${declarations(darkTheme)} } ` +
  `html[data-contrast='high'] & { ${declarations(highContrastTheme)} }`;
