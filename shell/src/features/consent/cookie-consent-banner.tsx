import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@edna/ui-kit';
import { isAdFreePath, loadAdScript, readAdClient, readConsent, readCspNonce, storeConsent, type ConsentChoice } from './ad-consent';

/**
 * When an ad client is configured, asks visitors on public pages whether ads may use cookies; the ad script loads
 * only after Accept, and the choice is remembered. It sits at the bottom of the page flow and sticks to the
 * viewport's bottom edge, so it never hides the end of the page.
 */
export function CookieConsentBanner() {
  const { pathname } = useLocation();
  const [adClient] = useState(() => readAdClient(document));
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsent);
  const adFree = isAdFreePath(pathname);

  useEffect(() => {
    if (adClient && choice === 'accepted' && !adFree) loadAdScript(document, adClient, readCspNonce(document));
  }, [adClient, choice, adFree]);

  if (!adClient || choice !== null || adFree) return null;

  const decide = (next: ConsentChoice) => {
    storeConsent(next);
    setChoice(next);
    // The banner disappears with the focused button; keep keyboard users in the page.
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <Banner aria-label="Cookie consent">
      <Text>
        We show ads from Google AdSense. If you accept, Google may set cookies and use information about your visit to choose ads. Declining
        keeps ads and their cookies off. See our <Link to="/privacy">Privacy Policy</Link>.
      </Text>
      <Buttons>
        <Button size="sm" onClick={() => decide('accepted')}>
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
