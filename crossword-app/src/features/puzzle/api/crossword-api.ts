import { apiRequest } from '@edna/shared-contracts/client';
import type {
  CheckLetterResponse,
  HintResponse,
  PuzzleView,
  ScoreResponse,
  ScoreSubmission,
  SessionResponse,
  SolveClueResponse,
} from '@edna/shared-contracts';

/** The crossword's calls (documented in api/src/features/crossword/routes.ts). */
export const PUZZLE_QUERY_KEY = ['/api/crossword/puzzle'] as const;

export const fetchPuzzle = () => apiRequest<PuzzleView>('GET', '/api/crossword/puzzle');

export const startSession = (puzzleDate: string, sessionToken?: string) =>
  apiRequest<SessionResponse>('POST', '/api/crossword/session', { puzzleDate, ...(sessionToken ? { sessionToken } : {}) });

export const checkLetter = (sessionToken: string, row: number, col: number, letter: string) =>
  apiRequest<CheckLetterResponse>('POST', '/api/crossword/check', { sessionToken, row, col, letter });

export const solveClue = (sessionToken: string, clueId: number, answer: string) =>
  apiRequest<SolveClueResponse>('POST', '/api/crossword/solve-clue', { sessionToken, clueId, answer });

export const requestHint = (sessionToken: string, clueId: number) =>
  apiRequest<HintResponse>('POST', '/api/crossword/hint', { sessionToken, clueId });

export const submitScore = (submission: ScoreSubmission) => apiRequest<ScoreResponse>('POST', '/api/crossword/score', submission);
