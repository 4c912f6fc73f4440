import { TRACKED_EVENT_NAMES, trackRequestSchema, type TrackRequest } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { createBatchWriter, type BatchWriter } from '../../lib/batch-writer';
import { badRequest } from '../../lib/errors';
import { parseWith } from '../../lib/validate';
import { EVENT_PLACES } from './event-context';
import { insertTrackedEvents, type TrackedEventRow } from './repository';

export interface RequestMeta {
  userAgent: string | null;
  region: string | null;
  /** Sent by a known bot or headless browser: stored, flagged, left out of analytics figures by default. */
  bot: boolean;
}

const KNOWN_EVENTS = new Set<string>(TRACKED_EVENT_NAMES);

/** Parses a track body; an unknown event name gets its own clear message rather than a union mismatch. */
export function parseTrackRequest(body: unknown): TrackRequest {
  const event = body && typeof body === 'object' ? (body as { event?: unknown }).event : undefined;
  if (typeof event === 'string' && !KNOWN_EVENTS.has(event)) {
    throw badRequest(`Unknown event '${event.slice(0, 60)}'. Known events: ${TRACKED_EVENT_NAMES.join(', ')}.`, 'unknown_event');
  }
  return parseWith(trackRequestSchema, body);
}

export interface TrackingService {
  track(request: TrackRequest, meta: RequestMeta): Promise<void>;
  flush(): Promise<void>;
  readonly writer: BatchWriter<TrackedEventRow>;
}

/**
 * Records tracked events (group-committed: concurrent requests share one INSERT) and, once committed, sends each
 * to the admins' live feed.
 */
export function createTrackingService({ database, realtime }: Pick<AppContext, 'database' | 'realtime'>): TrackingService {
  const writer = createBatchWriter<TrackedEventRow>((rows) => insertTrackedEvents(database.db, rows), 500);
  return {
    writer,
    async track(request, meta) {
      await writer.write({ event: request.event, data: request.data, userAgent: meta.userAgent, region: meta.region, bot: meta.bot });
      const place = EVENT_PLACES[request.event];
      realtime.publish({
        action: request.event,
        component: place.component,
        page: place.page,
        timestamp: new Date().toISOString(),
        details: { ...request.data, region: meta.region ?? 'Unknown' },
      });
    },
    flush: () => writer.flush(),
  };
}
