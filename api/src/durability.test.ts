import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { exited, freePort, startServerProcess, waitForHealth } from './test-support/server-process';

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
