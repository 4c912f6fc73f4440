import { ApiError } from '@edna/shared-contracts/client';
import { clampScoreValues, CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import type { ScoreResponse } from '@edna/shared-contracts';
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

/** Logs an unusual completion (too fast, odd counts); never blocks the submission (spec section 5). */
export function checkCompletionPattern({ completionTime, hintsUsed, mistakesCount }: CompletedPuzzle): void {
  if (completionTime < 20 || hintsUsed < 0 || mistakesCount < 0) {
    console.warn('Unusual completion pattern', { completionTime, hintsUsed, mistakesCount });
  }
}

/**
 * Submits the score with the spec's clamps. Failures are silent (spec section 8): 'already submitted' counts as an
 * existing score, 'invalid' is logged as invalid data, anything else as 'Failed to submit score. Please try again.'
 * The server keeps its own time, hints and mistakes; its answer is what the page shows.
 */
export async function submitCompletedPuzzle(completed: CompletedPuzzle): Promise<ScoreResponse | null> {
  checkCompletionPattern(completed);
  try {
    return await submitScore(clampScoreValues(completed));
  } catch (error) {
    const message =
      error instanceof ApiError ? (error.serverMessage ?? `HTTP ${error.status}: ${error.bodyText}`) : error instanceof Error ? error.message : String(error);
    if (message.includes('already submitted')) console.info('This session’s score was already submitted.', message);
    else if (message.toLowerCase().includes('invalid')) console.warn('Invalid score data', message);
    else console.error(CROSSWORD_MESSAGES.submitFailed, message);
    return null;
  }
}
