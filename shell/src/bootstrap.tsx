import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageCspNonce } from '@edna/ui-kit';
import { CLIENT_RENDERED_SLOT_DIGEST } from '@edna/shared-contracts/shell-remote-contract';
import { App } from './app/app';
import { RemoteLoadError } from './features/remotes/load-remote-pages';
import { stopRecordingEarlyClicks } from './shared/early-clicks';

const nonce = pageCspNonce();
// Lets bundler-injected style and script tags (Radix scroll lock, lazy chunks) carry the page's CSP nonce.
if (nonce) __webpack_nonce__ = nonce;

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * React's default report of a recoverable error, minus the remote page the document left to the browser on purpose
 * and a remote that failed to load (its boundary shows the fallback, and the shell reports the failure itself).
 */
function reportRecoverableError(error: unknown): void {
  if ((error as { digest?: unknown } | null)?.digest === CLIENT_RENDERED_SLOT_DIGEST) return;
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (cause instanceof RemoteLoadError) return;
  if (typeof window.reportError === 'function') window.reportError(error);
  else console.error(error);
}

// The document holds the app's first view, rendered by the shell's build (first-paint.tsx) with the page's owner's
// own view in it: the app takes that HTML over (hydration) instead of replacing it, so nothing visible is redrawn and
// what the visitor focused or typed meanwhile stays; the buttons clicked meanwhile are clicked again once the page is
// ready (shared/early-clicks.ts). Hydration runs as a transition, in slices of about 5 ms between which the browser
// answers input (a click on a part not yet hydrated has React hydrate that part at once). The signed-in user's
// answer, which often arrives meanwhile, is rendered after it: hydration renders what the first paint shows for it
// (shared/use-user.ts). A document without a first view (a development server) is rendered from scratch, as a
// transition too.
stopRecordingEarlyClicks();
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
