import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { staticMainFor } from './static-frame';

/**
 * While a page's code is still arriving: its first view as the API sent it in the document (the same content, so
 * nothing moves or flickers when the page replaces it), or `fallback` on a page the document was not rendered for.
 */
export function StaticMainOr({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  const html = staticMainFor(pathname);
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}
