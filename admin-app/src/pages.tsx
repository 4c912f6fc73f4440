import { lazy, type ComponentType } from 'react';
import type { RemotePagesOf } from '@edna/shared-contracts/rules';
import { pageCspNonce } from '@edna/ui-kit';

// This remote's own bundler runtime adds the script tags of its lazy chunks (charts) and style tags: they need the
// page's nonce, or the CSP refuses them.
const nonce = pageCspNonce();
if (nonce) __webpack_nonce__ = nonce;

/**
 * The pages this remote exposes to the shell, one per entry of its page manifest. Each loads as its own chunk once
 * this module has run, so every chunk's script tag carries the nonce set above (the shell renders remote pages inside
 * Suspense).
 */
const pages: RemotePagesOf<'admin', ComponentType> = {
  auth: lazy(() => import('./features/auth/components/auth-page').then((module) => ({ default: module.AuthPage }))),
  dashboard: lazy(() => import('./app/dashboard-page').then((module) => ({ default: module.DashboardPage }))),
};
export default pages;
