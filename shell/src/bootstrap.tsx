import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageCspNonce } from '@edna/ui-kit';
import { App } from './app/app';
import { captureStaticMain } from './shared/static-frame';

const nonce = pageCspNonce();
// Lets bundler-injected style and script tags (Radix scroll lock, lazy chunks) carry the page's CSP nonce.
if (nonce) __webpack_nonce__ = nonce;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
captureStaticMain();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
