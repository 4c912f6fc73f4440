// What the apps use of styled-components, shared as the 'styled-components' singleton. A shared module cannot be
// tree-shaken, so sharing the package itself ships the server-side style sheet, the style sheet manager and the
// rest on every first visit; this facade shares only what the apps call, and rspack tree-shakes the rest.
// The build file's own name keeps this import out of the 'styled-components' alias and share, which would load the
// facade itself.
// An export missing here fails the build: add it when an app needs it.
export { default, ThemeProvider, createGlobalStyle, css, keyframes, useTheme } from 'styled-components/dist/styled-components.browser.esm.js';
export type { DefaultTheme } from 'styled-components';
