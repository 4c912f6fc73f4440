import { createAppConfig } from '../tooling/rspack-app-config.mjs';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'shell',
  role: 'host',
  devPort: 3100,
});
