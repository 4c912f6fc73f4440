import type { ComponentType } from 'react';
import type { RemotePagesOf } from '@edna/shared-contracts/rules';
import { pageCspNonce } from '@edna/ui-kit';
import { DashboardPage } from './app/dashboard-page';
import { AuthPage } from './features/auth/components/auth-page';

// This remote's own bundler runtime adds the script tags of its lazy chunks (charts) and style tags: they need the
// page's nonce, or the CSP refuses them.
const nonce = pageCspNonce();
if (nonce) __webpack_nonce__ = nonce;

/** The pages this remote exposes to the shell, one per entry of its page manifest. */
const pages: RemotePagesOf<'admin', ComponentType> = { auth: AuthPage, dashboard: DashboardPage };
export default pages;
