import { apiRequest } from '@edna/shared-contracts/client';
import type {
  CheckLetterResponse,
  GridPoint,
  HintResponse,
  PuzzleView,
  ScoreResponse,
  ScoreSubmission,
  SessionResponse,
  SessionState,
  SolveClueResponse,
} from '@edna/shared-contracts';

/** The crossword's calls (documented in api/src/features/crossword/routes.ts). */
/** A past puzzle's key in the data client (today's puzzle is read without it). */
export const puzzleQueryKey = (date: string) => ['/api/crossword/puzzle', date] as const;

/** Today's puzzle, or (with a date) a past daily puzzle of the archive. */
export const fetchPuzzle = (date: string | null, signal?: AbortSignal) =>
  apiRequest<PuzzleView>('GET', date ? `/api/crossword/puzzle?date=${encodeURIComponent(date)}` : '/api/crossword/puzzle', undefined, { signal });

export const startSession = (puzzleDate: string, sessionToken: string | undefined, playerId: string) =>
  apiRequest<SessionResponse>('POST', '/api/crossword/session', { puzzleDate, playerId, ...(sessionToken ? { sessionToken } : {}) });

export const checkLetter = (sessionToken: string, row: number, col: number, letter: string) =>
  apiRequest<CheckLetterResponse>('POST', '/api/crossword/check', { sessionToken, row, col, letter });

/** `epoch`: the board the letters were typed on; the server records nothing for a board wiped since. */
export const solveClue = (sessionToken: string, clueId: number, answer: string, epoch: number) =>
  apiRequest<SolveClueResponse>('POST', '/api/crossword/solve-clue', { sessionToken, clueId, answer, epoch });

/** The session as the server records it: the board is rebuilt from it. */
export const fetchSessionState = (sessionToken: string) => apiRequest<SessionState>('POST', '/api/crossword/session/state', { sessionToken });

/** Reset: the server wipes the board (a new epoch) and answers its state. */
export const resetSession = (sessionToken: string) => apiRequest<SessionState>('POST', '/api/crossword/reset', { sessionToken });

export const requestHint = (sessionToken: string, clueId: number, cell?: GridPoint) =>
  apiRequest<HintResponse>('POST', '/api/crossword/hint', { sessionToken, clueId, ...(cell ? { cell } : {}) });

/** The server scores the session's own record, so only the name, the date and the token are sent. */
export const submitScore = (submission: Pick<ScoreSubmission, 'username' | 'puzzleDate' | 'sessionToken'>) =>
  apiRequest<ScoreResponse>('POST', '/api/crossword/score', submission);
