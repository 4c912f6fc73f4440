// What the apps use of styled-components, shared as the 'styled-components' singleton. A shared module cannot be
// tree-shaken, so sharing the package itself ships the server-side style sheet, the style sheet manager and the
// rest on every first visit; this facade shares only what the apps call, and rspack tree-shakes the rest.
// The package is imported through the root package.json's `imports` (its public entry under another name): the
// name 'styled-components' itself is the share, which would load the facade itself.
// An export missing here fails the build: add it when an app needs it.
export { default, ThemeProvider, createGlobalStyle, css, keyframes, useTheme } from '#shared-facade-source/styled-components';
export type { DefaultTheme } from 'styled-components';
