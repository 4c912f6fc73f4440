import type { ComponentType } from 'react';
import { DashboardPage } from './app/dashboard-page';
import { AuthPage } from './features/auth/components/auth-page';

const pages: Record<string, ComponentType> = { auth: AuthPage, dashboard: DashboardPage };
export default pages;
