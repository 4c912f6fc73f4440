import type { ComponentType } from 'react';
import type { RemotePagesOf } from '@edna/shared-contracts/rules';
import { DashboardPage } from './app/dashboard-page';
import { AuthPage } from './features/auth/components/auth-page';

/** The pages this remote exposes to the shell, one per entry of its page manifest. */
const pages: RemotePagesOf<'admin', ComponentType> = { auth: AuthPage, dashboard: DashboardPage };
export default pages;
