import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ProtectedRoute } from '../features/auth/protected-route';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { SiteLayout } from './site-layout';

const PrivacyPage = lazy(() => import('../features/legal/privacy-page').then((module) => ({ default: module.PrivacyPage })));
const TermsPage = lazy(() => import('../features/legal/terms-page').then((module) => ({ default: module.TermsPage })));

/** Routes of spec section 2. Remote routes load their remote at run time, only when visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route path="/" element={<RemotePage remote="quiz" page="landing" />} />
        <Route path="/quiz" element={<RemotePage remote="quiz" page="quiz" />} />
        <Route path="/results" element={<RemotePage remote="quiz" page="results" />} />
        <Route path="/crossword" element={<RemotePage remote="crossword" page="crossword" />} />
        <Route path="/auth" element={<RemotePage remote="admin" page="auth" />} />
        <Route
          path="/admin"
          element={
            <ProtectedRoute adminOnly>
              <RemotePage remote="admin" page="dashboard" />
            </ProtectedRoute>
          }
        />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
