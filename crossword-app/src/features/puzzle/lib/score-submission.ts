import { ApiError } from '@edna/shared-contracts/client';
import { clampScoreValues, CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import type { ScoreResponse } from '@edna/shared-contracts';
import { apiErrorCode } from '@edna/shared-contracts/client';
import { submitScore } from '../api/crossword-api';

export interface CompletedPuzzle {
  username: string;
  completionTime: number;
  hintsUsed: number;
  mistakesCount: number;
  puzzleDate: string;
  theme: string;
  sessionToken: string;
  answers: Record<string, string>;
}

/** Logs an unusual completion (too fast, odd counts); never blocks the submission. */
export function checkCompletionPattern({ completionTime, hintsUsed, mistakesCount }: CompletedPuzzle): void {
  if (completionTime < 20 || hintsUsed < 0 || mistakesCount < 0) {
    console.warn('Unusual completion pattern', { completionTime, hintsUsed, mistakesCount });
  }
}

/** Refusals that mean the submitted data was not acceptable (the spec's 'invalid' score data). */
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
 * Submits the score with the spec's clamps. Failures are silent: an existing score is only logged,
 * invalid data is logged as such, anything else as 'Failed to submit score. Please try again.' The server keeps
 * its own time, hints and mistakes; its answer is what the page shows.
 */
export async function submitCompletedPuzzle(completed: CompletedPuzzle): Promise<ScoreResponse | null> {
  checkCompletionPattern(completed);
  try {
    return await submitScore(clampScoreValues(completed));
  } catch (error) {
    const detail =
      error instanceof ApiError ? (error.serverMessage ?? `HTTP ${error.status}: ${error.bodyText}`) : error instanceof Error ? error.message : String(error);
    const failure = classifySubmissionError(error);
    if (failure === 'already_submitted') console.info('This session’s score was already submitted.', detail);
    else if (failure === 'invalid') console.warn('Invalid score data', detail);
    else console.error(CROSSWORD_MESSAGES.submitFailed, detail);
    return null;
  }
}
