import { Router, type Request, type RequestHandler } from 'express';
import { generateShareBadgeRequestSchema, type GenerateShareBadgeResponse } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { listeningOrigin, type Config } from '../../lib/config';
import { parseBody } from '../../lib/validate';
import { cspNonce, documentCsp, nonceOf } from '../../shared/csp';
import { BADGE_PAGE_WIDTH, BADGE_WIDTH, badgePng, type BadgeWidth } from './badge';
import { badgeImagePath, findShare, generateShareBadge, pageBadgeImagePath, sharePagePath } from './service';
import { renderShareNotFoundPage, renderSharePage } from './share-page';

/**
 * The site's public origin: PUBLIC_ORIGIN when configured; else, for a request that came through a trusted proxy
 * (TRUST_PROXY), the scheme (X-Forwarded-Proto) and Host the proxy passed on; else this server's own origin. A client
 * talking to the API directly cannot put another site's address into share links.
 */
export function publicOrigin(config: Config, req: Request): string {
  if (config.PUBLIC_ORIGIN) return new URL(config.PUBLIC_ORIGIN).origin;
  const host = req.get('host');
  if (host && cameThroughTrustedProxy(req)) return `${req.protocol}://${host}`;
  return listeningOrigin(config.HOST, req.socket.localPort ?? config.PORT);
}

function cameThroughTrustedProxy(req: Request): boolean {
  const trusts = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  return Boolean(trusts?.(req.socket.remoteAddress ?? '', 0));
}

/** `POST /api/generate-share-badge` → {success, shareUrl, imageUrl} (absolute URLs on the site origin). */
export function createShareApiRouter({ database, config }: AppContext): Router {
  const router = Router();
  router.post('/generate-share-badge', async (req, res) => {
    const badge = await generateShareBadge(database.db, parseBody(req, generateShareBadgeRequestSchema));
    const origin = publicOrigin(config, req);
    res.status(201).json({
      success: true,
      shareUrl: `${origin}${sharePagePath(badge.id)}`,
      imageUrl: `${origin}${badgeImagePath(badge.id)}`,
    } satisfies GenerateShareBadgeResponse);
  });
  return router;
}

/**
 * The share pages on the site origin (registered before the web router's SPA fallback): GET /share/:id (HTML with
 * Open Graph and Twitter card tags, 404 page for unknown ids) and GET /share/:id/badge.png (the 1200x630 badge) and /share/:id/badge-800.png (the share page's
 * smaller copy).
 */
export function createSharePageRouter({ database, config }: AppContext): Router {
  const router = Router();
  const csp = documentCsp([]);

  const serveBadge =
    (width: BadgeWidth): RequestHandler =>
    async (req, res) => {
      const share = await findShare(database.db, String(req.params.id));
      if (!share) {
        res.status(404).type('text/plain').setHeader('Cache-Control', 'no-store').send('No such badge.');
        return;
      }
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (share.mix) {
        // A kept result can be deleted, and its badge with it: caches must ask again each time (a 304 while it exists).
        const etag = `"${share.id}-${width}"`;
        res.setHeader('Cache-Control', 'public, no-cache');
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.status(304).end();
          return;
        }
      } else {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      }
      res.type('png').send(badgePng(share.type, share.mix, width, share.confidence));
    };
  router.get('/share/:id/badge.png', serveBadge(BADGE_WIDTH));
  router.get(`/share/:id/badge-${BADGE_PAGE_WIDTH}.png`, serveBadge(BADGE_PAGE_WIDTH));

  router.get('/share/:id', cspNonce, csp, async (req, res) => {
    const share = await findShare(database.db, String(req.params.id));
    const nonce = nonceOf(res);
    if (!share) {
      res.status(404).setHeader('Cache-Control', 'no-store');
      res.type('html').send(renderShareNotFoundPage(nonce));
      return;
    }
    const origin = publicOrigin(config, req);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(
      renderSharePage({
        type: share.type,
        mix: share.mix,
        pageUrl: `${origin}${sharePagePath(share.id)}`,
        imageUrl: `${origin}${badgeImagePath(share.id)}`,
        imagePath: badgeImagePath(share.id),
        pageImagePath: pageBadgeImagePath(share.id),
        nonce,
      }),
    );
  });

  return router;
}
