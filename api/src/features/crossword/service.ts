import {
  type ApiErrorCode,
  CROSSWORD,
  CROSSWORD_MESSAGES,
  clueCells,
  isCalendarDate,
  isoDate,
  validateUsername,
  type AdminEntryList,
  type ArchiveResponse,
  type EntryModerationResponse,
  type CheckLetterRequest,
  type CheckLetterResponse,
  type Completion,
  type HintRequest,
  type HintResponse,
  type LeaderboardResponse,
  type Play,
  type PlayerStats,
  type PuzzleView,
  type ScoreResponse,
  type ScoreSubmission,
  type SessionRequest,
  type SessionResponse,
  type SessionState,
  type SessionStateRequest,
  type SolveClueRequest,
  type SolveClueResponse,
  type UsernameTakenError,
  type WrongAnswerError,
} from '@edna/shared-contracts';
import type { DatabaseHandle } from '../../lib/db';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { backfillDates, rotationWindow, shiftDate } from './archive';
import { createBoundedMemo } from './bounded-memo';
import { isNameAllowed, usernameNotAllowed } from './names';
import { createAddressHasher } from './client-address';
import { generateDailyLayout } from './daily-puzzle';
import { letterGrid, toPuzzleView, type PlacedClue, type PuzzleLayout, type StoredLayout } from './layout';
import { playerStats } from './player-stats';
import { createRemembered } from './remembered';
import * as repository from './repository';
import { higherScoreCounter } from './score-ranks';
import { clampedScoreInput, computeScore, MIN_COMPLETION_SECONDS } from './scoring';
import { createSessionTokens, SESSION_TTL_SECONDS, type SessionClaims } from './session-token';

/** Puzzles kept in memory: today's, yesterday's for late solvers, and a few archive days being played. */
const PUZZLE_CACHE_SIZE = 16;
/**
 * The top-10 lists are kept in memory this long. A score stored by this process clears its lists at once; another
 * API process sees it within this time. A player's own entry is always read fresh from the database.
 */
export const TOP_LIST_CACHE_MS = 1000;
/**
 * A day's list is final two days later (sessions start only on their day and their tokens last 12 hours), so those
 * lists are kept longer; the bound only matters if scores are changed behind the API's back (a restore).
 */
export const FINAL_TOP_LIST_CACHE_MS = 10 * 60_000;
const TOP_LIST_CACHE_SIZE = 512;

export interface LoadedPuzzle {
  layout: PuzzleLayout;
  view: PuzzleView;
  /** The solution letter at row * size + col, or undefined for a blocked cell. */
  solution: (string | undefined)[];
  clues: Map<number, PlacedClue>;
}

/** The per-network rules of ranked play (repository.DailySessionLimits). */
export type CrosswordLimits = repository.DailySessionLimits;

export const DEFAULT_LIMITS: CrosswordLimits = {
  rankedSessionsPerAddress: 60,
  wrongGuessesPerAddress: 30,
  wrongGuessesPerRankedPlay: 15,
  wrongGuessesPerSession: 50,
};

/** Sessions whose ranked play this process has seen claimed, so later checks skip the claim's database write. */
const CLAIMED_SESSIONS_KEPT = 50_000;

export interface CrosswordServiceOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Seeds the daily layouts, signs session tokens and keys the address hashes. */
  secret: string;
  limits?: CrosswordLimits;
  /** Past days whose missing puzzles are stored at start-up, oldest first. */
  backfillDays?: number;
  /** The current time (tests may pin it). */
  now?: () => Date;
  /** The clock the remembered top-10 lists expire by (tests move it past their life instead of waiting). */
  cacheClock?: () => number;
}

/** The practice reasons older clients know (`practiceReason`); `play.reason` carries the precise one. */
const legacyPracticeReason = (reason: repository.PracticeReason): SessionResponse['practiceReason'] =>
  reason === 'address_probing' ? 'address_limit' : reason;

/** A session's play as the label shows it; practice of today's puzzle says when ranked play comes back (next UTC day). */
function playOf(puzzleDate: string, session: { ranked: boolean; practiceReason: repository.PracticeReason | null }): Play {
  if (session.ranked) return { kind: 'ranked' };
  const reason = session.practiceReason ?? 'repeat_session';
  if (reason === 'archive') return { kind: 'practice', reason };
  return { kind: 'practice', reason, rankedAgainAt: `${shiftDate(puzzleDate, 1)}T00:00:00.000Z` };
}

const unprocessable = (code: ApiErrorCode, message: string) => new AppError(422, code, message);
const puzzleNotAvailable = (date: string) =>
  notFound(`There is no crossword for ${date}: only today's puzzle (UTC) and the stored puzzles of earlier days are available.`, 'puzzle_not_available');

/** A wrong solve-clue answer: a mistake like a wrong letter, so the refusal carries the session's counts. */
class WrongAnswer extends AppError {
  constructor(
    message: string,
    private readonly counts: Pick<WrongAnswerError, 'mistakesCount' | 'hintsUsed' | 'reset'>,
  ) {
    super(422, 'wrong_answer', message);
  }

  override toJSON(): WrongAnswerError {
    return { error: 'wrong_answer', message: this.message, ...this.counts };
  }
}

/** 409 username_taken: the name is held today by another player; the body suggests a free one. */
export class UsernameTaken extends AppError {
  constructor(
    message: string,
    private readonly suggestion: string,
  ) {
    super(409, 'username_taken', message);
  }

  override toJSON(): UsernameTakenError {
    return { error: 'username_taken', message: this.message, suggestion: this.suggestion };
  }
}

/** The crossword's domain: daily puzzles, sessions, letter checks, hints, completion, scores, stats and leaderboards. */
export function createCrosswordService({
  database,
  logger,
  secret,
  limits = DEFAULT_LIMITS,
  backfillDays = 0,
  now = () => new Date(),
  cacheClock = Date.now,
}: CrosswordServiceOptions) {
  const { db } = database;
  const tokens = createSessionTokens(secret);
  const hashAddress = createAddressHasher(secret);
  const puzzles = new Map<string, Promise<LoadedPuzzle>>();
  const topLists = createRemembered<repository.EntryRow[]>(TOP_LIST_CACHE_SIZE, cacheClock);
  const higherScores = createRemembered<(score: number) => number>(TOP_LIST_CACHE_SIZE, cacheClock);
  const dailyTopListeners: ((puzzleDate: string, entries: LeaderboardResponse) => void)[] = [];
  let sweptAddressesOn = '';
  const claimedSessions = createBoundedMemo<boolean>(CLAIMED_SESSIONS_KEPT);
  const solveListeners: ((playerId: string, puzzleDate: string) => void)[] = [];

  const today = () => isoDate(now());

  /** How long a day's lists are remembered: briefly while scores can still arrive, long once the day is final. */
  const listTtl = (scope: string) => (scope !== 'all-time' && scope < shiftDate(today(), -2) ? FINAL_TOP_LIST_CACHE_MS : TOP_LIST_CACHE_MS);
  const keyOf = (scope: string) => (scope === 'all-time' ? 'all-time' : `daily:${scope}`);

  /** The top 10 of a day (a YYYY-MM-DD scope) or of all time, remembered briefly. */
  const topList = (scope: string, { fresh = false } = {}) =>
    topLists.get(
      keyOf(scope),
      () =>
        repository.queryEntries(
          db,
          scope === 'all-time' ? repository.allTimeTopQuery(CROSSWORD.leaderboardTop) : repository.dailyTopQuery(scope, CROSSWORD.leaderboardTop),
        ),
      listTtl(scope),
      { fresh },
    );

  /** Per score value, how many entries of the scope have a higher one (remembered like the top lists). */
  const higherScoreCount = (scope: string) =>
    higherScores.get(
      keyOf(scope),
      async () => higherScoreCounter(scope === 'all-time' ? await repository.allTimeScoreCounts(db) : await repository.dailyScoreCounts(db, scope)),
      listTtl(scope),
    );

  /** The user's entry of the scope with its rank: precomputed higher scores plus the same-score entries ahead. */
  async function rankedEntry(scope: string, username: string): Promise<repository.EntryRow | undefined> {
    const [higher, entry] = await Promise.all([
      higherScoreCount(scope),
      repository.queryRankedEntry(db, scope === 'all-time' ? repository.allTimeEntryQuery(username) : repository.dailyEntryQuery(scope, username)),
    ]);
    if (!entry) return undefined;
    const { sameScoreAhead, ...shown } = entry;
    return { ...shown, rank: 1 + higher(entry.score) + sameScoreAhead };
  }

  const forgetLists = (puzzleDate: string) => {
    for (const scope of [puzzleDate, 'all-time']) {
      topLists.forget(keyOf(scope));
      higherScores.forget(keyOf(scope));
    }
  };

  const ranked = (entries: repository.EntryRow[]): LeaderboardResponse => entries.map((entry, index) => ({ ...entry, rank: index + 1 }));

  async function storeGeneratedPuzzle(puzzleDate: string): Promise<void> {
    const { from, to } = rotationWindow(puzzleDate);
    const history = await repository.puzzleAnswersBetween(db, from, to);
    const { theme, daySet, ...generated } = generateDailyLayout(puzzleDate, secret, history);
    if (generated.source !== 'generated') logger.warn({ puzzleDate, source: generated.source }, 'crossword: used a fallback layout');
    const layout: StoredLayout = { version: 1, size: CROSSWORD.gridSize, source: generated.source, clues: generated.clues };
    await repository.insertPuzzleIfAbsent(db, { puzzleDate, theme, daySet, layout, isFallback: generated.source === 'fallback' });
  }

  /** Stores the missing puzzles of the last `backfillDays` days, oldest first, so each generation sees the days before. */
  async function backfill(): Promise<void> {
    for (const date of backfillDates(today(), backfillDays)) {
      if (!(await repository.findPuzzle(db, date))) await storeGeneratedPuzzle(date);
    }
    if (backfillDays > 0) logger.info({ days: backfillDays }, 'crossword: archive backfilled');
  }
  const backfilled = backfill().catch((error: unknown) => logger.error({ err: error }, 'crossword: archive backfill failed'));

  async function readPuzzle(puzzleDate: string, create: boolean): Promise<LoadedPuzzle> {
    let row = await repository.findPuzzle(db, puzzleDate);
    if (!row && create) {
      await backfilled;
      await storeGeneratedPuzzle(puzzleDate);
      row = await repository.findPuzzle(db, puzzleDate);
      if (!row) throw new Error(`crossword puzzle ${puzzleDate} was not stored`);
    }
    if (!row) throw puzzleNotAvailable(puzzleDate);
    const layout: PuzzleLayout = {
      ...row.layout,
      puzzleDate: row.puzzleDate,
      theme: row.theme as PuzzleLayout['theme'],
      daySet: row.daySet as PuzzleLayout['daySet'],
      isFallback: row.isFallback,
    };
    const grid = letterGrid(layout.clues, layout.size);
    return {
      layout,
      view: toPuzzleView(layout),
      solution: grid.flat().map((letter) => letter ?? undefined),
      clues: new Map(layout.clues.map((clue) => [clue.id, clue])),
    };
  }

  /**
   * The stored puzzle of a date, cached in memory; concurrent callers share one load. Today's is generated and stored
   * on first use; any other date must be stored already (404 puzzle_not_available).
   */
  function loadPuzzle(puzzleDate: string): Promise<LoadedPuzzle> {
    let loading = puzzles.get(puzzleDate);
    if (!loading) {
      loading = readPuzzle(puzzleDate, puzzleDate === today()).catch((error: unknown) => {
        puzzles.delete(puzzleDate);
        throw error;
      });
      puzzles.set(puzzleDate, loading);
      if (puzzles.size > PUZZLE_CACHE_SIZE) puzzles.delete(puzzles.keys().next().value as string);
    }
    return loading;
  }

  function requireClaims(sessionToken: string): SessionClaims {
    const check = tokens.verify(sessionToken);
    if (check.ok) return check.claims;
    if (check.reason === 'expired') {
      throw unauthorized('The crossword session has expired. Reload the puzzle to start a new session.', 'session_expired');
    }
    throw unauthorized('The crossword session token is invalid. Reload the puzzle to start a new session.', 'invalid_session');
  }

  const sessionGone = () =>
    unauthorized('The crossword session no longer exists. Reload the puzzle to start a new session.', 'session_not_found');
  const puzzleComplete = () => conflict('This crossword session is complete: its clues are all solved.', 'puzzle_complete');

  async function requireSession(sessionId: string): Promise<repository.SessionRow> {
    const session = await repository.findSession(db, sessionId);
    if (!session) throw sessionGone();
    return session;
  }

  function requireClue(puzzle: LoadedPuzzle, clueId: number): PlacedClue {
    const clue = puzzle.clues.get(clueId);
    if (!clue) throw badRequest(`Clue ${clueId} is not part of the puzzle of ${puzzle.layout.puzzleDate}.`, 'unknown_clue');
    return clue;
  }

  function toSessionResponse(session: repository.SessionRow, resumed: boolean): SessionResponse {
    const expiresAt = Math.floor(session.startedAtMs / 1000) + SESSION_TTL_SECONDS;
    return {
      sessionToken: tokens.issue({ sessionId: session.id, puzzleDate: session.puzzleDate, expiresAt }),
      puzzleDate: session.puzzleDate,
      startedAt: new Date(session.startedAtMs).toISOString(),
      serverTime: now().toISOString(),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
      mistakesCount: session.mistakes,
      hintsUsed: session.hintsUsed,
      submitted: session.submitted,
      resumed,
      ranked: session.ranked,
      ...(session.practiceReason ? { practiceReason: legacyPracticeReason(session.practiceReason) } : {}),
      solvedClueIds: session.solvedClueIds,
      play: playOf(session.puzzleDate, session),
      epoch: session.epoch,
    };
  }

  /** The session as recorded: counts, solved clues with the letters of their squares, and the completion. */
  async function stateOf(session: repository.SessionRow): Promise<SessionState> {
    const puzzle = await loadPuzzle(session.puzzleDate);
    const letters = session.solvedClueIds.flatMap((clueId) => {
      const clue = puzzle.clues.get(clueId);
      if (!clue) return [];
      return clueCells({ ...clue, length: clue.answer.length }).map(([row, col], index) => ({ row, col, letter: clue.answer[index] as string }));
    });
    return {
      puzzleDate: session.puzzleDate,
      epoch: session.epoch,
      mistakesCount: session.mistakes,
      hintsUsed: session.hintsUsed,
      solvedClueIds: session.solvedClueIds,
      letters,
      submitted: session.submitted,
      ...(session.solvedAtMs !== null ? { completion: await completionOf(session) } : {}),
    };
  }

  /**
   * Claims the session's ranked play at its first check (letter, answer or hint): the play from then on, or undefined
   * when it was claimed before. This process remembers claimed sessions, so later checks cost no write.
   */
  async function claimPlay(sessionId: string, puzzleDate: string): Promise<Play | undefined> {
    if (claimedSessions.get(sessionId)) return undefined;
    const claimed = await repository.claimRankedPlay(db, sessionId, limits);
    claimedSessions.set(sessionId, true);
    return claimed ? playOf(puzzleDate, claimed) : undefined;
  }

  /** The values a completed session is scored with: its solve time and lifetime totals, clamped to the scoring ranges. */
  function completedValues(session: repository.SessionRow) {
    return clampedScoreInput({ completionTime: session.solveSeconds ?? 0, hintsUsed: session.totalHints, mistakesCount: session.totalMistakes });
  }

  /** Completed on the puzzle's own UTC day, as the daily puzzle (not an archive session). */
  const solvedOnItsDay = (session: repository.SessionRow) =>
    session.practiceReason !== 'archive' && session.solvedAtMs !== null && isoDate(new Date(session.solvedAtMs)) === session.puzzleDate;

  /**
   * A completed session as the player sees it. A completion faster than MIN_COMPLETION_SECONDS is not credible: the
   * puzzle is complete, but it is never ranked and not counted in the player's record. The player's record counts the
   * first completed session of each date (recorded idempotently, so a repeated call changes nothing).
   */
  async function completionOf(session: repository.SessionRow): Promise<Completion> {
    const values = completedValues(session);
    const credible = (session.solveSeconds ?? 0) >= MIN_COMPLETION_SECONDS;
    const clean = session.totalHints === 0 && session.totalMistakes === 0;
    const completion: Completion = {
      ...values,
      score: computeScore(values),
      clean,
      ranked: session.ranked && credible && solvedOnItsDay(session) && !(await repository.probedSince(db, session)),
    };
    if (!session.playerId) return completion;
    if (credible) {
      await repository.recordPlayerSolve(db, {
        playerId: session.playerId,
        puzzleDate: session.puzzleDate,
        sessionId: session.id,
        onDay: solvedOnItsDay(session),
        completionTime: values.completionTime,
        clean,
      });
      if (solvedOnItsDay(session)) for (const listener of solveListeners) listener(session.playerId, session.puzzleDate);
    }
    return { ...completion, stats: await statsOf(session.playerId) };
  }

  async function statsOf(playerId: string): Promise<PlayerStats> {
    return playerStats(await repository.playerSolves(db, playerId), today());
  }

  /** Counts a wrong guess; a session that is no longer playing answers its counts unchanged. */
  async function countMistake(sessionId: string): Promise<{ mistakesCount: number; hintsUsed: number; reset: boolean; epoch: number }> {
    const counted = await repository.recordMistake(db, sessionId, CROSSWORD.maxMistakes, limits);
    if (counted) return { mistakesCount: counted.mistakes, hintsUsed: counted.hintsUsed, reset: counted.reset, epoch: counted.epoch };
    const session = await requireSession(sessionId);
    return { mistakesCount: session.mistakes, hintsUsed: session.hintsUsed, reset: false, epoch: session.epoch };
  }

  async function publishDailyTop(puzzleDate: string): Promise<void> {
    if (dailyTopListeners.length === 0) return;
    const entries = ranked(await topList(puzzleDate, { fresh: true }));
    for (const listener of dailyTopListeners) listener(puzzleDate, entries);
  }

  return {
    tokens,
    loadPuzzle,
    /** The keyed hash a client address is known by (sessions, address limits, rate limits); never the address. */
    clientKey: hashAddress,

    /** Today's puzzle (UTC), or a stored puzzle of an earlier day (the archive). Future and unknown dates: 404. */
    async puzzleView(requestedDate?: string): Promise<PuzzleView> {
      const date = requestedDate ?? today();
      if (date > today()) throw puzzleNotAvailable(date);
      return (await loadPuzzle(date)).view;
    },

    /**
     * Resumes a valid session of that date (same start time, same ranked flag) or starts a new one. Today's puzzle
     * starts a ranked or a practice session (see repository.createDailySession); a stored earlier date starts a
     * practice session of the archive.
     */
    async startSession({ puzzleDate, sessionToken, playerId }: SessionRequest, clientAddress: string | undefined, bot = false): Promise<SessionResponse> {
      const date = today();
      if (puzzleDate > date) throw puzzleNotAvailable(puzzleDate);
      const check = sessionToken ? tokens.verify(sessionToken) : null;
      if (check?.ok && check.claims.puzzleDate === puzzleDate) {
        const existing = await repository.findSession(db, check.claims.sessionId);
        if (existing) return toSessionResponse(existing, true);
      }
      await loadPuzzle(puzzleDate);
      const addressHash = hashAddress(clientAddress);
      if (puzzleDate < date) {
        return toSessionResponse(await repository.createSession(db, { puzzleDate, playerId, addressHash, practiceReason: 'archive', bot }), false);
      }
      if (sweptAddressesOn !== date) {
        sweptAddressesOn = date;
        // Sessions live 12 hours, so no session of a date two days back can still play.
        await repository.deleteAddressDaysBefore(db, shiftDate(date, -2));
      }
      return toSessionResponse(await repository.createDailySession(db, { puzzleDate, playerId, addressHash, bot }, limits), false);
    },

    /** A correct letter is answered from memory; a wrong one is counted in the database (the official count). */
    async checkLetter({ sessionToken, row, col, letter }: CheckLetterRequest): Promise<CheckLetterResponse> {
      const claims = requireClaims(sessionToken);
      const puzzle = await loadPuzzle(claims.puzzleDate);
      const expected = puzzle.solution[row * puzzle.layout.size + col];
      if (!expected) throw badRequest(`Row ${row + 1}, column ${col + 1} is a blocked cell, not part of the puzzle.`, 'blocked_cell');
      const play = await claimPlay(claims.sessionId, claims.puzzleDate);
      const claimed = play ? { play } : {};
      if (letter.toUpperCase() === expected) return { correct: true, reset: false, ...claimed };
      return { correct: false, ...(await countMistake(claims.sessionId)), ...claimed };
    },

    /**
     * A filled clue's letters. A right answer is recorded as solved and learns the concept and insight to show
     * ('Completed: …'); the last clue completes the session (time taken now, by the database clock). A wrong answer
     * is a mistake like a wrong letter.
     */
    async solveClue({ sessionToken, clueId, answer, epoch }: SolveClueRequest): Promise<SolveClueResponse> {
      const claims = requireClaims(sessionToken);
      const puzzle = await loadPuzzle(claims.puzzleDate);
      const clue = requireClue(puzzle, clueId);
      const play = await claimPlay(claims.sessionId, claims.puzzleDate);
      if (answer.trim().toUpperCase() !== clue.answer) {
        const counts = await countMistake(claims.sessionId);
        throw new WrongAnswer(`Those letters do not solve clue ${clue.number} ${clue.direction}.`, counts);
      }
      const session = await repository.recordSolvedClue(db, claims.sessionId, clueId, puzzle.clues.size, epoch);
      if (!session) {
        if (epoch !== undefined && (await repository.findSession(db, claims.sessionId))) {
          throw conflict('The board was reset after these letters were typed, so the clue is not recorded as solved.', 'session_reset');
        }
        throw sessionGone();
      }
      const solved = { clueId, businessConcept: clue.businessConcept, insight: clue.insight, epoch: session.epoch, ...(play ? { play } : {}) };
      if (session.solvedAtMs === null) return { ...solved, puzzleComplete: false };
      return { ...solved, puzzleComplete: true, completion: await completionOf(session) };
    },

    /** The session as the server records it, for the browser to rebuild its board from. */
    async sessionState({ sessionToken }: SessionStateRequest): Promise<SessionState> {
      const claims = requireClaims(sessionToken);
      return stateOf(await requireSession(claims.sessionId));
    },

    /** The player's Reset: the board is wiped on the server (mistakes, hints and the start time are kept). */
    async resetBoard({ sessionToken }: SessionStateRequest): Promise<SessionState> {
      const claims = requireClaims(sessionToken);
      const session = await repository.resetBoard(db, claims.sessionId);
      if (session) return stateOf(session);
      const existing = await requireSession(claims.sessionId);
      if (existing.solvedAtMs !== null || existing.submitted) throw puzzleComplete();
      throw sessionGone();
    },

    /**
     * At most CROSSWORD.maxHints per session: for one clue, the first is the conceptual pointer, the second the
     * simpler hint, a third reveals one square (the requested cell when it is the clue's and not shown before, else
     * the clue's first square not shown before).
     */
    async hint({ sessionToken, clueId, cell }: HintRequest): Promise<HintResponse> {
      const claims = requireClaims(sessionToken);
      const puzzle = await loadPuzzle(claims.puzzleDate);
      const clue = requireClue(puzzle, clueId);
      await claimPlay(claims.sessionId, claims.puzzleDate);
      const taken = await repository.takeHint(db, claims.sessionId, clueId, CROSSWORD.maxHints);
      if (!taken) {
        const session = await requireSession(claims.sessionId);
        if (session.solvedAtMs !== null || session.submitted) throw puzzleComplete();
        throw conflict(CROSSWORD_MESSAGES.hintLimit, 'hint_limit_reached');
      }
      const counts = { clueId, hintsUsed: taken.hintsUsed, hintsRemaining: Math.max(0, CROSSWORD.maxHints - taken.hintsUsed) };
      if (taken.clueHints <= 1) return { ...counts, kind: 'conceptual', hint: clue.hints[0] };
      if (taken.clueHints === 2) return { ...counts, kind: 'simpler', hint: clue.hints[1] };

      const size = puzzle.layout.size;
      const squares = clueCells({ ...clue, length: clue.answer.length }).map(([row, col], index) => ({ row, col, index, letter: clue.answer[index] as string }));
      const fresh = squares.filter((square) => !taken.revealedCells.includes(square.row * size + square.col));
      const requested = cell ? fresh.find((square) => square.row === cell.row && square.col === cell.col) : undefined;
      const square = requested ?? fresh[0] ?? squares[0];
      if (!square) throw new Error(`clue ${clueId} has no squares`);
      await repository.recordRevealedCell(db, claims.sessionId, square.row * size + square.col);
      const direction = clue.direction === 'across' ? 'Across' : 'Down';
      return {
        ...counts,
        kind: 'letter',
        hint: `Square ${square.index + 1} of ${clue.number} ${direction} is ${square.letter}.`,
        revealed: { row: square.row, col: square.col, letter: square.letter },
      };
    },

    /**
     * Puts a completed ranked session on the leaderboard. The token, the date and the username are checked; the
     * values are the completion's (time to the last solved clue, lifetime hints and mistakes), not the payload's and
     * not the time of this call. One entry per username and day: its best. Nothing is stored on refusal.
     */
    async submitScore(submission: ScoreSubmission): Promise<ScoreResponse> {
      const claims = requireClaims(submission.sessionToken);
      if (submission.puzzleDate !== claims.puzzleDate) {
        throw badRequest(
          `This session belongs to the puzzle of ${claims.puzzleDate}, not ${submission.puzzleDate}: invalid score.`,
          'wrong_puzzle_date',
        );
      }
      const username = validateUsername(submission.username);
      if (!username.ok) throw badRequest(username.message, 'invalid_username');
      if (!isNameAllowed(username.username)) throw usernameNotAllowed();

      const session = await requireSession(claims.sessionId);
      if (session.submitted) throw conflict('A score was already submitted for this session.', 'already_submitted');
      if (!session.ranked) {
        throw conflict('This is a practice session: its solve is checked but never ranked. Scores are stored for ranked sessions only.', 'practice_session');
      }
      if (session.solvedAtMs === null || session.solveSeconds === null) {
        const total = CROSSWORD.cluesPerPuzzle;
        throw unprocessable(
          'puzzle_not_solved',
          `The puzzle is not solved: ${session.solvedClueIds.length} of ${total} clues are confirmed. Scores are stored for completed grids only.`,
        );
      }
      if (session.solveSeconds < MIN_COMPLETION_SECONDS) {
        throw unprocessable(
          'impossible_time',
          `A solve in ${session.solveSeconds} s is an impossible time: the minimum is ${MIN_COMPLETION_SECONDS} s from the session start.`,
        );
      }
      if (!solvedOnItsDay(session)) {
        throw conflict('This puzzle was finished after its day (UTC) ended, when it was already in the archive: it is not ranked.', 'practice_session');
      }
      if (await repository.probedSince(db, session)) {
        throw conflict('A session on this network revealed the grid by guessing letters today, so its solves are practice: not ranked.', 'practice_session');
      }

      const puzzle = await loadPuzzle(claims.puzzleDate);
      const values = completedValues(session);
      const score = computeScore(values);
      const stored = await repository.storeDailyBest(db, {
        sessionId: session.id,
        puzzleDate: claims.puzzleDate,
        username: username.username,
        theme: puzzle.layout.theme,
        ...values,
        score,
      });
      if (!stored) throw conflict('A score was already submitted for this session.', 'already_submitted');
      if (stored.outcome === 'taken') {
        const suggestion = await repository.freeNameLike(db, claims.puzzleDate, username.username, CROSSWORD.username.max);
        throw new UsernameTaken(`Another player ranked with the name ${username.username} today. Try ${suggestion}.`, suggestion);
      }
      forgetLists(claims.puzzleDate);
      const rank = await repository.queryRank(db, repository.dailyRankQuery(claims.puzzleDate, stored.score, stored.completionTime, stored.id));
      if (stored.outcome !== 'kept' && rank <= CROSSWORD.leaderboardTop) {
        void publishDailyTop(claims.puzzleDate).catch((error: unknown) => logger.warn({ err: error }, 'crossword: live leaderboard update failed'));
      }
      const streaks = session.playerId ? await statsOf(session.playerId) : undefined;
      return {
        id: stored.id,
        score,
        ...values,
        rank,
        leaderboardEntry: stored.outcome,
        ...(streaks ? { currentStreak: streaks.currentStreak, bestStreak: streaks.bestStreak } : {}),
      };
    },

    /** The top 10 of a day or of all time, plus the named user's best entry when it ranks beyond them. */
    async leaderboard(requested: { date: string } | 'all-time', username?: string): Promise<LeaderboardResponse> {
      if (requested !== 'all-time' && !isCalendarDate(requested.date)) {
        throw badRequest('The leaderboard date must be a calendar date written YYYY-MM-DD.', 'invalid_date');
      }
      let name: string | undefined;
      if (username !== undefined && username.trim() !== '') {
        const checked = validateUsername(username);
        if (!checked.ok) throw badRequest(checked.message, 'invalid_username');
        name = checked.username;
      }
      const scope = requested === 'all-time' ? 'all-time' : requested.date;
      let top = await topList(scope);
      let mine: repository.EntryRow | undefined;
      if (name && !top.some((entry) => entry.username === name)) {
        mine = await rankedEntry(scope, name);
        // The user ranks within the top 10 but the remembered list predates their score: read it again.
        if (mine && (mine.rank ?? 0) <= CROSSWORD.leaderboardTop) top = await topList(scope, { fresh: true });
      }
      const entries = ranked(top);
      if (mine && (mine.rank ?? 0) > CROSSWORD.leaderboardTop) entries.push({ ...mine, rank: Number(mine.rank) });
      return entries;
    },

    /**
     * Hides a leaderboard entry or shows it again (an admin's decision, logged with the admin's id). The day's and the
     * all-time lists are read again at once and the day's followers get the new top 10.
     */
    async moderateEntry(id: number, action: 'hide' | 'show', adminUserId: number): Promise<EntryModerationResponse> {
      const entry = await repository.moderateEntry(db, id, action, adminUserId);
      if (!entry) {
        throw action === 'hide'
          ? notFound(`There is no shown leaderboard entry ${id}.`, 'entry_not_found')
          : conflict(`Entry ${id} is not hidden, or its name has a newer entry that day.`, 'entry_not_hidden');
      }
      logger.info({ entryId: id, puzzleDate: entry.puzzleDate, action, adminUserId }, 'crossword: leaderboard entry moderated');
      forgetLists(entry.puzzleDate);
      await publishDailyTop(entry.puzzleDate).catch((error: unknown) => logger.warn({ err: error }, 'crossword: live leaderboard update failed'));
      return { ...entry, hidden: action === 'hide' };
    },

    /** A day's entries, shown and hidden, for the admin's hide control. */
    async entriesForModeration(puzzleDate: string): Promise<AdminEntryList> {
      return { puzzleDate, entries: await repository.dayEntriesForModeration(db, puzzleDate, 50) };
    },

    /** A day's top 10, as the live leaderboard sends it. */
    async dailyTopList(puzzleDate: string): Promise<LeaderboardResponse> {
      return ranked(await topList(puzzleDate));
    },

    /** Called with the new top 10 whenever a score stored by this process enters a day's top 10. */
    onDailyTopChange(listener: (puzzleDate: string, entries: LeaderboardResponse) => void): void {
      dailyTopListeners.push(listener);
    },

    /** Called when a player completes a daily puzzle on its day (credibly): the leagues' boards follow. */
    onPlayerSolve(listener: (playerId: string, puzzleDate: string) => void): void {
      solveListeners.push(listener);
    },

    /** A player's record; a player with none gets zeros and nulls. */
    stats: statsOf,

    /** The stored puzzles before today (UTC), newest first; with a player id, whether that player completed each. */
    async archive(playerId?: string): Promise<ArchiveResponse> {
      await backfilled;
      const rows = await repository.archivePuzzles(db, today(), playerId);
      return { puzzles: rows.map(({ puzzleDate, theme, solved }) => ({ puzzleDate, theme, ...(playerId ? { solved: Boolean(solved) } : {}) })) };
    },
  };
}

export type CrosswordService = ReturnType<typeof createCrosswordService>;
