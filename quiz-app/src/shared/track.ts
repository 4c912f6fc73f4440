import { apiRequest } from '@edna/shared-contracts/client';
import type { TrackRequest } from '@edna/shared-contracts';

type EventName = TrackRequest['event'];
type EventData<E extends EventName> = Extract<TrackRequest, { event: E }>['data'];

/** POST /api/track. Never throws and never shows anything: a failure is only logged. */
export function track<E extends EventName>(event: E, data: EventData<E>): Promise<void> {
  return apiRequest('POST', '/api/track', { event, data }).then(
    () => undefined,
    (error: unknown) => {
      console.error(`Error tracking ${event}`, error);
    },
  );
}
