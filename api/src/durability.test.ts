import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const repoRoot = path.resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The real server in its own process (from source through tsx), on the given data folder. */
function startServerProcess(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--conditions=@edna/source', '--import', 'tsx', path.join(repoRoot, 'api', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
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

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('durability on the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-kill9-'));
  let child: ChildProcess | undefined;

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGKILL');
      await exited(child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('When the server is killed with SIGKILL right after answering a write, then the row is there after a restart', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = startServerProcess(dataDir, port);
    await waitForHealth(url, child);

    const marker = 4242;
    const write = await fetch(`${url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'guide_viewed', data: { questionCount: marker } }),
    });
    expect(write.status).toBeLessThan(300);

    child.kill('SIGKILL');
    await exited(child);

    child = startServerProcess(dataDir, port);
    await waitForHealth(url, child);
    child.kill('SIGTERM');
    await exited(child);
    expect(child.exitCode).toBe(0);

    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      const result = await db.query<{ count: number }>(
        "select count(*)::int as count from analytics_events where event = 'guide_viewed' and (data->>'questionCount')::int = $1",
        [marker],
      );
      expect(result.rows[0]?.count).toBe(1);
    } finally {
      await db.close();
    }
  });
});
