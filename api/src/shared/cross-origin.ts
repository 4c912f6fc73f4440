import type { RequestHandler } from 'express';
import { forbidden } from '../lib/errors';

export const CROSS_ORIGIN_MESSAGE = 'This request came from another website and was refused.';
export const CROSS_ORIGIN_ERROR = 'cross_origin_request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins of a comma-separated list of URLs (`https://a.example, https://b.example:8443`). */
export function parseTrustedOrigins(list: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const entry of (list ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed) origins.add(new URL(trimmed).origin);
  }
  return origins;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request may proceed, decided from the headers browsers set themselves and scripts cannot
 * forge (no token needed):
 * - a trusted origin is always allowed;
 * - `Sec-Fetch-Site: same-origin` or `none` (typed in the address bar) is allowed; `cross-site` and `same-site`
 *   (another origin of the same site, e.g. a sibling subdomain) are refused;
 * - browsers without Sec-Fetch-Site send Origin on cross-origin writes: it must name this host (the Host header);
 * - a request with neither header did not come from a browser page (curl, server-to-server clients) and cannot
 *   carry another site's intent, so it is allowed.
 */
interface RequestHeaders {
  method: string;
  get(name: string): string | undefined;
}

export function isCrossOriginWrite(req: RequestHeaders, trustedOrigins: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.get('origin');
  if (origin && trustedOrigins.has(origin)) return false;
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (!origin) return false;
  const host = req.get('host');
  return !host || hostOf(origin) !== host;
}

/** 403 `cross_origin_request` for a write another website made the browser send; SameSite=Strict cookies stay too. */
export function crossOriginProtection(trustedOrigins: ReadonlySet<string>): RequestHandler {
  return (req, _res, next) => {
    if (isCrossOriginWrite(req, trustedOrigins)) {
      next(forbidden(CROSS_ORIGIN_MESSAGE, CROSS_ORIGIN_ERROR));
      return;
    }
    next();
  };
}
