import { THEME_VARIABLES_CSS, cssVariableTheme, darkTheme, highContrastTheme, lightTheme } from './themes';

const variableOf = (reference: string) => /^var\((--edna-[a-z0-9-]+)\)$/.exec(reference)?.[1];

describe('the CSS custom property theme', () => {
  it('refers every colour, type colour and shadow to a custom property', () => {
    const references = [...Object.values(cssVariableTheme.colors).flat(), ...Object.values(cssVariableTheme.shadows)];
    for (const reference of references) expect(variableOf(reference)).toBeDefined();
  });

  it.each([
    ['light', ':root', lightTheme],
    ['dark', "html[data-theme='dark']", darkTheme],
    ['high-contrast', "html[data-contrast='high']", highContrastTheme],
  ])('gives each property the %s theme value under %s', (_name, selector, theme) => {
    const block = THEME_VARIABLES_CSS.split('\n').find((line) => line.startsWith(`${selector} {`));
    expect(block).toBeDefined();
    expect(block).toContain(`${variableOf(cssVariableTheme.colors.primary)}: ${theme.colors.primary};`);
    expect(block).toContain(`${variableOf(cssVariableTheme.colors.types[4])}: ${theme.colors.types[4]};`);
    expect(block).toContain(`${variableOf(cssVariableTheme.shadows.md)}: ${theme.shadows.md};`);
  });

  it('keeps the high-contrast values last, so they win over dark', () => {
    expect(THEME_VARIABLES_CSS.indexOf("html[data-contrast='high']")).toBeGreaterThan(THEME_VARIABLES_CSS.indexOf("html[data-theme='dark']"));
  });
});
