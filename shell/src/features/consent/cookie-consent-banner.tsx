import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, pageCspNonce } from '@edna/ui-kit';
import { OPEN_COOKIE_SETTINGS_EVENT, takeCookieSettingsRequest } from '../../shared/window-events';
import { useHydrated } from '../../shared/use-hydrated';
import { AD_SCRIPT_ID, isAdFreePath, loadAdScript, readAdClient, readConsent, storeConsent, type ConsentChoice } from './ad-consent';

/**
 * When an ad client is configured, asks visitors on public pages whether ads may use cookies; the ad script loads
 * only after Accept, and the choice is remembered. It sits at the bottom of the page flow and sticks to the
 * viewport's bottom edge, so it never hides the end of the page. The footer's Cookie settings button opens it
 * again, so a visitor can change the choice at any time.
 */
export function CookieConsentBanner() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const adClient = hydrated ? readAdClient(document) : null;
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const adFree = isAdFreePath(pathname);

  const [reopened, setReopened] = useState(false);
  const acceptButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (adClient && choice === 'accepted' && !adFree) loadAdScript(document, adClient, pageCspNonce(document));
  }, [adClient, choice, adFree]);

  useEffect(() => {
    const reopen = () => {
      takeCookieSettingsRequest();
      setChoice(null);
      setReopened(true);
    };
    // Cookie settings asked for while this banner's code was still on its way.
    if (takeCookieSettingsRequest()) reopen();
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  const visible = Boolean(adClient) && choice === null && !adFree;
  useEffect(() => {
    if (visible && reopened) acceptButton.current?.focus();
  }, [visible, reopened]);

  // While the banner sticks to the bottom edge, the page keeps that much room below whatever is scrolled to or
  // focused (scroll padding), so no link or button is left under the banner.
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('scroll-padding-bottom', `${element.offsetHeight}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [visible]);

  if (!visible) return null;

  const decide = (next: ConsentChoice) => {
    storeConsent(next);
    if (next === 'declined' && document.getElementById(AD_SCRIPT_ID)) {
      // A running ad script cannot be unloaded; a fresh page view is the only way to take it and its cookies' use away.
      window.location.reload();
      return;
    }
    setChoice(next);
    setReopened(false);
    // The banner disappears with the focused button; keep keyboard users in the page.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <Banner ref={banner} aria-label="Cookie consent">
      <Text>
        We show ads from Google AdSense. If you accept, Google may set cookies and use information about your visit to choose ads. Declining
        keeps ads and their cookies off. See our <Link to="/privacy">Privacy Policy</Link>.
      </Text>
      <Buttons>
        <Button ref={acceptButton} size="sm" onClick={() => decide('accepted')}>
          Accept
        </Button>
        <Button size="sm" variant="secondary" onClick={() => decide('declined')}>
          Decline
        </Button>
      </Buttons>
    </Banner>
  );
}

const Banner = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 800;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  /* Room on the right for the floating scroll-to-top button. */
  padding: 0.75rem 4.5rem 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-top: 2px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Text = styled.p`
  flex: 1 1 20rem;
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.45;
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.5rem;
`;
