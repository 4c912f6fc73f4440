import { createAppConfig } from '../tooling/rspack-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'crossword_app',
  role: 'remote',
  exposes: { './pages': './src/pages.tsx' },
  devPort: 3002,
  standaloneHost: true,
  // The daily puzzle reads without React Query (src/shared/hooks/use-read.ts), so its first visit downloads none.
  pagesWithoutDataClient: ['crossword'],
});
