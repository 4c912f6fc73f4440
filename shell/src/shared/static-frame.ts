/**
 * The page content the API sent as HTML in the document (`[data-static-main]`, e.g. the landing page's hero), read
 * once before React replaces it, so the route that was opened can keep showing it until its own code has arrived
 * instead of a spinner.
 */
let captured: { pathname: string; html: string } | null = null;

export function captureStaticMain(doc: Document = document): void {
  const html = doc.querySelector('[data-static-main]')?.innerHTML.trim();
  captured = html ? { pathname: doc.location.pathname, html } : null;
}

/** The captured HTML when `pathname` is the page the document was rendered for, else null. */
export function staticMainFor(pathname: string): string | null {
  return captured?.pathname === pathname ? captured.html : null;
}
