import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '../../test-support/http';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** A built shell and quiz remote, each with a chunk and its source map beside it. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-source-maps-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>');
  for (const dist of ['shell/dist', 'quiz-app/dist']) {
    write(`${dist}/main.0123456789.js`, 'console.log(1)\n//# sourceMappingURL=main.0123456789.js.map');
    write(`${dist}/main.0123456789.js.map`, '{"version":3,"sources":["secret-source.tsx"],"sourcesContent":["const secret = 1"]}');
  }
  return root;
}

const paths = ['/main.0123456789.js.map', '/remotes/quiz/main.0123456789.js.map'];

describe('Source maps', () => {
  const webRoot = makeWebRoot();
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it('When SERVE_SOURCE_MAPS is not set, then every chunk is served and its source map is a 404, though it stays on disk', async () => {
    server = await startTestServer('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot });
    expect((await request(server.url, 'GET', '/main.0123456789.js')).status).toBe(200);
    expect((await request(server.url, 'GET', '/remotes/quiz/main.0123456789.js')).status).toBe(200);
    for (const mapPath of paths) {
      const response = await request(server.url, 'GET', mapPath);
      expect([mapPath, response.status, response.text.includes('secret')]).toEqual([mapPath, 404, false]);
    }
    expect(fs.existsSync(path.join(webRoot, 'shell/dist/main.0123456789.js.map'))).toBe(true);
  }, 240_000);

  it('When SERVE_SOURCE_MAPS=true (a staging site), then the source maps are served', async () => {
    server = await startTestServer('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot, SERVE_SOURCE_MAPS: 'true' });
    for (const mapPath of paths) expect([mapPath, (await request(server.url, 'GET', mapPath)).status]).toEqual([mapPath, 200]);
  }, 240_000);
});
