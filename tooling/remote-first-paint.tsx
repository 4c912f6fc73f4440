// A remote's first paint, rendered by its build in Node (tooling/first-paint.mjs runs the remote's
// src/first-paint.tsx, which calls this): the first view of the pages the remote chooses, inside the same providers
// the shell renders its pages in (theme, tooltips, router, and the data client for pages that use one), with no data.
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { TooltipProvider, cssVariableTheme } from '@edna/ui-kit';
import { QUERY_CLIENT_DEFAULTS } from '@edna/shared-contracts/client';
import { REMOTE_PAGE_MANIFEST, type PageSpec, type RemoteKey } from '@edna/shared-contracts/rules';
import { FIRST_PAINT_DATA_NAMES, firstPaintDataSlot, type FirstPaintPage, type FirstPaintPageWithData } from '@edna/shared-contracts/shell-remote-contract';

async function renderToHtml(node: ReactNode): Promise<string> {
  // Every boundary inline, whatever its size: the document carries no script of React's to move content into place.
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderRemoteFirstPaint<R extends RemoteKey>(
  remote: R,
  pages: Partial<Record<string, ComponentType>>,
): Promise<{ styleAttributes: Record<string, string>; pages: Record<string, FirstPaintPage>; pagesWithData: Record<string, FirstPaintPageWithData> }> {
  const manifest: Record<string, PageSpec> = REMOTE_PAGE_MANIFEST[remote];
  const styleAttributes: Record<string, string> = {};
  const rendered: Record<string, FirstPaintPage> = {};
  const renderedWithData: Record<string, FirstPaintPageWithData> = {};
  for (const [name, Page] of Object.entries(pages)) {
    const spec = manifest[name];
    if (!Page || !spec || spec.path.includes(':')) throw new Error(`${remote} has no page ${name} without parameters to render ahead of time`);
    const page = <Page />;
    const tree = (
      <ThemeProvider theme={cssVariableTheme}>
        <TooltipProvider>
          <MemoryRouter initialEntries={[spec.path]}>
            {spec.dataClient === false ? page : <QueryClientProvider client={new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS })}>{page}</QueryClientProvider>}
          </MemoryRouter>
        </TooltipProvider>
      </ThemeProvider>
    );
    const sheet = new ServerStyleSheet();
    try {
      const html = await renderToHtml(sheet.collectStyles(tree));
      const [element] = sheet.getStyleElement();
      const { dangerouslySetInnerHTML, ...attributes } = (element?.props ?? { dangerouslySetInnerHTML: { __html: '' } }) as { dangerouslySetInnerHTML: { __html: string } } & Record<string, unknown>;
      for (const [key, value] of Object.entries(attributes)) if (typeof value === 'string') styleAttributes[key] = value;
      // A view that shows request-time values (their slots are in its HTML) is one the API must fill in.
      const data = FIRST_PAINT_DATA_NAMES.filter((dataName) => html.includes(firstPaintDataSlot(dataName)));
      if (data.length > 0) renderedWithData[name] = { html, css: dangerouslySetInnerHTML.__html, data };
      else rendered[name] = { html, css: dangerouslySetInnerHTML.__html };
    } finally {
      sheet.seal();
    }
  }
  return { styleAttributes, pages: rendered, pagesWithData: renderedWithData };
}
