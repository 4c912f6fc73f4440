// A small stand-in host so a remote can be developed and run alone (`npm run dev -w quiz-app`): the same shared
// providers as the shell (theme, data client, router, toasts) around the remote's own pages. Development only.
import { StrictMode, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, TooltipProvider, lightTheme, darkTheme } from '@edna/ui-kit';
import { Toaster } from '@edna/ui-kit/toaster';
import { QUERY_CLIENT_DEFAULTS } from '@edna/shared-contracts/client';

export function mountStandalone(title: string, pages: Record<string, ComponentType>, routes: Record<string, string>) {
  function StandaloneHost() {
    const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS }));
    const [dark, setDark] = useState(false);
    return (
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={dark ? darkTheme : lightTheme}>
          <GlobalStyle />
          <TooltipProvider>
            <BrowserRouter>
              <header style={{ padding: '0.75rem 1rem', display: 'flex', gap: '1rem', alignItems: 'center' }}>
                <strong>{title} (stand-alone)</strong>
                {Object.keys(routes).map((path) => (
                  <Link key={path} to={path}>
                    {path}
                  </Link>
                ))}
                <button type="button" onClick={() => setDark((value) => !value)}>
                  Toggle theme
                </button>
              </header>
              <main id="main-content" style={{ maxWidth: '72rem', margin: '0 auto', padding: '1rem' }}>
                <Routes>
                  {Object.entries(routes).map(([path, page]) => {
                    const Page = pages[page];
                    return Page ? <Route key={path} path={path} element={<Page />} /> : null;
                  })}
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
