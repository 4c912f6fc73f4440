import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { parseBody } from '../../lib/validate';
import { isBotUserAgent } from '../../lib/bot-user-agent';
import { createRateLimiter, rateLimit } from '../../shared/rate-limit';
import { regionOf, userAgentOf } from './event-context';
import { createTrackingService, parseTrackRequest } from './service';

const anyJson = z.unknown();

/**
 * `POST /api/track`: stores one tracked event and relays it to the live feed. The answer is 204 No Content
 * once the event is committed (a tracked event needs no answer, and no body keeps this busiest write cheap).
 */
export function createTrackingRouter(context: AppContext): Router {
  const tracking = createTrackingService(context);
  context.lifecycle.onDrain.push(() => tracking.flush());
  const trackLimit = rateLimit(
    createRateLimiter(context.database, { name: 'track', windowMs: 60_000, max: context.config.TRACK_RATE_LIMIT }),
    'Too many tracked events from this address. Try again in a minute.',
  );
  const router = Router();

  router.post('/track', trackLimit, async (req, res) => {
    const request = parseTrackRequest(parseBody(req, anyJson));
    const userAgent = userAgentOf(req.headers);
    await tracking.track(request, { userAgent, region: regionOf(req.headers), bot: isBotUserAgent(userAgent) });
    res.status(204).end();
  });

  return router;
}
