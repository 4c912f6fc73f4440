/**
 * The page's CSP nonce, from `<meta property="csp-nonce">` (the API puts a fresh one in each document it renders);
 * undefined when there is no meta tag or its placeholder was not replaced (a static dev server).
 *
 * Every `<style>` or `<script>` element added at run time needs it: the CSP allows inline elements only with the
 * nonce. Each Module Federation container has its own bundler runtime, so each one (the shell, every remote) sets
 * its own `__webpack_nonce__` from this value in its entry module.
 */
export function pageCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const nonce = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  return nonce && nonce !== '__CSP_NONCE__' ? nonce : undefined;
}
