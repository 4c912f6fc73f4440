import { createAppConfig } from '../tooling/rspack-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'admin_app',
  role: 'remote',
  exposes: { './pages': './src/pages.tsx' },
  devPort: 3003,
  standaloneHost: true,
});
