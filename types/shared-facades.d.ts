// The build files the shared facades (tooling/shared-facades) import, typed as their packages.
declare module '@tanstack/react-query/build/modern/index.js' {
  export * from '@tanstack/react-query';
}

declare module 'styled-components/dist/styled-components.browser.esm.js' {
  export * from 'styled-components';
  export { default } from 'styled-components';
}
