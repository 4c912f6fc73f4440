import fs from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import {
  FIRST_PAINT_MANIFEST_FILE,
  REMOTE_CONTAINER_NAMES,
  REMOTE_KEYS,
  matchPage,
  type AdSettings,
  type RemoteConfig,
  type RemoteKey,
} from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { remoteUrls, type Config } from '../../lib/config';
import { escapeHtml } from '../../shared/html';
import { cspNonce, documentCsp, nonceOf } from '../../shared/csp';
import { precompressed } from './precompressed';
import { createPreloads, type PreloadSources } from './preload';
import { startAfterPaintScript } from './start-after-paint';
import { composeFirstPaint, fileManifest, firstPaintDataElement, httpManifest, remotePageView, type FirstPaintValues, type ManifestReader } from './first-paint';
import { themeScript } from './theme-script';

const REMOTE_FOLDERS = { quiz: 'quiz-app', crossword: 'crossword-app', admin: 'admin-app' } as const;

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|css|png|svg|woff2?|jpe?g)$/;
const NO_CACHE_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'index.html', 'first-paint.json']);

function cacheHeaders(res: Response, filePath: string): void {
  const name = path.basename(filePath);
  if (NO_CACHE_FILES.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED_ASSET.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=300');
}

export function remoteConfigFor(config: Config): RemoteConfig {
  const urls = remoteUrls(config);
  return {
    remotes: {
      quiz: { name: REMOTE_CONTAINER_NAMES.quiz, entry: urls.quiz },
      crossword: { name: REMOTE_CONTAINER_NAMES.crossword, entry: urls.crossword },
      admin: { name: REMOTE_CONTAINER_NAMES.admin, entry: urls.admin },
    },
    communityUrl: config.COMMUNITY_URL,
  };
}

/** Origins of remotes deployed elsewhere; the page's CSP must allow them. */
export function remoteOrigins(config: Config): string[] {
  const origins = Object.values(remoteUrls(config))
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export function siteHeadTags(adSettings: AdSettings): string {
  const tags: string[] = [];
  if (adSettings.googleVerification) {
    tags.push(`<meta name="google-site-verification" content="${escapeHtml(adSettings.googleVerification)}">`);
  }
  if (adSettings.googleAdClient) {
    tags.push(`<meta name="edna-ad-client" content="${escapeHtml(adSettings.googleAdClient)}">`);
  }
  return tags.join('');
}

/**
 * Serves the web front ends when SERVE_WEB is on: the shell at / with a history fallback (404 status for unknown
 * paths, never for /api or /remotes), each remote's build under /remotes/<name>/, and /mf-config.json always.
 * `firstPaintValues` are the request-time values the features give the first views that show them.
 */
export function createWebRouter(context: AppContext, firstPaintValues: FirstPaintValues = {}): Router {
  const { config, siteSettings, logger } = context;
  const router = Router();
  const mfConfig = remoteConfigFor(config);

  router.get('/mf-config.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(mfConfig);
  });

  const shellDist = path.join(config.WEB_ROOT, 'shell', 'dist');
  if (config.SERVE_WEB) serveBuiltFrontEnds(router, config.WEB_ROOT, shellDist, config.SERVE_SOURCE_MAPS);
  const readTemplate = config.SHELL_INDEX_URL
    ? remoteTemplate(config.SHELL_INDEX_URL)
    : config.SERVE_WEB
      ? fileTemplate(path.join(shellDist, 'index.html'))
      : null;
  if (!readTemplate) return router;
  const preloadsFor = config.SERVE_WEB && !config.SHELL_INDEX_URL ? createPreloads(preloadSources(config, shellDist)) : async () => [];
  // The shell's first paint, from its build: beside the template it came with.
  const readShellFirstPaint: ManifestReader = config.SHELL_INDEX_URL
    ? httpManifest(new URL(FIRST_PAINT_MANIFEST_FILE, config.SHELL_INDEX_URL).href)
    : fileManifest(path.join(shellDist, FIRST_PAINT_MANIFEST_FILE));
  const remoteFirstPaints = remoteFirstPaintReaders(config);

  const renderShell: RequestHandler = async (req, res) => {
    let html: string;
    try {
      html = await readTemplate();
    } catch (error) {
      logger.warn({ err: error }, 'the shell document is not available; run npm run build');
      res.status(503).type('text/plain').send('The web app is not built yet. Run "npm run build" (npm start does it for you).');
      return;
    }
    const adSettings = await siteSettings.getAdSettings().catch(() => ({ googleAdClient: '', googleVerification: '' }));
    res.locals.adsEnabled = Boolean(adSettings.googleAdClient);
    const matched = matchPage(req.path);
    const readRemote = matched && matched.owner !== 'shell' ? remoteFirstPaints[matched.owner] : null;
    const [preloads, shellFirstPaint, remoteFirstPaint] = await Promise.all([preloadsFor(req.path), readShellFirstPaint(), readRemote ? readRemote() : null]);
    const nonce = nonceOf(res);
    // The first view, drawn by the shell's components and a remote page's by the remote's, each in its own build.
    const remotePage = matched && remoteFirstPaint ? await remotePageView(remoteFirstPaint, matched.name, firstPaintValues) : null;
    const remoteView = remoteFirstPaint && remotePage ? { manifest: remoteFirstPaint, page: remotePage.page } : null;
    const firstPaint = shellFirstPaint ? composeFirstPaint(req.path, shellFirstPaint, remoteView, nonce) : { styles: '', root: '' };
    const pageData = matched && remotePage?.data && shellFirstPaint ? firstPaintDataElement({ page: `${matched.owner}/${matched.name}`, values: remotePage.data }) : '';
    // The app starts after the document's first paint (start-after-paint.ts): no script and no preload is visible to
    // the parser, so none of them can hold the first paint back or be counted as if it did. A shell build without a
    // first-paint manifest (a development server's page) starts its scripts itself.
    const page = html
      .replaceAll('__CSP_NONCE__', nonce)
      .replace('</head>', `${themeScript(nonce)}${firstPaint.styles}${pageData}${siteHeadTags(adSettings)}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${firstPaint.root}</div>`)
      .replace('</body>', `${shellFirstPaint ? startAfterPaintScript(nonce, preloads, shellFirstPaint.entryScripts) : ''}</body>`);
    res.status(matchPage(req.path) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    documentCsp(remoteOrigins(config))(req, res, () => {
      res.type('html').send(page);
    });
  };

  router.get(/^\/(?!api(?:\/|$)|remotes(?:\/|$)|ws(?:\/|$)).*/, cspNonce, renderShell);
  return router;
}

/**
 * Where each remote's first-paint manifest is: beside its mf-manifest.json, so a remote's deploy updates its first
 * paint with no deploy of the shell or the API. Read over HTTP from the remote's internal address when one is set
 * (`<REMOTE>_REMOTE_INTERNAL_URL`), from disk for a remote this server serves itself, over HTTP for one at an
 * absolute address; a remote with none (or an older one) gets a page started in the browser.
 */
function remoteFirstPaintReaders(config: Config): Partial<Record<RemoteKey, ManifestReader>> {
  const urls = remoteUrls(config);
  const internal: Record<RemoteKey, string | undefined> = {
    quiz: config.QUIZ_REMOTE_INTERNAL_URL,
    crossword: config.CROSSWORD_REMOTE_INTERNAL_URL,
    admin: config.ADMIN_REMOTE_INTERNAL_URL,
  };
  const readers: Partial<Record<RemoteKey, ManifestReader>> = {};
  for (const key of REMOTE_KEYS) {
    const url = urls[key];
    const internalUrl = internal[key];
    if (internalUrl) readers[key] = httpManifest(new URL(FIRST_PAINT_MANIFEST_FILE, internalUrl).href);
    else if (config.SERVE_WEB && url === `/remotes/${key}/mf-manifest.json`) {
      readers[key] = fileManifest(path.join(config.WEB_ROOT, REMOTE_FOLDERS[key], 'dist', FIRST_PAINT_MANIFEST_FILE));
    } else if (/^https?:\/\//.test(url)) readers[key] = httpManifest(new URL(FIRST_PAINT_MANIFEST_FILE, url).href);
  }
  return readers;
}

/** The builds this server serves itself: the shell, and each remote still at its default address under /remotes. */
function preloadSources(config: Config, shellDist: string): PreloadSources {
  const urls = remoteUrls(config);
  const remotes: PreloadSources['remotes'] = {};
  for (const key of REMOTE_KEYS) {
    const base = `/remotes/${key}/`;
    if (urls[key] === `${base}mf-manifest.json`) remotes[key] = { dist: path.join(config.WEB_ROOT, REMOTE_FOLDERS[key], 'dist'), base };
  }
  return { shellDist, remotes };
}

/** Each remote's build under /remotes/<name>/ (404 for anything missing there) and the shell's assets. */
function serveBuiltFrontEnds(router: Router, webRoot: string, shellDist: string, serveSourceMaps: boolean): void {
  if (!serveSourceMaps) {
    // Source maps hold the full sources: kept on disk for error reporting, never sent to the public.
    router.use((req, res, next) => {
      if (!req.path.endsWith('.map')) return next();
      res.status(404).type('text/plain').send(`Not found: ${req.path}`);
    });
  }
  const remoteHeaders = (res: Response, filePath: string) => {
    cacheHeaders(res, filePath);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  };
  for (const key of REMOTE_KEYS) {
    const dist = path.join(webRoot, REMOTE_FOLDERS[key], 'dist');
    router.use(`/remotes/${key}`, precompressed(dist, remoteHeaders), express.static(dist, { index: false, setHeaders: remoteHeaders }));
  }
  router.use('/remotes', (req, res) => {
    res.status(404).type('text/plain').send(`Not found: ${req.originalUrl}`);
  });

  // The raw template (with its nonce placeholder) is never served as a file.
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));
  router.use(precompressed(shellDist, cacheHeaders), express.static(shellDist, { index: false, setHeaders: cacheHeaders }));
}

/** The shell's index.html from the local build, read again only when the file changes (a rebuild). */
function fileTemplate(file: string): () => Promise<string> {
  let cached: { html: string; mtimeMs: number } | null = null;
  return async () => {
    const { mtimeMs } = await fs.stat(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { html: await fs.readFile(file, 'utf8'), mtimeMs };
    return cached.html;
  };
}

/** The shell's index.html from its own static server, re-read every few seconds so a shell deploy shows at once. */
function remoteTemplate(url: string, maxAgeMs = 10_000): () => Promise<string> {
  let cached: { html: string; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.html;
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    cached = { html: await response.text(), at: Date.now() };
    return cached.html;
  };
}
