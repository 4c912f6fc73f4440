/**
 * The crossword API. Every answer is JSON; every refusal is a 4xx `{error, message}` and stores nothing.
 *
 * Error codes (the `error` field; clients read these, never the message):
 *   400 validation_failed, invalid_json, missing_body (415 unsupported_media_type)  the request does not fit the contract
 *   400 invalid_date        a leaderboard date that is not YYYY-MM-DD
 *   400 blocked_cell        a letter check outside the words
 *   400 unknown_clue        a clue id not in the session's puzzle
 *   400 wrong_puzzle_date   a score for another date than the session's
 *   400 invalid_username    the username rule (2–20 letters, digits, _ or -)
 *   400 username_not_allowed, league_name_not_allowed   the name filter (profanity, slurs, reserved names: names.ts)
 *   404 league_not_found    an unknown league code
 *   404 entry_not_found, 409 entry_not_hidden   hiding a leaderboard entry that is not shown / showing one that is not hidden
 *   401 invalid_session, session_expired, session_not_found   the session token
 *   404 puzzle_not_available   a future date, or a past date with no stored puzzle
 *   409 already_submitted   a second score for a session
 *   409 username_taken      the name is held today by another player (score, with `suggestion`) or another member (league)
 *   409 league_full         a league's 501st member
 *   409 practice_session    a score for a practice session (or a daily puzzle finished after its day)
 *   409 hint_limit_reached  'Maximum hint limit reached.' (3 hints per session)
 *   409 puzzle_complete     a hint or a reset for a session whose clues are all solved
 *   409 session_reset       a solve-clue whose `epoch` is not the board's (it was wiped since): nothing is recorded
 *   422 wrong_answer        a wrong solve-clue answer, with {mistakesCount, hintsUsed, reset}
 *   422 puzzle_not_solved   a score before the session's last clue was solved
 *   422 impossible_time     a completion under 20 s from the session start
 *   429 too_many_requests   a rate limit (Retry-After says when to come back)
 *
 * GET  /api/crossword/puzzle[?date=YYYY-MM-DD]  Today's puzzle (UTC) or a stored earlier one (the archive), the same
 *      for everyone: {puzzleDate, theme, size, cells[row][col] {isBlocked, number?}, clues [{id, number, direction,
 *      clue, length, startRow, startCol, insight}]}. Never answers or businessConcept.
 * POST /api/crossword/session {puzzleDate, sessionToken?, playerId?}  Resumes a valid token of that date (same start
 *      time, same ranked flag) or starts a session: {sessionToken, puzzleDate, startedAt, serverTime, expiresAt,
 *      mistakesCount, hintsUsed, submitted, resumed, ranked, practiceReason?, solvedClueIds, play}. Today's puzzle:
 *      ranked unless the player's ranked play of the day is taken or the network (client address) has used its
 *      allowance or probed the grid (practice, `play.reason` 'repeat_session' / 'address_limit' / 'address_probing',
 *      `rankedAgainAt`). The ranked play is claimed at the session's first check (letter, answer or hint), whose answer
 *      then carries `play`. An earlier stored date: practice ('archive'). Rate-limited per client.
 * POST /api/crossword/check {sessionToken, row, col, letter}  {correct, reset, mistakesCount?, hintsUsed?}. A wrong
 *      letter is counted by the server; the fifth resets mistakes and hints (reset: true, start time kept). Erasing
 *      is not a check. Rate-limited per client.
 * POST /api/crossword/solve-clue {sessionToken, clueId, answer}  {clueId, businessConcept, insight, puzzleComplete,
 *      completion?} when right: the clue is recorded as solved; the last one completes the session (its time is taken
 *      then) and `completion` {completionTime, hintsUsed, mistakesCount, score, clean, ranked, stats?} is present
 *      (again on a repeated call). A wrong answer counts as a mistake. Rate-limited with the checks.
 * POST /api/crossword/session/state {sessionToken}  The session as recorded: {puzzleDate, epoch, mistakesCount,
 *      hintsUsed, solvedClueIds, letters [{row, col, letter}] (the squares of the solved clues),
 *      submitted, completion?}. The browser rebuilds its board from it (reload, reset, second tab).
 * POST /api/crossword/reset {sessionToken}  The player's Reset: solved clues are forgotten and the board's `epoch`
 *      grows; mistakes, hints and the start time stay. Answers the new state. The fifth mistake
 *      wipes the board the same way (and its counts go to 0). solve-clue takes the `epoch` its letters were typed in
 *      and records nothing for an older one (409 session_reset).
 * POST /api/crossword/hint {sessionToken, clueId, cell?}  {clueId, hint, kind, revealed?, hintsUsed, hintsRemaining};
 *      per clue: 'conceptual', then 'simpler', then 'letter' (one square revealed: `cell` when it is the clue's and
 *      not shown before, else its first square not shown before). Rate-limited with the checks.
 * POST /api/crossword/score {username, sessionToken, puzzleDate, completionTime?, hintsUsed?, mistakesCount?, theme?,
 *      answers?}  201 {id, score, completionTime, hintsUsed, mistakesCount, rank, leaderboardEntry, currentStreak?,
 *      bestStreak?}: the completion's values (not the payload's, not the time of this call), clamped to the scoring ranges, scored
 *      by scoring.ts. One leaderboard entry per username and day, its best. Rate-limited per client.
 * GET  /api/crossword/leaderboard/all-time[?username=]  and  GET /api/crossword/leaderboard/{YYYY-MM-DD}[?username=]
 *      Top 10 in rank order (score desc, completionTime asc, id asc), each with rank, plus the named user's best entry
 *      when it ranks beyond 10. The all-time list ranks the daily bests.
 * POST /api/crossword/leagues {name}  201 {code, name}. POST /api/crossword/leagues/{code}/members {playerId, username}
 *      201 {code, name, username, members}. GET /api/crossword/leagues/{code}/leaderboard/{YYYY-MM-DD|all-time}
 *      {code, name, members, puzzleDate?, entries}: leagues.ts.
 * GET  /api/admin/crossword/entries?date=  and  POST /api/admin/crossword/entries/{id}/hide|show  (admins only): a
 *      day's entries, shown and hidden; hiding and showing are logged and update the live boards.
 * GET  /api/crossword/stats?playerId=  {currentStreak, bestStreak, solves, cleanSolves, bestTime, medianTime,
 *      lastSolvedDate, archiveSolves}; zeros and nulls for an unknown player.
 * GET  /api/crossword/archive[?playerId=]  {puzzles [{puzzleDate, theme, solved?}]}: stored puzzles before today,
 *      newest first.
 * Socket (path /ws, no login): crossword_subscribe / crossword_unsubscribe {puzzleDate}; the server sends
 *      crossword_leaderboard {puzzleDate, entries} on subscribe and whenever a ranked score enters that day's top 10
 *      (live-leaderboard.ts); crossword_league_subscribe / crossword_league_unsubscribe {code}: crossword_league_leaderboard
 *      {code, daily, allTime} on subscribe and whenever a member solves today's puzzle or joins (league-live.ts).
 * Session tokens: session-token.ts. The daily layout: generator.ts. Rate limits: CROSSWORD_*_RATE_LIMIT (per minute).
 */
import { Router, type Request } from 'express';
import {
  archiveQuerySchema,
  createLeagueRequestSchema,
  isCalendarDate,
  isoDate,
  joinLeagueRequestSchema,
  leagueCodeSchema,
  positiveIdSchema,
  checkLetterRequestSchema,
  hintRequestSchema,
  leaderboardQuerySchema,
  puzzleQuerySchema,
  scoreSubmissionSchema,
  sessionRequestSchema,
  sessionStateRequestSchema,
  solveClueRequestSchema,
  statsQuerySchema,
} from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { parseBody, parseWith } from '../../lib/validate';
import { createRateLimiter, rateLimit } from '../../shared/rate-limit';
import { requireAdmin, sessionOf } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/errors';
import { installLeagueLive } from './league-live';
import { createLeagueService } from './leagues';
import { installLiveLeaderboard } from './live-leaderboard';
import { createCrosswordService, type CrosswordService } from './service';
import { isBotUserAgent } from '../../lib/bot-user-agent';

const MINUTE = 60_000;

export function createCrosswordRouter(context: AppContext): Router {
  const { config, database } = context;
  const service = createCrosswordServiceFor(context);
  const live = installLiveLeaderboard({
    realtime: context.realtime,
    logger: context.logger,
    topList: (puzzleDate) => service.dailyTopList(puzzleDate),
    relayed: Boolean(database.pool),
    hasPuzzle: (puzzleDate) => service.puzzleView(puzzleDate).then(() => true),
    idleMs: config.LEADERBOARD_IDLE_MS,
  });
  service.onDailyTopChange((puzzleDate, entries) => live.publish(puzzleDate, entries));

  const leagues = createLeagueService(database.db);
  const leagueBoards = async (code: string) => ({
    code,
    daily: await leagues.leaderboard(code, { date: isoDate() }),
    allTime: await leagues.leaderboard(code, 'all-time'),
  });
  const leagueLive = installLeagueLive({ realtime: context.realtime, logger: context.logger, boards: leagueBoards, relayed: Boolean(database.pool), idleMs: config.LEADERBOARD_IDLE_MS });
  const publishLeague = (code: string) =>
    leagueLive.publish(code).catch((error: unknown) => context.logger.warn({ err: error, code }, 'crossword: live league update failed'));
  service.onPlayerSolve((playerId) => {
    void leagues
      .leaguesOf(playerId)
      .then((codes) => Promise.all(codes.map(publishLeague)))
      .catch((error: unknown) => context.logger.warn({ err: error }, 'crossword: league lookup failed'));
  });

  // Rate limits count per client by the same keyed hash as the address limits, so no address is stored in clear.
  const byClient = (req: Request) => service.clientKey(req.ip);
  const playLimit = rateLimit(
    createRateLimiter(database, { name: 'crossword-play', windowMs: MINUTE, max: config.CROSSWORD_PLAY_RATE_LIMIT }),
    'Too many crossword checks. Slow down and try again in a minute.',
    byClient,
  );
  const sessionLimit = rateLimit(
    createRateLimiter(database, { name: 'crossword-session', windowMs: MINUTE, max: config.CROSSWORD_SESSION_RATE_LIMIT }),
    'Too many crossword sessions started. Try again in a minute.',
    byClient,
  );
  const scoreLimit = rateLimit(
    createRateLimiter(database, { name: 'crossword-score', windowMs: MINUTE, max: config.CROSSWORD_SCORE_RATE_LIMIT }),
    'Too many scores submitted. Try again in a minute.',
    byClient,
  );

  const router = Router();
  router.get('/crossword/puzzle', async (req, res) => {
    const { date } = parseWith(puzzleQuerySchema, req.query, 'The puzzle query is not valid.');
    res.json(await service.puzzleView(date));
  });
  router.post('/crossword/session', sessionLimit, async (req, res) => {
    res.json(await service.startSession(parseBody(req, sessionRequestSchema), req.ip, isBotUserAgent(req.headers['user-agent'])));
  });
  router.post('/crossword/check', playLimit, async (req, res) => {
    res.json(await service.checkLetter(parseBody(req, checkLetterRequestSchema)));
  });
  router.post('/crossword/solve-clue', playLimit, async (req, res) => {
    res.json(await service.solveClue(parseBody(req, solveClueRequestSchema)));
  });
  router.post('/crossword/session/state', playLimit, async (req, res) => {
    res.json(await service.sessionState(parseBody(req, sessionStateRequestSchema)));
  });
  router.post('/crossword/reset', playLimit, async (req, res) => {
    res.json(await service.resetBoard(parseBody(req, sessionStateRequestSchema)));
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
  router.post('/crossword/leagues', sessionLimit, async (req, res) => {
    const { name } = parseBody(req, createLeagueRequestSchema);
    res.status(201).json(await leagues.create(name));
  });
  router.post('/crossword/leagues/:code/members', sessionLimit, async (req, res) => {
    const code = parseWith(leagueCodeSchema, req.params.code, 'The league code is not valid.');
    const { playerId, username } = parseBody(req, joinLeagueRequestSchema);
    const joined = await leagues.join(code, playerId, username);
    void publishLeague(code);
    res.status(201).json(joined);
  });
  router.get('/crossword/leagues/:code/leaderboard/:scope', async (req, res) => {
    const code = parseWith(leagueCodeSchema, req.params.code, 'The league code is not valid.');
    const scope = String(req.params.scope);
    if (scope !== 'all-time' && !isCalendarDate(scope)) {
      throw badRequest('The league board is a calendar date written YYYY-MM-DD, or all-time.', 'invalid_date');
    }
    res.json(await leagues.leaderboard(code, scope === 'all-time' ? 'all-time' : { date: scope }));
  });

  // Moderation: an admin hides a leaderboard entry or shows it again (logged; both boards stay live).
  router.use('/admin/crossword', requireAdmin(context));
  router.get('/admin/crossword/entries', async (req, res) => {
    const date = String(req.query.date ?? isoDate());
    if (!isCalendarDate(date)) throw badRequest('The date must be a calendar date written YYYY-MM-DD.', 'invalid_date');
    res.json(await service.entriesForModeration(date));
  });
  router.post('/admin/crossword/entries/:id/:action', async (req, res) => {
    const id = parseWith(positiveIdSchema, Number(req.params.id), 'The entry id is not valid.');
    const action = String(req.params.action);
    if (action !== 'hide' && action !== 'show') throw notFound('Entries can be hidden (hide) or shown again (show).', 'not_found');
    res.json(await service.moderateEntry(id, action, sessionOf(res).user.id));
  });

  router.get('/crossword/stats', async (req, res) => {
    const { playerId } = parseWith(statsQuerySchema, req.query, 'The stats query needs a playerId (a UUID).');
    res.json(await service.stats(playerId));
  });
  router.get('/crossword/archive', async (req, res) => {
    const { playerId } = parseWith(archiveQuerySchema, req.query, 'The archive query is not valid.');
    res.json(await service.archive(playerId));
  });
  return router;
}

/** The service with the configured settings; the secret is CROSSWORD_SECRET when set, else the stored server secret. */
export function createCrosswordServiceFor(context: AppContext): CrosswordService {
  return createCrosswordService({
    database: context.database,
    logger: context.logger,
    secret: context.config.CROSSWORD_SECRET ?? context.secrets.crossword,
    limits: {
      rankedSessionsPerAddress: context.config.CROSSWORD_RANKED_SESSIONS_PER_ADDRESS,
      wrongGuessesPerAddress: context.config.CROSSWORD_PROBE_MISTAKES_PER_ADDRESS,
      wrongGuessesPerRankedPlay: context.config.CROSSWORD_PROBE_MISTAKES_PER_RANKED_PLAY,
      wrongGuessesPerSession: context.config.CROSSWORD_PROBE_MISTAKES_PER_SESSION,
    },
    backfillDays: context.config.CROSSWORD_ARCHIVE_BACKFILL_DAYS,
    ...(context.clock ? { cacheClock: context.clock } : {}),
  });
}
