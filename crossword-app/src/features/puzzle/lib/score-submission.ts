import { ApiError } from '@edna/shared-contracts/client';
import { CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import type { ScoreResponse } from '@edna/shared-contracts';
import { apiErrorCode, apiErrorStatus } from '@edna/shared-contracts/client';
import { submitScore } from '../api/crossword-api';

/** What the server needs to store a score: it takes the time, hints and mistakes from its own record of the session. */
export interface ScoreClaim {
  username: string;
  puzzleDate: string;
  sessionToken: string;
}

/** Refusals that mean the submitted data was not acceptable ('invalid' score data, logged as such). */
const INVALID_SCORE_CODES = new Set([
  'validation_failed',
  'invalid_username',
  'invalid_session',
  'session_expired',
  'session_not_found',
  'wrong_puzzle_date',
  'puzzle_not_solved',
  'impossible_time',
  'practice_session',
]);

export type SubmissionFailure = 'already_submitted' | 'invalid' | 'failed';

/** How a failed submission is treated, read from the server's error code (never from its message text). */
export function classifySubmissionError(error: unknown): SubmissionFailure {
  const code = apiErrorCode(error);
  if (code === 'already_submitted') return 'already_submitted';
  if (code !== undefined && (INVALID_SCORE_CODES.has(code) || code.startsWith('invalid'))) return 'invalid';
  return 'failed';
}

/**
 * A definitive answer: any 4xx except 408 (timeout) and 429 (rate limit), which say "try again later". Network
 * errors, 5xx, 408 and 429 are worth retrying.
 */
export function isDefinitive(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Waits between attempts: 1 s, 2 s, 4 s, 8 s (exponential backoff); five attempts in all before the player is told. */
export const SCORE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

export type SubmissionOutcome =
  | { kind: 'saved'; score: ScoreResponse }
  /** The server refused for good (a 4xx): `code` says why. `already_submitted` means the score is already stored. */
  | { kind: 'refused'; failure: SubmissionFailure; code: string | undefined; error: unknown }
  /** Every attempt failed with a network error, a 5xx, 408 or 429: the player may retry. */
  | { kind: 'failed' };

export interface SubmitOptions {
  send?: (claim: ScoreClaim) => Promise<ScoreResponse>;
  /** Resolves after `ms`; tests inject their own clock. */
  wait?: (ms: number) => Promise<void>;
  delays?: readonly number[];
}

const realWait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? `HTTP ${error.status}: ${error.bodyText}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Submits a ranked score until it is stored or the server answers definitively, retrying network errors, 5xx, 408
 * and 429 with exponential backoff. Failures are logged (an existing score only as information); the caller shows a
 * failure only when every attempt failed.
 */
export async function submitUntilSettled(claim: ScoreClaim, { send = submitScore, wait = realWait, delays = SCORE_RETRY_DELAYS_MS }: SubmitOptions = {}): Promise<SubmissionOutcome> {
  const submission = { username: claim.username.trim(), puzzleDate: claim.puzzleDate, sessionToken: claim.sessionToken };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { kind: 'saved', score: await send(submission) };
    } catch (error) {
      if (isDefinitive(error)) {
        const failure = classifySubmissionError(error);
        if (failure === 'already_submitted') console.info('This session’s score was already submitted.', describe(error));
        else if (failure === 'invalid') console.warn('Invalid score data', describe(error));
        else console.error(CROSSWORD_MESSAGES.submitFailed, describe(error));
        return { kind: 'refused', failure, code: apiErrorCode(error), error };
      }
      const delay = delays[attempt];
      if (delay === undefined) {
        console.error(CROSSWORD_MESSAGES.submitFailed, describe(error));
        return { kind: 'failed' };
      }
      console.warn(`Score submission failed (attempt ${attempt + 1}); retrying in ${delay} ms`, describe(error));
      await wait(delay);
    }
  }
}
