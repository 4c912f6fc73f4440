// A small stand-in host so a remote can be developed and run alone (`npm run dev -w quiz-app`): the same shared
// providers as the shell (theme, data client, router, toasts) around the remote's own pages. Development only.
import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, TooltipProvider, cssVariableTheme } from '@edna/ui-kit';
import { Toaster } from '@edna/ui-kit/toaster';
import { QUERY_CLIENT_DEFAULTS } from '@edna/shared-contracts/client';
import { REMOTE_PAGE_MANIFEST, type PageSpec, type RemoteKey, type RemotePagesOf } from '@edna/shared-contracts/rules';

/** Mounts a remote's pages at the routes its page manifest entry gives them, as the shell would. */
export function mountStandalone<R extends RemoteKey>(remote: R, title: string, pages: RemotePagesOf<R, ComponentType>) {
  const manifest: Record<string, PageSpec> = REMOTE_PAGE_MANIFEST[remote];
  const routes = Object.entries(manifest).map(([page, spec]) => ({ path: spec.path, Page: (pages as Record<string, ComponentType>)[page] }));
  const firstPath = routes[0]?.path ?? '/';
  function StandaloneHost() {
    const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS }));
    const [dark, setDark] = useState(false);
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={cssVariableTheme}>
          <GlobalStyle />
          <TooltipProvider>
            <BrowserRouter>
              <header style={{ padding: '0.75rem 1rem', display: 'flex', gap: '1rem', alignItems: 'center' }}>
                <strong>{title} (stand-alone)</strong>
                {routes
                  .filter(({ path }) => !path.includes(':'))
                  .map(({ path }) => (
                    <Link key={path} to={path}>
                      {path}
                    </Link>
                  ))}
                <button type="button" onClick={() => {
                    document.documentElement.dataset.theme = dark ? 'light' : 'dark';
                    setDark(!dark);
                  }}>
                  Toggle theme
                </button>
              </header>
              <main id="main-content" style={{ maxWidth: '72rem', margin: '0 auto', padding: '1rem' }}>
                <Routes>
                  {routes.map(({ path, Page }) => (Page ? <Route key={path} path={path} element={<Page />} /> : null))}
                  {!routes.some(({ path }) => path === '/') && <Route path="/" element={<Navigate to={firstPath} replace />} />}
                  <Route path="*" element={<p>Not part of this remote.</p>} />
                </Routes>
              </main>
              <Toaster />
            </BrowserRouter>
          </TooltipProvider>
        </ThemeProvider>
      </QueryClientProvider>
    );
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHost />
    </StrictMode>,
  );
}
