import { z } from 'zod';
import { CROSSWORD } from '../constants';
import { calendarDateSchema, errorBodySchema } from './common';

export const directionSchema = z.enum(['across', 'down']);
export type Direction = z.infer<typeof directionSchema>;

const gridIndexSchema = z.int().min(0).max(CROSSWORD.gridSize - 1);

/** A clue as the server knows it. The answer never leaves the server. */
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

/**
 * The score payload. The server takes the time, hints and mistakes from its own record of the session, so the
 * payload's `completionTime`, `hintsUsed`, `mistakesCount` and `theme` are optional: still accepted (and checked
 * for type and size) from clients that send the full payload the product has always sent, never used.
 */
export const scoreSubmissionSchema = z.strictObject({
  username: z.string().max(100),
  completionTime: anyCount.optional(),
  hintsUsed: anyCount.optional(),
  mistakesCount: anyCount.optional(),
  puzzleDate: calendarDateSchema,
  theme: z.string().max(100).optional(),
  sessionToken: z.string().min(1).max(2000),
  /**
   * The solved grid, one entry per clue id. Accepted and ignored: the server completes a session when its last clue
   * is solved through solve-clue.
   */
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
  /**
   * What the leaderboard did with the solve (one entry per username and day, its best): a first entry, an improved
   * one, or `kept` when the username's earlier entry of the day is at least as good (then `id` and `rank` are that
   * entry's; score and times are still this solve's).
   */
  leaderboardEntry: z.enum(['new', 'improved', 'kept']).optional(),
  /** The player's streak after this solve (present when the session has a player id). */
  currentStreak: z.int().min(0).optional(),
  bestStreak: z.int().min(0).optional(),
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
 * Server-checked play (added to the original score and leaderboard calls): the puzzle view without answers, the signed session, letter
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

/**
 * An anonymous player: a random UUID the browser makes once and keeps (local storage `crosswordPlayerId`). It names
 * nobody; it ties a browser's sessions together for streaks and stats, and limits ranked play to one session a day.
 */
export const playerIdSchema = z.uuid();
export type PlayerId = z.infer<typeof playerIdSchema>;

/**
 * `POST /api/crossword/session`: resumes a valid token of that date, otherwise starts a new session. Today's date
 * starts a ranked session (the player's first of the day) or a practice one; a past date with a stored puzzle (the
 * archive) always starts a practice session.
 */
export const sessionRequestSchema = z.strictObject({
  puzzleDate: calendarDateSchema,
  sessionToken: z.string().max(2000).optional(),
  playerId: playerIdSchema.optional(),
});
export type SessionRequest = z.infer<typeof sessionRequestSchema>;

/**
 * Why a play is practice: an archive puzzle; the player's ranked play of the day is taken (another session typed
 * first); the network (client address) has used its ranked plays of the day; or a session of the network revealed the
 * grid by guessing letters.
 */
export const playReasonSchema = z.enum(['archive', 'repeat_session', 'address_limit', 'address_probing']);
export type PlayReason = z.infer<typeof playReasonSchema>;

/**
 * A session's play. A session of today's puzzle says `ranked` from the start; its ranked play is claimed at the first
 * letter typed (first check), and only then can it turn into practice (the check's answer carries the new `play`).
 * `rankedAgainAt` (ISO time) is when ranked play comes back: the next puzzle (UTC midnight). Absent for an archive.
 */
export const playSchema = z.object({
  kind: z.enum(['ranked', 'practice']),
  reason: playReasonSchema.optional(),
  rankedAgainAt: z.string().optional(),
});
export type Play = z.infer<typeof playSchema>;

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
  /** Ranked sessions can enter the leaderboards; practice sessions are checked the same way but never ranked. */
  ranked: z.boolean(),
  /**
   * Why a session is practice: an archive puzzle, a player's later session of the day, or this client address has
   * used up its ranked sessions for the day (or revealed letters by guessing too often).
   */
  practiceReason: z.enum(['archive', 'repeat_session', 'address_limit']).optional(),
  /** Clue ids already confirmed solved in this session (a resumed session restores them). */
  solvedClueIds: z.array(z.int().min(1)),
  /** The play as the label shows it: ranked, or practice with why and when ranked play comes back. */
  play: playSchema.optional(),
  /** The board's epoch (see sessionStateSchema). */
  epoch: z.int().min(0).optional(),
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

/** The counts are present when the letter was wrong (they changed); `reset` is the fifth-mistake reset. */
export const checkLetterResponseSchema = z.object({
  correct: z.boolean(),
  reset: z.boolean(),
  mistakesCount: z.int().min(0).optional(),
  hintsUsed: z.int().min(0).optional(),
  /** Present on the check that claimed the session's ranked play: the play from now on (ranked, or practice and why). */
  play: playSchema.optional(),
  /** The board's epoch after this check (a reset bumps it). */
  epoch: z.int().min(0).optional(),
});
export type CheckLetterResponse = z.infer<typeof checkLetterResponseSchema>;

/** `POST /api/crossword/solve-clue`: the letters of a filled clue; right answers learn the concept to show. */
export const solveClueRequestSchema = z.strictObject({
  sessionToken: sessionTokenSchema,
  clueId: clueIdSchema,
  answer: z.string().min(1).max(CROSSWORD.gridSize),
  /**
   * The board epoch the letters were typed in. When it is not the session's current epoch (the board was wiped
   * meanwhile), nothing is recorded: 409 `session_reset`.
   */
  epoch: z.int().min(0).max(1_000_000).optional(),
});
export type SolveClueRequest = z.infer<typeof solveClueRequestSchema>;

/**
 * `POST /api/crossword/session/state {sessionToken}` and `POST /api/crossword/reset {sessionToken}`: the session as
 * the server records it, from which the browser rebuilds the board after a reload, a reset or in a second tab.
 */
export const sessionStateRequestSchema = z.strictObject({ sessionToken: sessionTokenSchema });
export type SessionStateRequest = z.infer<typeof sessionStateRequestSchema>;

export const boardLetterSchema = z.object({ row: gridIndexSchema, col: gridIndexSchema, letter: z.string().regex(/^[A-Z]$/) });
export type BoardLetter = z.infer<typeof boardLetterSchema>;

/** `GET /api/crossword/stats?playerId=`: a player's record of daily puzzles solved on their own day. */
export const statsQuerySchema = z.object({ playerId: playerIdSchema });

/**
 * Only daily puzzles count, solved on their day (UTC), each day once (the player's first completed session of it);
 * archive solves are counted apart. Times are in seconds; null before the first solve.
 */
export const playerStatsSchema = z.object({
  /** Consecutive days with a solved daily puzzle, ending today, or yesterday while today is still open. */
  currentStreak: z.int().min(0),
  bestStreak: z.int().min(0),
  solves: z.int().min(0),
  /** Solves without a hint or a mistake. */
  cleanSolves: z.int().min(0),
  bestTime: z.int().min(0).nullable(),
  medianTime: z.int().min(0).nullable(),
  lastSolvedDate: calendarDateSchema.nullable(),
  archiveSolves: z.int().min(0),
});
export type PlayerStats = z.infer<typeof playerStatsSchema>;

/** A finished puzzle as the server recorded it: its time (to the last solved clue), hints and mistakes, score. */
export const completionSchema = z.object({
  completionTime: z.int().min(0),
  hintsUsed: z.int().min(0),
  mistakesCount: z.int().min(0),
  score: z.int(),
  /** No hint and no mistake in the whole session. */
  clean: z.boolean(),
  ranked: z.boolean(),
  /** The player's record after this solve, when the session has a player id. */
  stats: playerStatsSchema.optional(),
});
export type Completion = z.infer<typeof completionSchema>;

/**
 * A wrong answer counts as a mistake (422 wrong_answer carries the counts in `mistakesCount`, `hintsUsed` and
 * `reset`, like a wrong letter). The last clue of the puzzle completes it: `completion` is then present.
 */
export const solveClueResponseSchema = z.object({
  clueId: z.int(),
  businessConcept: z.string(),
  insight: z.string(),
  puzzleComplete: z.boolean(),
  completion: completionSchema.optional(),
  /** Present when this answer claimed the session's ranked play (see checkLetterResponseSchema). */
  play: playSchema.optional(),
  /** The board epoch the clue was recorded in. */
  epoch: z.int().min(0).optional(),
});
export type SolveClueResponse = z.infer<typeof solveClueResponseSchema>;

export const sessionStateSchema = z.object({
  puzzleDate: calendarDateSchema,
  /**
   * Bumped whenever the board is wiped (the fifth mistake, or Reset). An answer about an earlier epoch no longer
   * applies to the board.
   */
  epoch: z.int().min(0),
  mistakesCount: z.int().min(0),
  hintsUsed: z.int().min(0),
  solvedClueIds: z.array(z.int().min(1)),
  /** The squares of the solved clues, with their letters (a square two solved clues share is listed for each). */
  letters: z.array(boardLetterSchema),
  submitted: z.boolean(),
  /** Present once the last clue is solved. */
  completion: completionSchema.optional(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

/** The 422 body of a wrong solve-clue answer: the refusal plus the session's counts, as a wrong letter gives them. */
export const wrongAnswerErrorSchema = errorBodySchema.extend({
  error: z.literal('wrong_answer'),
  mistakesCount: z.int().min(0),
  hintsUsed: z.int().min(0),
  /** The fifth-mistake reset happened: mistakes and hints are back to 0. */
  reset: z.boolean(),
  epoch: z.int().min(0).optional(),
});
export type WrongAnswerError = z.infer<typeof wrongAnswerErrorSchema>;

export const gridPointSchema = z.strictObject({ row: gridIndexSchema, col: gridIndexSchema });
export type GridPoint = z.infer<typeof gridPointSchema>;

/**
 * `POST /api/crossword/hint`: the first hint for a clue is a conceptual pointer, the second a simpler one, a third
 * reveals one square of the clue: `cell` when it belongs to the clue (the square the solver is on), otherwise the
 * clue's first square not revealed before.
 */
export const hintRequestSchema = z.strictObject({
  sessionToken: sessionTokenSchema,
  clueId: clueIdSchema,
  cell: gridPointSchema.optional(),
});
export type HintRequest = z.infer<typeof hintRequestSchema>;

export const hintResponseSchema = z.object({
  clueId: z.int(),
  hint: z.string(),
  kind: z.enum(['conceptual', 'simpler', 'letter']),
  /** The revealed square, for a `letter` hint. */
  revealed: z.object({ row: gridIndexSchema, col: gridIndexSchema, letter: z.string().regex(/^[A-Z]$/) }).optional(),
  hintsUsed: z.int().min(0),
  hintsRemaining: z.int().min(0),
});
export type HintResponse = z.infer<typeof hintResponseSchema>;

/** `?username=` of both leaderboards: the caller's own best entry is added when it ranks beyond the top 10. */
export const leaderboardQuerySchema = z.object({ username: z.string().max(100).optional() });

/** `GET /api/crossword/archive[?playerId=]`: past daily puzzles (before today, UTC), newest first. */
export const archiveQuerySchema = z.object({ playerId: playerIdSchema.optional() });

export const archiveEntrySchema = z.object({
  puzzleDate: calendarDateSchema,
  theme: z.string(),
  /** Whether this player has solved it (any session); absent without a player id. */
  solved: z.boolean().optional(),
});
export type ArchiveEntry = z.infer<typeof archiveEntrySchema>;

export const archiveResponseSchema = z.object({ puzzles: z.array(archiveEntrySchema) });
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;

/** Socket (path /ws, no login needed): follow a day's leaderboard while it is on screen. */
export const leaderboardSubscribeSchema = z.strictObject({ puzzleDate: calendarDateSchema });
export type LeaderboardSubscribe = z.infer<typeof leaderboardSubscribeSchema>;

/** Sent to the day's followers on subscribe and whenever a ranked score enters that day's list: the top entries. */
export const leaderboardUpdateSchema = z.object({
  puzzleDate: calendarDateSchema,
  entries: leaderboardResponseSchema,
});
export type LeaderboardUpdate = z.infer<typeof leaderboardUpdateSchema>;
