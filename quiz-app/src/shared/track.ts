import { apiRequest } from '@edna/shared-contracts/client';
import type { TrackRequest } from '@edna/shared-contracts';
import { storedQuizSessionId } from './quiz-storage';

type EventName = TrackRequest['event'];
type EventData<E extends EventName> = Extract<TrackRequest, { event: E }>['data'];

/**
 * POST /api/track. Never throws and never shows anything: a failure is only logged. Every event carries the tab's
 * quiz session id when there is one, so analytics can follow a quiz run from the guide to the share.
 */
export function track<E extends EventName>(event: E, data: EventData<E>): Promise<void> {
  const quizSessionId = storedQuizSessionId();
  return apiRequest('POST', '/api/track', { event, data: quizSessionId ? { ...data, quizSessionId } : data }).then(
    () => undefined,
    (error: unknown) => {
      console.error(`Error tracking ${event}`, error);
    },
  );
}
