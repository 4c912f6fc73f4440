// Serves the production build on a fresh embedded database for the measuring scripts (size, Lighthouse).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Builds (unless `build` is false), starts scripts/e2e-server.mjs on `port` and stops it when this process exits.
 * `ready()` resolves once /api/health answers; `stop()` ends the server early.
 */
export function serveProductionBuild(port, { build = true } = {}) {
  if (build) execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const baseUrl = `http://localhost:${port}`;

  async function ready() {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return;
      } catch {
        // starting
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the server did not start');
  }

  return { baseUrl, ready, stop };
}
