/**
 * The real server in a process of its own (from source through tsx), for tests that signal or kill it: SIGTERM
 * draining, SIGKILL durability. Each test gives it a data folder of its own and a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** A port nothing listens on right now, from the system's own choice. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on the embedded database in `dataDir`, without the web front ends; `env` adds settings. */
export function startServerProcess(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--conditions=@edna/source', '--import', 'tsx', path.join(repoRoot, 'api', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `/api/health` answers 200; fails at once if the process exits, or after `timeoutMs`. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become healthy');
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}
