/**
 * The crossword API. Every answer is JSON; every refusal is a 4xx `{error, message}` and stores nothing.
 *
 * GET  /api/crossword/puzzle[?date=YYYY-MM-DD]  Today's puzzle (UTC), the same for everyone: {puzzleDate, theme, size,
 *      cells[row][col] {isBlocked, number?}, clues [{id, number, direction, clue, length, startRow, startCol, insight}]}.
 *      Never answers or businessConcept. ?date= may only name today (404 puzzle_not_available otherwise).
 * POST /api/crossword/session {puzzleDate, sessionToken?}  Resumes a valid token of that date (same start time) or
 *      starts a session: {sessionToken, puzzleDate, startedAt, serverTime, expiresAt, mistakesCount, hintsUsed,
 *      submitted, resumed}. Only today's date (400 puzzle_not_available). Rate-limited per client.
 * POST /api/crossword/check {sessionToken, row, col, letter}  {correct, reset, mistakesCount?, hintsUsed?}. A wrong
 *      letter is counted by the server; the fifth resets mistakes and hints (reset: true, start time kept). Erasing
 *      is not a check. 400 blocked_cell for a cell outside the words. Rate-limited per client.
 * POST /api/crossword/solve-clue {sessionToken, clueId, answer}  {clueId, businessConcept, insight} when right;
 *      422 wrong_answer otherwise; 400 unknown_clue. Rate-limited with the checks.
 * POST /api/crossword/hint {sessionToken, clueId}  {clueId, hint, kind, hintsUsed, hintsRemaining}; the first hint
 *      for a clue is the conceptual pointer, later ones simpler; 409 hint_limit_reached 'Maximum hint limit reached.'
 *      after 3. Rate-limited with the checks.
 * POST /api/crossword/score {username, completionTime, hintsUsed, mistakesCount, puzzleDate, theme, sessionToken,
 *      answers {clueId: word}}  {id, score, completionTime, hintsUsed, mistakesCount, rank}: the server's time, hints
 *      and mistakes, clamped per spec, and the score of scoring.ts. Refusals: 401 invalid_session / session_expired,
 *      400 wrong_puzzle_date, 400 invalid_username, 422 puzzle_not_solved, 422 impossible_time (< 20 s),
 *      409 already_submitted. Rate-limited per client.
 * GET  /api/crossword/leaderboard/all-time[?username=]  and  GET /api/crossword/leaderboard/{YYYY-MM-DD}[?username=]
 *      Top 10 in rank order (score desc, completionTime asc, id asc), each with rank, plus the named user's best entry
 *      when it ranks beyond 10.
 * Session tokens: session-token.ts. The daily layout: generator.ts. Rate limits: CROSSWORD_*_RATE_LIMIT (per minute).
 */
import { Router } from 'express';
import {
  checkLetterRequestSchema,
  hintRequestSchema,
  leaderboardQuerySchema,
  puzzleQuerySchema,
  scoreSubmissionSchema,
  sessionRequestSchema,
  solveClueRequestSchema,
} from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { parseBody, parseWith } from '../../lib/validate';
import { createRateLimiter, rateLimit } from '../../shared/rate-limit';
import { createCrosswordService, type CrosswordService } from './service';

const MINUTE = 60_000;

export function createCrosswordRouter(context: AppContext): Router {
  const { config, database } = context;
  const service = createCrosswordServiceFor(context);
  const playLimit = rateLimit(
    createRateLimiter(database, { name: 'crossword-play', windowMs: MINUTE, max: config.CROSSWORD_PLAY_RATE_LIMIT }),
    'Too many crossword checks. Slow down and try again in a minute.',
  );
  const sessionLimit = rateLimit(
    createRateLimiter(database, { name: 'crossword-session', windowMs: MINUTE, max: config.CROSSWORD_SESSION_RATE_LIMIT }),
    'Too many crossword sessions started. Try again in a minute.',
  );
  const scoreLimit = rateLimit(
    createRateLimiter(database, { name: 'crossword-score', windowMs: MINUTE, max: config.CROSSWORD_SCORE_RATE_LIMIT }),
    'Too many scores submitted. Try again in a minute.',
  );

  const router = Router();
  router.get('/crossword/puzzle', async (req, res) => {
    const { date } = parseWith(puzzleQuerySchema, req.query, 'The puzzle query is not valid.');
    res.json(await service.puzzleView(date));
  });
  router.post('/crossword/session', sessionLimit, async (req, res) => {
    res.json(await service.startSession(parseBody(req, sessionRequestSchema)));
  });
  router.post('/crossword/check', playLimit, async (req, res) => {
    res.json(await service.checkLetter(parseBody(req, checkLetterRequestSchema)));
  });
  router.post('/crossword/solve-clue', playLimit, async (req, res) => {
    res.json(await service.solveClue(parseBody(req, solveClueRequestSchema)));
  });
  router.post('/crossword/hint', playLimit, async (req, res) => {
    res.json(await service.hint(parseBody(req, hintRequestSchema)));
  });
  router.post('/crossword/score', scoreLimit, async (req, res) => {
    res.status(201).json(await service.submitScore(parseBody(req, scoreSubmissionSchema)));
  });
  router.get('/crossword/leaderboard/all-time', async (req, res) => {
    const { username } = parseWith(leaderboardQuerySchema, req.query, 'The leaderboard query is not valid.');
    res.json(await service.leaderboard('all-time', username));
  });
  router.get('/crossword/leaderboard/:date', async (req, res) => {
    const { username } = parseWith(leaderboardQuerySchema, req.query, 'The leaderboard query is not valid.');
    res.json(await service.leaderboard({ date: String(req.params.date) }, username));
  });
  return router;
}

/** The service with the configured secret: CROSSWORD_SECRET when set, else the stored server secret. */
export function createCrosswordServiceFor(context: AppContext): CrosswordService {
  return createCrosswordService({
    database: context.database,
    logger: context.logger,
    secret: context.config.CROSSWORD_SECRET ?? context.secrets.crossword,
  });
}
