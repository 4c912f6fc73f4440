import { STORAGE_KEYS, isValidAdClient } from '@edna/shared-contracts/site';

export type ConsentChoice = 'accepted' | 'declined';

export const AD_SCRIPT_ID = 'edna-adsense-script';
const AD_SCRIPT_BASE = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** The ad client the server put in the page (`<meta name="edna-ad-client">`), or null when none is configured or it is malformed. */
export function readAdClient(doc: Document): string | null {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="edna-ad-client"]')?.content.trim() ?? '';
  return isValidAdClient(content) ? content : null;
}

/**
 * The admin pages, and the pages whose address holds a private link (/r/{token}, /compare/{code}) so no ad script
 * can read it, show neither the banner nor ads.
 */
export function isAdFreePath(pathname: string): boolean {
  return /^\/(?:admin|auth|r|compare)(?:\/|$)/.test(pathname);
}

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEYS.cookieConsent);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
  } catch {
    // Storage disabled: the choice holds for this page view only.
  }
}

export function adScriptUrl(client: string): string {
  return `${AD_SCRIPT_BASE}?client=${encodeURIComponent(client)}`;
}

/**
 * Adds the AdSense script once: async, anonymous CORS and the page's nonce so the CSP lets it run. Built with
 * properties, never from HTML, so nothing an admin typed can become markup.
 */
export function loadAdScript(doc: Document, client: string, nonce: string | undefined): HTMLScriptElement {
  const existing = doc.getElementById(AD_SCRIPT_ID);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = doc.createElement('script');
  script.id = AD_SCRIPT_ID;
  script.async = true;
  script.crossOrigin = 'anonymous';
  if (nonce) script.nonce = nonce;
  script.src = adScriptUrl(client);
  doc.head.appendChild(script);
  return script;
}
