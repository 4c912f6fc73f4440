import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** Hosts the AdSense script needs once an ad client is configured (and the visitor consented). */
export const AD_SOURCES = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://www.googletagservices.com',
    'https://adservice.google.com',
    'https://*.adtrafficquality.google',
    'https://fundingchoicesmessages.google.com',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://www.google.com',
    'https://*.adtrafficquality.google',
  ],
  img: ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.google.com', 'https://*.gstatic.com'],
  connect: ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.google.com', 'https://*.adtrafficquality.google'],
};

export function nonceOf(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/** A fresh nonce per response, for the page's own inline styles and the consented ad script. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

type DirectiveValue = (req: unknown, res: unknown) => string;

const adSources =
  (list: string[], otherwise = ''): DirectiveValue =>
  (_req, res) =>
    (res as Response).locals.adsEnabled ? list.join(' ') : otherwise;

/** Headers for every response (the Content-Security-Policy is added to documents only, see documentCsp). */
export const baseSecurityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * The Content-Security-Policy of an HTML document: our own origin, the origins of remotes deployed elsewhere, a
 * per-response nonce, and the ad network only when an ad client is configured (res.locals.adsEnabled).
 */
export function documentCsp(remoteOrigins: string[]): RequestHandler {
  const nonce: DirectiveValue = (_req, res) => `'nonce-${nonceOf(res as Response)}'`;
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", nonce, ...remoteOrigins, adSources(AD_SOURCES.script)],
      styleSrc: ["'self'", nonce, ...remoteOrigins],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins, adSources(AD_SOURCES.img)],
      fontSrc: ["'self'", 'data:', ...remoteOrigins],
      connectSrc: ["'self'", ...remoteOrigins, adSources(AD_SOURCES.connect)],
      frameSrc: [adSources(AD_SOURCES.frame, "'none'")],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
    },
  });
}
