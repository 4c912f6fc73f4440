import { StrictMode, startTransition } from 'react';
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
const root = createRoot(container);
// As a transition, React renders the app in slices and yields to the browser between them, instead of one long task
// on a slow phone; the document's first paint stays on screen until the app commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
