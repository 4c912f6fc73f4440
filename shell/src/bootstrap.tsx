import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') {
  // Lets bundler-injected style and script tags (Radix scroll lock, lazy chunks) carry the page's CSP nonce.
  __webpack_nonce__ = nonce;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
