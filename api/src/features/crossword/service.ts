import {
  CROSSWORD,
  CROSSWORD_MESSAGES,
  isCalendarDate,
  isoDate,
  validateUsername,
  type CheckLetterRequest,
  type CheckLetterResponse,
  type HintRequest,
  type HintResponse,
  type LeaderboardResponse,
  type PuzzleView,
  type ScoreResponse,
  type ScoreSubmission,
  type SessionRequest,
  type SessionResponse,
  type SolveClueRequest,
  type SolveClueResponse,
} from '@edna/shared-contracts';
import type { DatabaseHandle } from '../../lib/db';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { generateDailyLayout } from './daily-puzzle';
import { ROTATION_DAYS } from './generator';
import { letterGrid, toPuzzleView, type PlacedClue, type PuzzleLayout, type StoredLayout } from './layout';
import * as repository from './repository';
import { computeScore, MIN_COMPLETION_SECONDS } from './scoring';
import { createSessionTokens, SESSION_TTL_SECONDS, type SessionClaims } from './session-token';

/** Puzzles kept in memory: today's, yesterday's for late solvers, and a few spare. */
const PUZZLE_CACHE_SIZE = 8;
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

export interface CrosswordServiceOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** Seeds the daily layouts and signs session tokens. */
  secret: string;
  /** The current time (tests may pin it). */
  now?: () => Date;
}

const unprocessable = (code: string, message: string) => new AppError(422, code, message);

/** The crossword's domain: daily puzzles, sessions, letter checks, hints, scores and leaderboards. */
export function createCrosswordService({ database, logger, secret, now = () => new Date() }: CrosswordServiceOptions) {
  const { db } = database;
  const tokens = createSessionTokens(secret);
  const puzzles = new Map<string, Promise<LoadedPuzzle>>();
  const topLists = new Map<string, { expiresAt: number; entries: Promise<repository.EntryRow[]> }>();

  /** A top-10 list from memory, or loaded once for all concurrent callers. */
  function topList(key: string, load: () => Promise<repository.EntryRow[]>, { fresh = false, final = false } = {}): Promise<repository.EntryRow[]> {
    const cached = topLists.get(key);
    if (!fresh && cached && cached.expiresAt > Date.now()) return cached.entries;
    const entries = load();
    topLists.delete(key);
    topLists.set(key, { expiresAt: Date.now() + (final ? FINAL_TOP_LIST_CACHE_MS : TOP_LIST_CACHE_MS), entries });
    entries.catch(() => topLists.delete(key));
    if (topLists.size > TOP_LIST_CACHE_SIZE) topLists.delete(topLists.keys().next().value as string);
    return entries;
  }

  const today = () => isoDate(now());

  async function readOrCreatePuzzle(puzzleDate: string): Promise<LoadedPuzzle> {
    let row = await repository.findPuzzle(db, puzzleDate);
    if (!row) {
      const day = Date.parse(`${puzzleDate}T00:00:00Z`);
      const history = await repository.puzzleAnswersBetween(
        db,
        isoDate(new Date(day - ROTATION_DAYS * 86_400_000)),
        isoDate(new Date(day - 86_400_000)),
      );
      const { theme, daySet, ...generated } = generateDailyLayout(puzzleDate, secret, history);
      if (generated.source !== 'generated') logger.warn({ puzzleDate, source: generated.source }, 'crossword: used a fallback layout');
      const layout: StoredLayout = { version: 1, size: CROSSWORD.gridSize, source: generated.source, clues: generated.clues };
      await repository.insertPuzzleIfAbsent(db, { puzzleDate, theme, daySet, layout, isFallback: generated.source === 'fallback' });
      row = await repository.findPuzzle(db, puzzleDate);
      if (!row) throw new Error(`crossword puzzle ${puzzleDate} was not stored`);
    }
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

  /** The stored puzzle of a date (generated and stored on first use), cached in memory; concurrent callers share one load. */
  function loadPuzzle(puzzleDate: string): Promise<LoadedPuzzle> {
    let loading = puzzles.get(puzzleDate);
    if (!loading) {
      loading = readOrCreatePuzzle(puzzleDate).catch((error: unknown) => {
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
    };
  }

  return {
    tokens,
    loadPuzzle,

    /** Today's puzzle (UTC). Other dates are refused: older puzzles would let anyone collect answers early. */
    async puzzleView(requestedDate?: string): Promise<PuzzleView> {
      const date = today();
      if (requestedDate !== undefined && requestedDate !== date) {
        throw notFound(`Only today's puzzle (${date}, UTC) is available.`, 'puzzle_not_available');
      }
      return (await loadPuzzle(date)).view;
    },

    /** Resumes a valid session of that date (same start time) or starts a new one. Only today's puzzle starts. */
    async startSession({ puzzleDate, sessionToken }: SessionRequest): Promise<SessionResponse> {
      const date = today();
      if (puzzleDate !== date) {
        throw badRequest(`Only today's puzzle (${date}, UTC) can be started; reload the page for the new puzzle.`, 'puzzle_not_available');
      }
      const check = sessionToken ? tokens.verify(sessionToken) : null;
      if (check?.ok && check.claims.puzzleDate === puzzleDate) {
        const existing = await repository.findSession(db, check.claims.sessionId);
        if (existing) return toSessionResponse(existing, true);
      }
      await loadPuzzle(puzzleDate);
      return toSessionResponse(await repository.createSession(db, puzzleDate), false);
    },

    /** A correct letter is answered from memory; a wrong one is counted in the database (the official count). */
    async checkLetter({ sessionToken, row, col, letter }: CheckLetterRequest): Promise<CheckLetterResponse> {
      const claims = requireClaims(sessionToken);
      const puzzle = await loadPuzzle(claims.puzzleDate);
      const expected = puzzle.solution[row * puzzle.layout.size + col];
      if (!expected) throw badRequest(`Row ${row + 1}, column ${col + 1} is a blocked cell, not part of the puzzle.`, 'blocked_cell');
      if (letter.toUpperCase() === expected) return { correct: true, reset: false };

      const counted = await repository.recordMistake(db, claims.sessionId, CROSSWORD.maxMistakes);
      if (counted) {
        return { correct: false, reset: counted.mistakes === 0, mistakesCount: counted.mistakes, hintsUsed: counted.hintsUsed };
      }
      const session = await repository.findSession(db, claims.sessionId);
      if (!session) throw sessionGone();
      // A submitted session no longer counts mistakes.
      return { correct: false, reset: false, mistakesCount: session.mistakes, hintsUsed: session.hintsUsed };
    },

    /** A filled clue's letters: right answers learn the concept and insight to show ('Completed: …'). */
    async solveClue({ sessionToken, clueId, answer }: SolveClueRequest): Promise<SolveClueResponse> {
      const claims = requireClaims(sessionToken);
      const clue = requireClue(await loadPuzzle(claims.puzzleDate), clueId);
      if (answer.trim().toUpperCase() !== clue.answer) {
        throw unprocessable('wrong_answer', `Those letters do not solve clue ${clue.number} ${clue.direction}.`);
      }
      return { clueId, businessConcept: clue.businessConcept, insight: clue.insight };
    },

    /** At most CROSSWORD.maxHints per session: the first for a clue is the conceptual pointer, later ones simpler. */
    async hint({ sessionToken, clueId }: HintRequest): Promise<HintResponse> {
      const claims = requireClaims(sessionToken);
      const clue = requireClue(await loadPuzzle(claims.puzzleDate), clueId);
      const taken = await repository.takeHint(db, claims.sessionId, clueId, CROSSWORD.maxHints);
      if (!taken) {
        const session = await repository.findSession(db, claims.sessionId);
        if (!session) throw sessionGone();
        if (session.submitted) throw conflict('A score was already submitted for this session.', 'already_submitted');
        throw conflict(CROSSWORD_MESSAGES.hintLimit, 'hint_limit_reached');
      }
      const kind = taken.clueHints <= 1 ? 'conceptual' : 'simpler';
      return {
        clueId,
        hint: kind === 'conceptual' ? clue.hints[0] : clue.hints[1],
        kind,
        hintsUsed: taken.hintsUsed,
        hintsRemaining: Math.max(0, CROSSWORD.maxHints - taken.hintsUsed),
      };
    },

    /**
     * Stores a completed solve. The token, the date, the username and the solved grid are checked; the time, hints
     * and mistakes are the server's own (time from the session start by the database clock; the lifetime totals of
     * hints and mistakes, so the fifth-mistake reset cannot wipe them), clamped per spec. Nothing is stored on refusal.
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

      const session = await repository.findSession(db, claims.sessionId);
      if (!session) throw sessionGone();
      if (session.submitted) throw conflict('A score was already submitted for this session.', 'already_submitted');

      const puzzle = await loadPuzzle(claims.puzzleDate);
      const answers = submission.answers ?? {};
      const unsolved = puzzle.layout.clues.filter((clue) => (answers[String(clue.id)] ?? '').trim().toUpperCase() !== clue.answer);
      if (unsolved.length > 0) {
        throw unprocessable(
          'puzzle_not_solved',
          `The puzzle is not solved: ${unsolved.length} of ${puzzle.layout.clues.length} clues are missing or wrong. Scores are stored for completed grids only.`,
        );
      }
      if (session.elapsedSeconds < MIN_COMPLETION_SECONDS) {
        throw unprocessable(
          'impossible_time',
          `A solve in ${session.elapsedSeconds} s is an impossible time: the minimum is ${MIN_COMPLETION_SECONDS} s from the session start.`,
        );
      }

      const values = {
        completionTime: Math.min(session.elapsedSeconds, CROSSWORD.scoreClamps.completionTime.max),
        hintsUsed: Math.min(session.totalHints, CROSSWORD.scoreClamps.hintsUsed.max),
        mistakesCount: Math.min(session.totalMistakes, CROSSWORD.scoreClamps.mistakesCount.max),
      };
      const score = computeScore(values);
      const stored = await repository.insertScore(db, {
        sessionId: session.id,
        puzzleDate: claims.puzzleDate,
        username: username.username,
        theme: puzzle.layout.theme,
        ...values,
        score,
      });
      if (!stored) throw conflict('A score was already submitted for this session.', 'already_submitted');
      topLists.delete(`daily:${claims.puzzleDate}`);
      topLists.delete('all-time');
      const rank = await repository.queryRank(db, repository.dailyRankQuery(claims.puzzleDate, score, values.completionTime, stored.id));
      return { id: stored.id, score, ...values, rank };
    },

    /** The top 10 of a day or of all time, plus the named user's best entry when it ranks beyond them. */
    async leaderboard(scope: { date: string } | 'all-time', username?: string): Promise<LeaderboardResponse> {
      if (scope !== 'all-time' && !isCalendarDate(scope.date)) {
        throw badRequest('The leaderboard date must be a calendar date written YYYY-MM-DD.', 'invalid_date');
      }
      let name: string | undefined;
      if (username !== undefined && username.trim() !== '') {
        const checked = validateUsername(username);
        if (!checked.ok) throw badRequest(checked.message, 'invalid_username');
        name = checked.username;
      }
      const key = scope === 'all-time' ? 'all-time' : `daily:${scope.date}`;
      const loadTop = () =>
        repository.queryEntries(
          db,
          scope === 'all-time' ? repository.allTimeTopQuery(CROSSWORD.leaderboardTop) : repository.dailyTopQuery(scope.date, CROSSWORD.leaderboardTop),
        );
      const final = scope !== 'all-time' && scope.date < isoDate(new Date(now().getTime() - 2 * 86_400_000));
      let top = await topList(key, loadTop, { final });
      let mine: repository.EntryRow | undefined;
      if (name && !top.some((entry) => entry.username === name)) {
        [mine] = await repository.queryEntries(db, scope === 'all-time' ? repository.allTimeBestQuery(name) : repository.dailyBestQuery(scope.date, name));
        // The user ranks within the top 10 but the remembered list predates their score: read it again.
        if (mine && (mine.rank ?? 0) <= CROSSWORD.leaderboardTop) top = await topList(key, loadTop, { fresh: true, final });
      }
      const entries = top.map((entry, index) => ({ ...entry, rank: index + 1 }));
      if (mine && (mine.rank ?? 0) > CROSSWORD.leaderboardTop) entries.push({ ...mine, rank: Number(mine.rank) });
      return entries;
    },
  };
}

export type CrosswordService = ReturnType<typeof createCrosswordService>;
