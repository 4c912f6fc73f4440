import fs from 'node:fs/promises';
import {
  CLIENT_RENDERED_SLOT_DIGEST,
  FIRST_PAINT_DATA_ELEMENT_ID,
  FIRST_PAINT_DATA_NAMES,
  FIRST_PAINT_MANIFEST_VERSION,
  FIRST_PAINT_NOT_FOUND,
  FIRST_PAINT_SLOT,
  firstPaintDataSlot,
  firstPaintManifestSchema,
  matchPage,
  type FirstPaintData,
  type FirstPaintDataName,
  type FirstPaintManifest,
  type FirstPaintPage,
} from '@edna/shared-contracts';
import { escapeHtml } from '../../shared/html';

/** Reads one app's first-paint manifest; null when the app has none (or one this API cannot read). */
export type ManifestReader = () => Promise<FirstPaintManifest | null>;

function parseManifest(text: string): FirstPaintManifest | null {
  try {
    const parsed = firstPaintManifestSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.version === FIRST_PAINT_MANIFEST_VERSION ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A manifest in a local build (dist/first-paint.json), read again only when the file changes (a rebuild). */
export function fileManifest(file: string): ManifestReader {
  let cached: { manifest: FirstPaintManifest | null; mtimeMs: number } | null = null;
  return async () => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    if (!cached || cached.mtimeMs !== stat.mtimeMs) cached = { manifest: parseManifest(await fs.readFile(file, 'utf8')), mtimeMs: stat.mtimeMs };
    return cached.manifest;
  };
}

/**
 * A manifest on the app's own static server, re-read every few seconds so a deploy of that app shows at once; a
 * failed read counts as no manifest (the page then starts in the browser) and is tried again on the next request.
 */
export function httpManifest(url: string, maxAgeMs = 10_000): ManifestReader {
  let cached: { manifest: FirstPaintManifest | null; at: number } | null = null;
  return async () => {
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.manifest;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      cached = { manifest: response.ok ? parseManifest(await response.text()) : null, at: Date.now() };
    } catch {
      cached = null;
      return null;
    }
    return cached.manifest;
  };
}

/** The request-time values this API can give a first view, each read when a document asks for it (null: none now). */
export type FirstPaintValues = Partial<Record<FirstPaintDataName, () => Promise<string | null>>>;

const isDataName = (name: string): name is FirstPaintDataName => (FIRST_PAINT_DATA_NAMES as readonly string[]).includes(name);

/**
 * A remote page's first view for this request: as its build rendered it, or, for a page with request-time values,
 * with every slot filled and the values the browser needs to render the same. Null when the remote has no view of
 * the page, or when a value the view needs is unknown here or has none now: the browser then renders the page.
 */
export async function remotePageView(
  manifest: FirstPaintManifest,
  pageName: string,
  values: FirstPaintValues,
): Promise<{ page: FirstPaintPage; data: FirstPaintData['values'] | null } | null> {
  const plain = manifest.pages[pageName];
  if (plain) return { page: plain, data: null };
  const withData = manifest.pagesWithData?.[pageName];
  if (!withData) return null;
  const data: FirstPaintData['values'] = {};
  for (const name of withData.data) {
    const value = isDataName(name) ? await values[name]?.() : null;
    if (value == null || !isDataName(name)) return null;
    data[name] = value;
  }
  let html = withData.html;
  for (const [name, value] of Object.entries(data) as [FirstPaintDataName, string][]) html = html.replaceAll(firstPaintDataSlot(name), () => escapeHtml(value));
  return { page: { html, css: withData.css }, data };
}

/**
 * The document's element with the request-time values of its page, for the browser's first render. JSON in a data
 * block (never run): `<` is written as its escape, so no text can close the element.
 */
export function firstPaintDataElement(data: FirstPaintData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_DATA_ELEMENT_ID}">${json}</script>`;
}

export interface ComposedFirstPaint {
  /** The `<style>` elements for the head. */
  styles: string;
  /** The markup of `#root` (empty for a page the shell rendered no first view of). */
  root: string;
}

function styleElement(manifest: FirstPaintManifest, css: string, nonce: string): string {
  if (!css) return '';
  const attributes = Object.entries(manifest.styleAttributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  // The CSS is the build's own output (never visitor text); only a closing tag could end the element early.
  return `<style nonce="${escapeHtml(nonce)}"${attributes}>${css.replaceAll('</style', '<\\/style')}</style>`;
}

/**
 * The document's first view at `pathname`: the shell's page (header, main, footer) with, for a remote's page, the
 * remote's own first view in the slot as a completed Suspense boundary, or, when the remote has none, the loading
 * view in a boundary the browser renders (React's client-rendered form, with a digest the shell does not report).
 */
export function composeFirstPaint(
  pathname: string,
  shell: FirstPaintManifest,
  remoteView: { manifest: FirstPaintManifest; page: FirstPaintPage } | null,
  nonce: string,
): ComposedFirstPaint {
  const page = matchPage(pathname);
  const shellPage = shell.pages[page ? `${page.owner}/${page.name}` : FIRST_PAINT_NOT_FOUND];
  if (!shellPage) return { styles: '', root: '' };
  let root = shellPage.html;
  let styles = styleElement(shell, shellPage.css, nonce);
  if (root.includes(FIRST_PAINT_SLOT)) {
    const boundary = remoteView
      ? `<!--$-->${remoteView.page.html}<!--/$-->`
      : `<!--$!--><template data-dgst="${CLIENT_RENDERED_SLOT_DIGEST}"></template>${shellPage.loading ?? ''}<!--/$-->`;
    root = root.replace(FIRST_PAINT_SLOT, () => boundary);
    if (remoteView) styles += styleElement(remoteView.manifest, remoteView.page.css, nonce);
  }
  return { styles, root };
}
