/**
 * The selector (nested in a styled rule, `&`) of a rule that applies in the high-contrast theme only: a rule of its
 * own instead of a value chosen from the theme object, so the CSS is the same in every theme (`cssVariableTheme`).
 */
export const inHighContrast = "html[data-contrast='high'] &";
