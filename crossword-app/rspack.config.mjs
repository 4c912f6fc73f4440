import { createAppConfig } from '../tooling/rspack-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'crossword_app',
  role: 'remote',
  exposes: { './pages': './src/pages.tsx' },
  devPort: 3002,
  standaloneHost: true,
});
