import { Outlet, useLocation } from 'react-router-dom';
import { Suspense, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Spinner } from '@edna/ui-kit';
import { AboutDialogHost } from '../features/about/about-dialog-host';
import { CookieConsent, CookieSettingsFooterItem } from '../features/consent/cookie-consent';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { CenteredBlock } from '../shared/page-blocks';
import { ScrollToTopButton } from '../features/scroll-to-top/scroll-to-top-button';
import { LazyToaster } from '../features/toasts/lazy-toaster';

export function SiteLayout() {
  const { pathname } = useLocation();
  // A new page starts at the top; the page the document opened on keeps wherever the visitor scrolled meanwhile.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Page>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Header />
      <Main id="main-content" tabIndex={-1}>
        <Suspense
          fallback={
            <CenteredBlock>
              <Spinner label="Loading…" />
            </CenteredBlock>
          }
        >
          <Outlet />
        </Suspense>
      </Main>
      <ScrollToTopButton />
      <Footer extraItems={<CookieSettingsFooterItem />} />
      <CookieConsent />
      <AboutDialogHost />
      <LazyToaster />
    </Page>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least the viewport below the header: the footer starts below the fold, so a page that arrives later (a remote,
// a lazy chunk, data) pushes nothing visible down.
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 0;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: 2000;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 700;

  &:focus {
    top: 0.5rem;
  }
`;
