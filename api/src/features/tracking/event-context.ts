import type { IncomingHttpHeaders } from 'node:http';
import type { TrackedEventName } from '@edna/shared-contracts';

/** Where each tracked event happens, for the live feed's component and page. */
export const EVENT_PLACES: Record<TrackedEventName, { component: string; page: string }> = {
  question_answered: { component: 'quiz', page: '/quiz' },
  guide_viewed: { component: 'guide', page: '/quiz' },
  guide_dismissed: { component: 'guide', page: '/quiz' },
  mood_tracked: { component: 'mood', page: '/quiz' },
  results_viewed: { component: 'results', page: '/results' },
  badge_generated: { component: 'share', page: '/results' },
  results_shared: { component: 'share', page: '/results' },
  shared_to_facebook: { component: 'share', page: '/results' },
  shared_to_twitter: { component: 'share', page: '/results' },
  shared_to_linkedin: { component: 'share', page: '/results' },
  download_badge: { component: 'share', page: '/results' },
  link_copied: { component: 'share', page: '/results' },
};

/** Country headers set by common proxies and CDNs, most specific first. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-appengine-country', 'x-country-code'];
const UNKNOWN_COUNTRIES = new Set(['XX', 'T1', 'ZZ']);

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The visitor's region: a two-letter country from a proxy's country header, else the region subtag of the first
 * Accept-Language tag that has one ('en-US' gives 'US', 'es-419' gives '419'); null when neither says.
 */
export function regionOf(headers: IncomingHttpHeaders): string | null {
  for (const name of COUNTRY_HEADERS) {
    const value = headerValue(headers, name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value) && !UNKNOWN_COUNTRIES.has(value)) return value;
  }
  const acceptLanguage = headerValue(headers, 'accept-language');
  if (!acceptLanguage) return null;
  for (const entry of acceptLanguage.slice(0, 500).split(',')) {
    const subtags = (entry.split(';')[0] ?? '').trim().split('-').slice(1);
    const region = subtags.find((subtag) => /^[A-Za-z]{2}$/.test(subtag) || /^\d{3}$/.test(subtag));
    if (region) return region.toUpperCase();
  }
  return null;
}

export const USER_AGENT_MAX_LENGTH = 512;

export function userAgentOf(headers: IncomingHttpHeaders): string | null {
  const value = headerValue(headers, 'user-agent');
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}
