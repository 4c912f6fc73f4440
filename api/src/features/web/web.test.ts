import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import {
  CLIENT_RENDERED_SLOT_DIGEST,
  FIRST_PAINT_DATA_ELEMENT_ID,
  FIRST_PAINT_MANIFEST_VERSION,
  FIRST_PAINT_NOT_FOUND,
  FIRST_PAINT_SLOT,
  firstPaintDataSchema,
  firstPaintDataSlot,
  sortByDiagnosticPower,
  type FirstPaintManifest,
  type Question,
} from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** Shaped like the shell's build writes it (tooling/first-paint.mjs): a frame per page, a slot for a remote's page. */
const frame = (main: string) => `<div class="sc-a-0 page"><header class="sc-b-0 bar"><a href="/">Entrepreneurial DNA</a></header><main id="main-content">${main}</main><footer>f</footer></div>`;
const SHELL_FIRST_PAINT: FirstPaintManifest = {
  version: FIRST_PAINT_MANIFEST_VERSION,
  styleAttributes: { 'data-styled': '', 'data-styled-version': '6.6.0' },
  entryScripts: [{ src: '/main.0123456789.js' }],
  pages: {
    'quiz/landing': { html: frame(`<!--$-->${FIRST_PAINT_SLOT}<!--/$-->`), css: '.page{display:flex}', loading: '<div class="sc-c-0 spin">Loading the quiz…</div>' },
    'crossword/crossword': { html: frame(`<!--$-->${FIRST_PAINT_SLOT}<!--/$-->`), css: '.page{display:flex}', loading: '<div class="sc-c-0 spin">Loading the crossword…</div>' },
    'shell/privacy': { html: frame('<!--$--><article><h1>Privacy Policy</h1><h2>What we collect</h2></article><!--/$-->'), css: '.page{display:flex}h1{margin:0}' },
    [FIRST_PAINT_NOT_FOUND]: { html: frame('<!--$--><h1>Page not found</h1><!--/$-->'), css: '.page{display:flex}' },
  },
};

/** A web root shaped like the real builds: shell/dist and one dist per remote. */
function makeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-web-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write(
    'shell/dist/index.html',
    // As the shell's production build writes it: no script (its first-paint manifest lists them).
    '<!doctype html><html><head><meta property="csp-nonce" content="__CSP_NONCE__"><title>t</title></head>' +
      '<body><noscript>needs JavaScript</noscript><div id="root"></div></body></html>',
  );
  write('shell/dist/first-paint.json', JSON.stringify(SHELL_FIRST_PAINT));
  write('shell/dist/main.0123456789.js', 'console.log("shell")');
  const entry = `var quiz_app=${'1;'.repeat(2000)}`;
  write('quiz-app/dist/remoteEntry.js', entry);
  write('quiz-app/dist/remoteEntry.js.br', brotliCompressSync(Buffer.from(entry)));
  write('quiz-app/dist/mf-manifest.json', '{"name":"quiz_app"}');
  // What tooling/chunk-groups-plugin.mjs writes next to each build.
  const chunkGroups = (groups: Record<string, { files: string[]; shared: string[] }>, provides: Record<string, string[]>) =>
    JSON.stringify({ groups, provides });
  write(
    'shell/dist/chunk-groups.json',
    chunkGroups(
      { bootstrap: { files: ['bootstrap.aaaaaaaaaa.js'], shared: ['react'] }, 'page-privacy': { files: ['page-privacy.bbbbbbbbbb.js'], shared: [] } },
      { react: ['121.cccccccccc.js'], 'styled-components': ['446.dddddddddd.js'] },
    ),
  );
  write('shell/dist/mf-manifest.json', '{"name":"shell","metaData":{"remoteEntry":{"name":"","path":""}}}');
  write(
    'crossword-app/dist/chunk-groups.json',
    chunkGroups(
      { __federation_expose_pages: { files: ['__federation_expose_pages.eeeeeeeeee.js'], shared: ['react', 'styled-components', 'motion/react-mini'] } },
      { react: ['9.ffffffffff.js'], 'motion/react-mini': ['361.0000000000.js'] },
    ),
  );
  write('crossword-app/dist/mf-manifest.json', '{"name":"crossword_app","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}}}');
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

  /** The document's start-after-paint script: its nonce, the preload links and the entry scripts it inserts. */
  const startScript = (html: string) => {
    const match = /<script nonce="([^"]+)">\(function\(d,w\)\{var p=(\[.*?\]),s=(\[.*?\]),c=d\.currentScript/.exec(html);
    if (!match) throw new Error('the document has no start-after-paint script');
    return {
      nonce: match[1],
      preloads: JSON.parse(match[2]!) as Record<string, string>[],
      scripts: JSON.parse(match[3]!) as Record<string, string>[],
    };
  };
  const documentOf = async (pagePath: string) => (await fetch(`${server.url}${pagePath}`)).text();

  it('When a page is opened, then its document preloads what that page loads: the shell start, the remote chain and the page chunk', async () => {
    // Inserted by the document's start script after the first paint, in this order.
    const preloads = async (pagePath: string) => startScript(await documentOf(pagePath)).preloads.map(({ as, href }) => `${as} ${href}`);
    const shellStart = ['fetch /mf-config.json', 'script /bootstrap.aaaaaaaaaa.js', 'script /121.cccccccccc.js'];
    expect(await preloads('/privacy')).toEqual([...shellStart, 'script /page-privacy.bbbbbbbbbb.js']);
    // Shared modules come from the shell when it provides them, else from the remote's own build.
    expect(await preloads('/crossword')).toEqual([
      // The page's first API answer first, then the app's files.
      'fetch /api/crossword/puzzle',
      'fetch /mf-config.json',
      'fetch /remotes/crossword/mf-manifest.json',
      'script /bootstrap.aaaaaaaaaa.js',
      'script /121.cccccccccc.js',
      'script /remotes/crossword/remoteEntry.js',
      'script /remotes/crossword/__federation_expose_pages.eeeeeeeeee.js',
      'script /446.dddddddddd.js',
      'script /remotes/crossword/361.0000000000.js',
    ]);
    // A remote deployed elsewhere (the quiz here) is not preloaded from this server.
    expect(await preloads('/')).toEqual(shellStart);
    // Scripts are not needed for the first paint (the document paints it), so they do not compete with it.
    const { preloads: crosswordLinks } = startScript(await documentOf('/crossword'));
    const scriptPreloads = crosswordLinks.filter((link) => link.as === 'script');
    expect(scriptPreloads.length).toBeGreaterThan(0);
    for (const link of scriptPreloads) expect(link).toEqual({ as: 'script', fetchpriority: 'low', href: expect.any(String) });
    // The page's API answer is fetched with credentials as the front end does, the app's JSON files without.
    expect(crosswordLinks.filter((link) => link.as === 'fetch')).toEqual([
      { as: 'fetch', crossorigin: 'use-credentials', href: '/api/crossword/puzzle' },
      { as: 'fetch', crossorigin: 'anonymous', href: '/mf-config.json' },
      { as: 'fetch', crossorigin: 'anonymous', href: '/remotes/crossword/mf-manifest.json' },
    ]);
  });

  it('When a page is opened, then no script or script preload is visible to the parser: one inline script under the page nonce starts them after the first paint', async () => {
    for (const pagePath of ['/', '/quiz', '/crossword', '/privacy', '/no/such/page']) {
      const response = await fetch(`${server.url}${pagePath}`);
      const html = await response.text();
      const nonce = /property="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
      // The CSP stays as strict: scripts from the site itself or under this response's nonce, nothing inline else.
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(/script-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe(`'self' 'nonce-${nonce}' https://quiz.cdn.example`);
      // No external script, no preload or modulepreload the preload scanner could start before the paint.
      expect(html).not.toMatch(/<script[^>]*\ssrc=/);
      expect(html).not.toMatch(/<link[^>]*(preload|as="script")/);
      expect(html).not.toContain('main.0123456789.js"></script>');
      // Every inline script carries the nonce: the head's theme script and the start script at the end of the body.
      const inlineScripts = html.match(/<script[^>]*>/g) ?? [];
      expect(inlineScripts).toEqual([`<script nonce="${nonce}">`, `<script nonce="${nonce}">`]);
      const start = startScript(html);
      expect(start.nonce).toBe(nonce);
      expect(html).toMatch(/<div id="root">.*<\/div><script nonce="[^"]+">\(function\(d,w\).*\}\)\(document,window\)<\/script><\/body><\/html>$/);
      // The shell's entry script, inserted after the preloads, without `defer` (it is inserted in order instead).
      expect(start.scripts).toEqual([{ src: '/main.0123456789.js' }]);
      // The page nonce is given to the inserted scripts, and the start waits for the first frame (the task after
      // it), with a bounded fallback and at once in a hidden tab.
      expect(html).toContain('e.async=false;if(n)e.nonce=n');
      expect(html).toContain('w.requestAnimationFrame(function(){setTimeout(go,0)})');
      expect(html).toMatch(/t=setTimeout\(go,\d+\)/);
      expect(html).toContain("if(d.visibilityState==='hidden')return go()");
      // Without JavaScript the visitor still gets the explanation.
      expect(html).toContain('<noscript>needs JavaScript</noscript>');
    }
  });

  it("When a page is opened, then its first view is the shell build's frame of that page, styled under the page nonce", async () => {
    const html = await documentOf('/privacy');
    const nonce = /property="csp-nonce" content="([^"]+)"/.exec(html)?.[1];
    // The frame's CSS in styled-components' own element (it adopts the rules when the app starts).
    expect(html).toContain(`<style nonce="${nonce}" data-styled="" data-styled-version="6.6.0">.page{display:flex}h1{margin:0}</style>`);
    // The stored theme is applied before the first paint, under the same nonce, so dark visitors see no light flash.
    expect(html).toContain(`<script nonce="${nonce}">try{`);
    // Without a stored choice the visitor's system preference decides.
    expect(html).toMatch(/getItem\("theme"\);.*t==='dark'\|\|\(t!=='light'&&window\.matchMedia\('\(prefers-color-scheme: dark\)'\)\.matches\).*getItem\("highContrast"\)==='true'/);
    expect(html).toContain(`<div id="root">${SHELL_FIRST_PAINT.pages['shell/privacy']!.html}</div>`);
    // An unknown path gets the not-found page's frame.
    expect(await documentOf('/no/such/page')).toContain(`<div id="root">${SHELL_FIRST_PAINT.pages[FIRST_PAINT_NOT_FOUND]!.html}</div>`);
  });

  it('When a remote page is opened and the remote has no first view, then its place is a boundary the browser renders, showing the loading view', async () => {
    const html = await documentOf('/crossword');
    const boundary = `<!--$!--><template data-dgst="${CLIENT_RENDERED_SLOT_DIGEST}"></template><div class="sc-c-0 spin">Loading the crossword…</div><!--/$-->`;
    expect(html).toContain(`<main id="main-content"><!--$-->${boundary}<!--/$--></main>`);
    expect(html).not.toContain(FIRST_PAINT_SLOT);
  });

  it('When a page has no first view in the manifest (a page with parameters), then the root is empty and the app still starts', async () => {
    const html = await documentOf('/crossword/2026-01-02');
    expect(html).toContain('<div id="root"></div>');
    expect(startScript(html).scripts).toEqual([{ src: '/main.0123456789.js' }]);
  });

  it('never serves the raw template', async () => {
    const response = await fetch(`${server.url}/index.html`, { redirect: 'manual' });
    expect(response.status).toBe(301);
  });
});

describe('a first view with request-time values', () => {
  let server: TestServer;
  let webRoot: string;
  const quizView = (dataName: string) =>
    `<div class="sc-q-0 card"><span class="sc-t-0 text">${firstPaintDataSlot('openingQuestion').replace('openingQuestion', dataName)}</span><span aria-hidden="true"></span></div>`;
  const QUIZ_FIRST_PAINT: FirstPaintManifest = {
    version: FIRST_PAINT_MANIFEST_VERSION,
    styleAttributes: { 'data-styled': '', 'data-styled-version': '6.6.0' },
    entryScripts: [],
    pages: { landing: { html: '<h1>Landing</h1>', css: '' } },
    pagesWithData: {
      quiz: { html: quizView('openingQuestion'), css: '.card{display:grid}', data: ['openingQuestion'] },
      // A value a newer quiz build may ask for and this API does not know.
      results: { html: quizView('somethingNewer'), css: '', data: ['somethingNewer'] },
    },
  };

  beforeAll(async () => {
    webRoot = makeWebRoot();
    const shellFirstPaint: FirstPaintManifest = {
      ...SHELL_FIRST_PAINT,
      pages: {
        ...SHELL_FIRST_PAINT.pages,
        'quiz/quiz': { html: frame(`<!--$-->${FIRST_PAINT_SLOT}<!--/$-->`), css: '', loading: '<div class="sc-c-0 spin">Loading the quiz…</div>' },
        'quiz/results': { html: frame(`<!--$-->${FIRST_PAINT_SLOT}<!--/$-->`), css: '', loading: '<div class="sc-c-0 spin">Loading the results…</div>' },
      },
    };
    fs.writeFileSync(path.join(webRoot, 'shell/dist/first-paint.json'), JSON.stringify(shellFirstPaint));
    fs.writeFileSync(path.join(webRoot, 'quiz-app/dist/first-paint.json'), JSON.stringify(QUIZ_FIRST_PAINT));
    server = await startTestServer('pglite', { SERVE_WEB: 'true', WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('When /quiz is opened, then its first view shows the question a new quiz opens with, and the document holds it for the browser', async () => {
    const questions = (await (await fetch(`${server.url}/api/questions`)).json()) as Question[];
    const opening = sortByDiagnosticPower(questions)[0]!.text;
    const html = await (await fetch(`${server.url}/quiz`)).text();

    expect(html).toContain(`<main id="main-content"><!--$--><!--$--><div class="sc-q-0 card"><span class="sc-t-0 text">${escapeHtml(opening)}</span>`);
    expect(html).not.toContain('%%edna-first-paint-data');
    const data = new RegExp(`<script type="application/json" id="${FIRST_PAINT_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(firstPaintDataSchema.parse(JSON.parse(data!))).toEqual({ page: 'quiz/quiz', values: { openingQuestion: opening } });
  });

  it('When a first view needs a value this API does not know, then the browser renders the page and the document holds no values', async () => {
    const html = await (await fetch(`${server.url}/results`)).text();
    expect(html).toContain(`<!--$!--><template data-dgst="${CLIENT_RENDERED_SLOT_DIGEST}"></template><div class="sc-c-0 spin">Loading the results…</div><!--/$-->`);
    expect(html).not.toContain('somethingNewer');
    expect(html).not.toContain(FIRST_PAINT_DATA_ELEMENT_ID);
  });

  it('When the first view of a page without values is opened, then the document holds no values', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('<h1>Landing</h1>');
    expect(html).not.toContain(FIRST_PAINT_DATA_ELEMENT_ID);
  });
});
