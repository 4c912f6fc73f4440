import { apiRequest } from '@edna/shared-contracts/client';
import type {
  CheckLetterResponse,
  GridPoint,
  HintResponse,
  PuzzleView,
  ScoreResponse,
  ScoreSubmission,
  SessionResponse,
  SolveClueResponse,
} from '@edna/shared-contracts';

/** The crossword's calls (documented in api/src/features/crossword/routes.ts). */
export const puzzleQueryKey = (date: string | null) => ['/api/crossword/puzzle', date ?? 'today'] as const;

/** Today's puzzle, or (with a date) a past daily puzzle of the archive. */
export const fetchPuzzle = (date: string | null) =>
  apiRequest<PuzzleView>('GET', date ? `/api/crossword/puzzle?date=${encodeURIComponent(date)}` : '/api/crossword/puzzle');

export const startSession = (puzzleDate: string, sessionToken: string | undefined, playerId: string) =>
  apiRequest<SessionResponse>('POST', '/api/crossword/session', { puzzleDate, playerId, ...(sessionToken ? { sessionToken } : {}) });

export const checkLetter = (sessionToken: string, row: number, col: number, letter: string) =>
  apiRequest<CheckLetterResponse>('POST', '/api/crossword/check', { sessionToken, row, col, letter });

export const solveClue = (sessionToken: string, clueId: number, answer: string) =>
  apiRequest<SolveClueResponse>('POST', '/api/crossword/solve-clue', { sessionToken, clueId, answer });

export const requestHint = (sessionToken: string, clueId: number, cell?: GridPoint) =>
  apiRequest<HintResponse>('POST', '/api/crossword/hint', { sessionToken, clueId, ...(cell ? { cell } : {}) });

export const submitScore = (submission: ScoreSubmission) => apiRequest<ScoreResponse>('POST', '/api/crossword/score', submission);
