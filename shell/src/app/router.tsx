import { lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { matchPage, REMOTE_PAGE_MANIFEST, SHELL_PAGE_MANIFEST, type PageSpec, type RemoteKey } from '@edna/shared-contracts/site';
import { ProtectedRoute } from '../features/auth/protected-route';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PageReady } from '../shared/page-ready';
import { RemotePage } from '../features/remotes/remote-page';
import { SiteLayout } from './site-layout';

const SHELL_PAGES: Record<keyof typeof SHELL_PAGE_MANIFEST, ComponentType> = {
  privacy: lazy(() => import(/* webpackChunkName: "page-privacy" */ '../features/legal/privacy-page').then((module) => ({ default: module.PrivacyPage }))),
  terms: lazy(() => import(/* webpackChunkName: "page-terms" */ '../features/legal/terms-page').then((module) => ({ default: module.TermsPage }))),
};

const remoteRoutes = (Object.entries(REMOTE_PAGE_MANIFEST) as [RemoteKey, Record<string, PageSpec>][]).flatMap(([remote, pages]) =>
  Object.entries(pages).map(([page, spec]) => ({ remote, page, spec })),
);

/**
 * Every route of the page manifest. A remote's page loads its remote at run time, only when visited; admin pages
 * are guarded (visitors go to /auth, other users to /).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {remoteRoutes.map(({ remote, page, spec }) => {
          const element = (
            <ParamsGuard spec={spec}>
              <RemotePage remote={remote} page={page} usesDataClient={spec.dataClient !== false} />
            </ParamsGuard>
          );
          return (
            <Route
              key={`${remote}/${page}`}
              path={spec.path}
              element={spec.access === 'admin' ? <ProtectedRoute adminOnly>{element}</ProtectedRoute> : element}
            />
          );
        })}
        {Object.entries(SHELL_PAGE_MANIFEST).map(([name, spec]) => {
          const Page = SHELL_PAGES[name as keyof typeof SHELL_PAGE_MANIFEST];
          return (
            <Route
              key={name}
              path={spec.path}
              element={
                <>
                  <Page />
                  <PageReady />
                </>
              }
            />
          );
        })}
        <Route
          path="*"
          element={
            <>
              <NotFoundPage />
              <PageReady />
            </>
          }
        />
      </Route>
    </Routes>
  );
}

/** A path whose parameters break the manifest's patterns (e.g. /crossword/not-a-date) is the not-found page. */
function ParamsGuard({ spec, children }: { spec: PageSpec; children: ReactNode }) {
  const { pathname } = useLocation();
  if (spec.params && matchPage(pathname)?.spec !== spec) return <NotFoundPage />;
  return <>{children}</>;
}
