import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** A web root shaped like the real builds: shell/dist and one dist per remote. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-web-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_NONCE__"><title>t</title></head><body><div id="root"></div></body></html>',
  );
  write('shell/dist/main.0123456789.js', 'console.log("shell")');
  const entry = `var quiz_app=${'1;'.repeat(2000)}`;
  write('quiz-app/dist/remoteEntry.js', entry);
  write('quiz-app/dist/remoteEntry.js.br', brotliCompressSync(Buffer.from(entry)));
  write('quiz-app/dist/mf-manifest.json', '{"name":"quiz_app"}');
  return root;
}

describe('serving the web front ends', () => {
  let server: TestServer;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = makeWebRoot();
    server = await startTestServer('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot, QUIZ_REMOTE_URL: 'https://quiz.cdn.example/mf-manifest.json' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('When a page of the app is requested, then the shell document comes with a fresh CSP nonce that the page carries', async () => {
    const first = await fetch(`${server.url}/quiz`);
    const second = await fetch(`${server.url}/quiz`);
    expect(first.status).toBe(200);
    const html = await first.text();
    const nonce = /content="([^"]+)"/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe('__CSP_NONCE__');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('https://quiz.cdn.example');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('googlesyndication');
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
    expect(first.headers.get('cache-control')).toBe('no-cache');
  });

  it('When a path is unknown, then the document still renders (the not-found page) with HTTP 404', async () => {
    const response = await fetch(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('never answers /api or /remotes paths with the document', async () => {
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
    const remote = await fetch(`${server.url}/remotes/quiz/missing-chunk.js`);
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain('<div id="root">');
    const unknownRemote = await fetch(`${server.url}/remotes/unknown/remoteEntry.js`);
    expect(unknownRemote.status).toBe(404);
  });

  it('serves remote entries uncached and hashed chunks as immutable', async () => {
    const entry = await fetch(`${server.url}/remotes/quiz/mf-manifest.json`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    const chunk = await fetch(`${server.url}/main.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('When the browser accepts brotli, then the precompressed twin is sent', async () => {
    const response = await fetch(`${server.url}/remotes/quiz/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toMatch(/^var quiz_app=/);
    expect(brotliDecompressSync(fs.readFileSync(path.join(webRoot, 'quiz-app/dist/remoteEntry.js.br'))).length).toBeGreaterThan(4000);
  });

  it('never serves the raw template', async () => {
    const response = await fetch(`${server.url}/index.html`, { redirect: 'manual' });
    expect(response.status).toBe(301);
  });
});
