import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { openCookieSettings } from '../../shared/window-events';
import { useHydrated } from '../../shared/use-hydrated';
import { isAdFreePath, readAdClient } from './ad-consent';

const CookieConsentBanner = lazy(() =>
  import(/* webpackChunkName: "cookie-consent" */ './cookie-consent-banner').then((module) => ({ default: module.CookieConsentBanner })),
);

/** The page's ad client once the app has taken the page over (the first paint knows none). */
const useAdClient = () => (useHydrated() ? readAdClient(document) : null);

/**
 * The consent banner, whose code loads only on a site that shows ads (an ad client in the page): without one it
 * never shows, so a first visit there does not download it.
 */
export function CookieConsent() {
  return useAdClient() ? (
    <Suspense fallback={null}>
      <CookieConsentBanner />
    </Suspense>
  ) : null;
}

/** A footer list item when ads are configured: opens the consent banner again so the choice can be changed. */
export function CookieSettingsFooterItem() {
  const { pathname } = useLocation();
  const adClient = useAdClient();
  if (!adClient || isAdFreePath(pathname)) return null;
  return (
    <li>
      <button type="button" onClick={openCookieSettings}>
        Cookie settings
      </button>
    </li>
  );
}
