import { darkTheme, highContrastTheme, lightTheme } from '@edna/ui-kit';
import { gridPalette } from './grid-palette';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [number, number, number];
  const channel = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('grid colours', () => {
  it.each([lightTheme, darkTheme, highContrastTheme])('When the theme is $name, then every letter colour reaches 4.5:1 on its squares', (theme) => {
    const palette = gridPalette(theme);
    for (const square of [palette.open, palette.highlight]) {
      expect(contrast(palette.text, square)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.wrong, square)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(palette.activeText, palette.active)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([lightTheme, darkTheme, highContrastTheme])('When the theme is $name, then open squares reach 3:1 against blocked ones', (theme) => {
    const palette = gridPalette(theme);
    for (const square of [palette.open, palette.highlight]) expect(contrast(square, palette.blocked)).toBeGreaterThanOrEqual(3);
  });

  it('When the theme is high contrast, then blocked squares are dark and open squares light', () => {
    const palette = gridPalette(highContrastTheme);
    expect(luminance(palette.blocked)).toBeLessThan(0.05);
    expect(luminance(palette.open)).toBeGreaterThan(0.9);
    expect(contrast(palette.blocked, palette.open)).toBeGreaterThanOrEqual(7);
  });

  it('When the theme is dark, then a wrong letter on the selected clue is no longer the 4.17:1 red', () => {
    const palette = gridPalette(darkTheme);
    expect(contrast(palette.wrong, palette.highlight)).toBeGreaterThanOrEqual(4.5);
    expect(palette.wrong).not.toBe(darkTheme.colors.danger);
  });
});
