import { z } from 'zod';
import { CROSSWORD } from '../constants';
import { calendarDateSchema } from './common';

export const directionSchema = z.enum(['across', 'down']);
export type Direction = z.infer<typeof directionSchema>;

const gridIndexSchema = z.int().min(0).max(CROSSWORD.gridSize - 1);

/** A clue as the server knows it (spec section 3). The answer never leaves the server. */
export const crosswordClueSchema = z.object({
  id: z.int().min(1),
  number: z.int().min(1),
  direction: directionSchema,
  clue: z.string(),
  answer: z.string().regex(/^[A-Z]{3,12}$/),
  startRow: gridIndexSchema,
  startCol: gridIndexSchema,
  businessConcept: z.string(),
  insight: z.string(),
});
export type CrosswordClue = z.infer<typeof crosswordClueSchema>;

export const gridCellSchema = z.object({
  letter: z.string().max(1),
  isBlocked: z.boolean(),
  belongsTo: z.array(z.int()),
  number: z.int().optional(),
  userInput: z.string().max(1),
});
export type GridCell = z.infer<typeof gridCellSchema>;

const anyCount = z.number().min(-1e9).max(1e9);

/** The spec's payload. The numbers are clamped (spec section 5) rather than refused; the server keeps its own. */
export const scoreSubmissionSchema = z.strictObject({
  username: z.string().max(100),
  completionTime: anyCount,
  hintsUsed: anyCount,
  mistakesCount: anyCount,
  puzzleDate: calendarDateSchema,
  theme: z.string().max(100),
  sessionToken: z.string().min(1).max(2000),
  /** The solved grid, one entry per clue id; the server checks it before it stores a score. */
  answers: z.record(z.string().regex(/^\d{1,4}$/), z.string().max(CROSSWORD.gridSize)).optional(),
});
export type ScoreSubmission = z.infer<typeof scoreSubmissionSchema>;

export const scoreResponseSchema = z.object({
  id: z.int(),
  score: z.int(),
  completionTime: z.int(),
  hintsUsed: z.int(),
  mistakesCount: z.int(),
  rank: z.int().min(1).optional(),
});
export type ScoreResponse = z.infer<typeof scoreResponseSchema>;

export const leaderboardEntrySchema = z.object({
  id: z.int(),
  username: z.string(),
  completionTime: z.int(),
  hintsUsed: z.int(),
  mistakesCount: z.int(),
  score: z.int(),
  puzzleDate: z.string(),
  rank: z.int().min(1),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** Top entries in rank order; when the caller's own best rank is beyond the top, that entry follows. */
export const leaderboardResponseSchema = z.array(leaderboardEntrySchema);
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/*
 * Server-checked play (additive to the spec's calls): the puzzle view without answers, the signed session, letter
 * checks, clue completion and hints. The routes are documented at the top of api/src/features/crossword/routes.ts.
 */

const sessionTokenSchema = z.string().min(1).max(200);
const clueIdSchema = z.int().min(1).max(999);

/** One cell of the puzzle view: open or blocked, with the clue number on a clue's first cell. No letter. */
export const puzzleCellSchema = z.object({
  isBlocked: z.boolean(),
  number: z.int().min(1).optional(),
});
export type PuzzleCell = z.infer<typeof puzzleCellSchema>;

/** A clue as the browser sees it: no answer, no businessConcept (both would give the word away). */
export const puzzleClueSchema = z.object({
  id: z.int().min(1),
  number: z.int().min(1),
  direction: directionSchema,
  clue: z.string(),
  length: z.int().min(1).max(CROSSWORD.gridSize),
  startRow: gridIndexSchema,
  startCol: gridIndexSchema,
  insight: z.string(),
});
export type PuzzleClue = z.infer<typeof puzzleClueSchema>;

/** `GET /api/crossword/puzzle`: today's puzzle (UTC), the same for everyone. `cells` is row-major, size x size. */
export const puzzleViewSchema = z.object({
  puzzleDate: calendarDateSchema,
  theme: z.string(),
  size: z.int(),
  cells: z.array(z.array(puzzleCellSchema)),
  clues: z.array(puzzleClueSchema),
});
export type PuzzleView = z.infer<typeof puzzleViewSchema>;

export const puzzleQuerySchema = z.object({ date: calendarDateSchema.optional() });

/** `POST /api/crossword/session`: resumes a valid token of that date, otherwise starts a new session. */
export const sessionRequestSchema = z.strictObject({
  puzzleDate: calendarDateSchema,
  sessionToken: z.string().max(2000).optional(),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

export const sessionResponseSchema = z.object({
  sessionToken: z.string(),
  puzzleDate: calendarDateSchema,
  /** When the server started timing this session (a resumed session keeps it). */
  startedAt: z.string(),
  /** The server's clock when it answered, so a browser with a wrong clock still counts down correctly. */
  serverTime: z.string(),
  expiresAt: z.string(),
  mistakesCount: z.int().min(0),
  hintsUsed: z.int().min(0),
  /** True once a score was stored for this session. */
  submitted: z.boolean(),
  resumed: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** `POST /api/crossword/check`: one typed letter. Erasing a cell is not a check. */
export const checkLetterRequestSchema = z.strictObject({
  sessionToken: sessionTokenSchema,
  row: gridIndexSchema,
  col: gridIndexSchema,
  letter: z.string().regex(/^[A-Za-z]$/, 'must be one letter A to Z'),
});
export type CheckLetterRequest = z.infer<typeof checkLetterRequestSchema>;

/** The counts are present when the letter was wrong (they changed); `reset` is the spec's fifth-mistake reset. */
export const checkLetterResponseSchema = z.object({
  correct: z.boolean(),
  reset: z.boolean(),
  mistakesCount: z.int().min(0).optional(),
  hintsUsed: z.int().min(0).optional(),
});
export type CheckLetterResponse = z.infer<typeof checkLetterResponseSchema>;

/** `POST /api/crossword/solve-clue`: the letters of a filled clue; right answers learn the concept to show. */
export const solveClueRequestSchema = z.strictObject({
  sessionToken: sessionTokenSchema,
  clueId: clueIdSchema,
  answer: z.string().min(1).max(CROSSWORD.gridSize),
});
export type SolveClueRequest = z.infer<typeof solveClueRequestSchema>;

export const solveClueResponseSchema = z.object({
  clueId: z.int(),
  businessConcept: z.string(),
  insight: z.string(),
});
export type SolveClueResponse = z.infer<typeof solveClueResponseSchema>;

/** `POST /api/crossword/hint`: the first hint for a clue is a conceptual pointer, a later one simpler. */
export const hintRequestSchema = z.strictObject({
  sessionToken: sessionTokenSchema,
  clueId: clueIdSchema,
});
export type HintRequest = z.infer<typeof hintRequestSchema>;

export const hintResponseSchema = z.object({
  clueId: z.int(),
  hint: z.string(),
  kind: z.enum(['conceptual', 'simpler']),
  hintsUsed: z.int().min(0),
  hintsRemaining: z.int().min(0),
});
export type HintResponse = z.infer<typeof hintResponseSchema>;

/** `?username=` of both leaderboards: the caller's own best entry is added when it ranks beyond the top 10. */
export const leaderboardQuerySchema = z.object({ username: z.string().max(100).optional() });
