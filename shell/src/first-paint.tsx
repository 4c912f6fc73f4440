// Rendered by the shell's build in Node (tooling/first-paint.mjs), never in the browser: the first view of every page
// with the shell's own components, for the API to send as the document's `#root`.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ALL_PAGES, type ManifestPage } from '@edna/shared-contracts/site';
import { FIRST_PAINT_NOT_FOUND, FIRST_PAINT_SLOT, type FirstPaintPage } from '@edna/shared-contracts/shell-remote-contract';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { FIRST_PAINT_SLOT_MARKER, FirstPaintSlotContext } from './features/remotes/first-paint-slot';
import { RemoteLoading } from './features/remotes/remote-page';

/** A path no page of the manifest has: the not-found page's. */
const NOT_FOUND_PATH = '/first-paint-not-found';

/** React's markers of a completed Suspense boundary round the slot the remote's page leaves (remote-page.tsx). */
const SLOT_BOUNDARY = `<!--$-->${FIRST_PAINT_SLOT_MARKER}<!--/$-->`;

async function renderToHtml(node: ReactNode, sheet: ServerStyleSheet): Promise<string> {
  // Every boundary inline, whatever its size: the document carries no script of React's to move content into place.
  const { prelude } = await prerenderToNodeStream(sheet.collectStyles(node), { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function styleOf(sheet: ServerStyleSheet): { css: string; attributes: Record<string, string> } {
  const [element] = sheet.getStyleElement();
  if (!element) return { css: '', attributes: {} };
  const { dangerouslySetInnerHTML, ...attributes } = element.props as { dangerouslySetInnerHTML: { __html: string } } & Record<string, unknown>;
  const stringAttributes = Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { css: dangerouslySetInnerHTML.__html, attributes: stringAttributes };
}

/** The app's tree at `path`, as the browser renders it (app.tsx), with a remote's page left as a slot. */
function appAt(path: string) {
  return (
    <AppProviders>
      <FirstPaintSlotContext value={true}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </FirstPaintSlotContext>
    </AppProviders>
  );
}

/** A path of the page: its own, or, for a page with parameters, none (those pages have no first paint yet). */
function pathOf(page: ManifestPage): string | null {
  return page.spec.path.includes(':') ? null : page.spec.path;
}

export interface ShellFirstPaint {
  styleAttributes: Record<string, string>;
  pages: Record<string, FirstPaintPage>;
}

async function renderPage(path: string, remote: ManifestPage['owner'] | null, styleAttributes: Record<string, string>): Promise<FirstPaintPage> {
  const sheet = new ServerStyleSheet();
  try {
    const rendered = await renderToHtml(appAt(path), sheet);
    let html = rendered;
    let loading: string | undefined;
    const slots = rendered.split(SLOT_BOUNDARY);
    if (slots.length > 2) throw new Error(`The first paint of ${path} has ${slots.length - 1} remote page slots, not one`);
    // A guarded page (admin) renders its guard's loading view first, and so no slot.
    if (remote && remote !== 'shell' && slots.length === 2) {
      html = slots.join(FIRST_PAINT_SLOT);
      loading = await renderToHtml(<AppProviders>{<RemoteLoading remote={remote} />}</AppProviders>, sheet);
    }
    const style = styleOf(sheet);
    Object.assign(styleAttributes, style.attributes);
    return loading === undefined ? { html, css: style.css } : { html, css: style.css, loading };
  } finally {
    sheet.seal();
  }
}

/** Every page's first view (pages with parameters excepted), and the not-found page's. */
export async function renderFirstPaint(): Promise<ShellFirstPaint> {
  const styleAttributes: Record<string, string> = {};
  const pages: Record<string, FirstPaintPage> = {};
  for (const page of ALL_PAGES) {
    const path = pathOf(page);
    if (path) pages[`${page.owner}/${page.name}`] = await renderPage(path, page.owner, styleAttributes);
  }
  pages[FIRST_PAINT_NOT_FOUND] = await renderPage(NOT_FOUND_PATH, null, styleAttributes);
  return { styleAttributes, pages };
}
