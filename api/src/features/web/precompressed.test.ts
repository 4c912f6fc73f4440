import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { precompressed, type PrecompressedHandler } from './precompressed';

/** A small cache, so that ten times its size in unique paths is quick to send and still proves the bound. */
const LOOKUP_LIMIT = 200;

/** A full garbage collection, so the heap figures printed below measure what is still reachable. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** The pre-compressed lookup on a real HTTP server over a real folder, as the web router mounts it. */
describe('precompressed asset lookup', () => {
  let root: string;
  let handler: PrecompressedHandler;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-precompressed-'));
    fs.writeFileSync(path.join(root, 'main.js'), 'console.log("main")');
    fs.writeFileSync(path.join(root, 'main.js.br'), brotliCompressSync(Buffer.from('console.log("main")')));
    handler = precompressed(root, () => undefined, LOOKUP_LIMIT);
    const app = express();
    app.use(handler, express.static(root, { index: false }));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('When ten times the cache size in unique missing .js paths are requested, then the lookup cache stays bounded and real assets are still served compressed', async () => {
    const total = LOOKUP_LIMIT * 10;
    const concurrency = 16;
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    let next = 0;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const index = next++;
          const response = await fetch(`${url}/assets/missing-${index}-${'x'.repeat(40)}.js`, { headers: { 'accept-encoding': 'br, gzip' } });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }
      }),
    );
    collectGarbage();
    const heapAfter = process.memoryUsage().heapUsed;
    process.stdout.write(
      `precompressed lookup: ${total} unique missing paths, ${handler.cachedLookups} cached lookups (limit ${LOOKUP_LIMIT}), ` +
        `heap ${(heapBefore / 1e6).toFixed(1)} MB before, ${(heapAfter / 1e6).toFixed(1)} MB after\n`,
    );
    expect(statuses).toEqual(new Map([[404, total]]));
    expect(handler.cachedLookups).toBeLessThanOrEqual(LOOKUP_LIMIT);

    const asset = await fetch(`${url}/main.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('console.log("main")');
  });
});
