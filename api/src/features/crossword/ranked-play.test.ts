import { sql } from 'drizzle-orm';
import type { CheckLetterResponse, LeaderboardEntry, ScoreResponse, SessionResponse } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { get, post } from '../../test-support/http';
import { startServersOnOneDatabase } from '../../test-support/shared-database';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';
import {
  HIGH_LIMITS,
  newPlayerId,
  solutionCells,
  solvePuzzle,
  startSession,
  storedClues,
  submitScore,
  today,
  wrongLetter,
  type ErrorBody,
} from '../../test-support/crossword-play';

const checkLetter = (server: TestServer, sessionToken: string, cell: { row: number; col: number }, letter: string, address: string) =>
  post<CheckLetterResponse & ErrorBody>(server.url, '/api/crossword/check', { sessionToken, row: cell.row, col: cell.col, letter }, { 'x-forwarded-for': address });

/** Types the session's first letter (a right one): the check that claims the ranked play. */
async function typeFirstLetter(server: TestServer, session: SessionResponse, address: string) {
  const [cell] = solutionCells(await storedClues(server));
  if (!cell) throw new Error('no cell');
  return checkLetter(server, session.sessionToken, cell, cell.letter, address);
}

describeEachDatabase(
  'Crossword ranked and practice sessions',
  (server) => {
    it('When a player starts the day again, then the later session is practice, and resuming a token keeps its session', async () => {
      const playerId = newPlayerId();
      const address = '192.0.2.10';
      const first = await startSession(server(), { playerId, address });
      expect(first).toMatchObject({ ranked: true, resumed: false, play: { kind: 'ranked' } });
      expect(first.practiceReason).toBeUndefined();
      expect((await typeFirstLetter(server(), first, address)).body).toMatchObject({ correct: true, play: { kind: 'ranked' } });
      const second = await startSession(server(), { playerId, address });
      expect(second).toMatchObject({
        ranked: false,
        practiceReason: 'repeat_session',
        resumed: false,
        play: { kind: 'practice', reason: 'repeat_session', rankedAgainAt: expect.stringMatching(/T00:00:00\.000Z$/) },
      });

      expect(await startSession(server(), { playerId, address, sessionToken: first.sessionToken })).toMatchObject({ ranked: true, resumed: true, startedAt: first.startedAt });
      expect(await startSession(server(), { playerId, address, sessionToken: second.sessionToken })).toMatchObject({ ranked: false, practiceReason: 'repeat_session', resumed: true });
      // Another player on the same address still gets a ranked session (the address has used 1 of 2).
      expect((await startSession(server(), { playerId: newPlayerId(), address })).ranked).toBe(true);
    });

    it('When two sessions of one player are open, then the first to type keeps the ranked play and the other turns to practice at its first letter', async () => {
      const playerId = newPlayerId();
      const address = '192.0.2.11';
      const [tabA, tabB] = [await startSession(server(), { playerId, address }), await startSession(server(), { playerId, address })];
      expect([tabA.ranked, tabB.ranked]).toEqual([true, true]);
      expect((await typeFirstLetter(server(), tabB, address)).body.play).toEqual({ kind: 'ranked' });
      expect((await typeFirstLetter(server(), tabA, address)).body.play).toMatchObject({ kind: 'practice', reason: 'repeat_session' });
      expect(await startSession(server(), { playerId, address, sessionToken: tabA.sessionToken })).toMatchObject({ ranked: false, resumed: true });
    });

    it('When one address has claimed its ranked plays of the day, then its new sessions are practice, with or without player ids', async () => {
      const address = '192.0.2.20';
      const opened = [
        await startSession(server(), { address }),
        await startSession(server(), { address, playerId: newPlayerId() }),
        await startSession(server(), { address }),
      ];
      // Opening the page claims nothing: all three say ranked until they type.
      expect(opened.every((session) => session.ranked)).toBe(true);
      const plays = [];
      for (const session of opened) plays.push((await typeFirstLetter(server(), session, address)).body.play);
      expect(plays).toEqual([{ kind: 'ranked' }, { kind: 'ranked' }, expect.objectContaining({ kind: 'practice', reason: 'address_limit' })]);
      const sessions = [await startSession(server(), { address }), await startSession(server(), { address, playerId: newPlayerId() })];
      expect(sessions.map((session) => [session.ranked, session.practiceReason])).toEqual([
        [false, 'address_limit'],
        [false, 'address_limit'],
      ]);
      expect((await startSession(server(), { address: '192.0.2.21' })).ranked).toBe(true);
      // The same client written as an IPv4-mapped IPv6 address is the same address.
      expect((await startSession(server(), { address: '::ffff:192.0.2.20' })).practiceReason).toBe('address_limit');
    });

    it('When an address has made too many wrong guesses (letters or answers), then its new sessions are practice for the day', async () => {
      const address = '192.0.2.30';
      const session = await startSession(server(), { address });
      const clues = await storedClues(server());
      const [cell] = solutionCells(clues);
      const [clue] = clues;
      if (!cell || !clue) throw new Error('no puzzle');
      // 3 wrong letters and 2 wrong answers: 5 wrong guesses, the limit of this suite.
      // The first wrong letter claims the session's ranked play; the allowance is 5 wrong guesses (0 per ranked play here).
      for (let index = 0; index < 3; index += 1) await checkLetter(server(), session.sessionToken, cell, wrongLetter(cell.letter), address);
      expect((await startSession(server(), { address, playerId: newPlayerId() })).ranked).toBe(true);
      for (let index = 0; index < 2; index += 1) {
        const wrong = await post<ErrorBody>(server().url, '/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: clue.id, answer: 'X'.repeat(clue.answer.length) }, { 'x-forwarded-for': address });
        expect(wrong.body.error).toBe('wrong_answer');
      }
      expect(await startSession(server(), { address, playerId: newPlayerId() })).toMatchObject({
        ranked: false,
        practiceReason: 'address_limit',
        play: { kind: 'practice', reason: 'address_probing' },
      });
      expect((await startSession(server(), { address: '192.0.2.31', playerId: newPlayerId() })).ranked).toBe(true);
    });

    it('When a practice session is solved, then it completes like any other but its score is refused with 409 practice_session', async () => {
      const playerId = newPlayerId();
      await typeFirstLetter(server(), await startSession(server(), { playerId, address: '192.0.2.40' }), '192.0.2.40');
      const practice = await startSession(server(), { playerId, address: '192.0.2.40' });
      expect(practice.ranked).toBe(false);
      const last = await solvePuzzle(server(), practice, { seconds: 60 });
      expect(last.body).toMatchObject({ puzzleComplete: true, completion: { ranked: false, clean: true, hintsUsed: 0, mistakesCount: 0 } });
      const before = rowsOf<{ count: number }>(await server().context.database.db.execute(sql`select count(*)::int as count from crossword_scores`))[0];
      const refused = await submitScore(server(), practice, { username: 'practice_player' });
      expect(refused).toMatchObject({ status: 409, body: { error: 'practice_session' } });
      const after = rowsOf<{ count: number }>(await server().context.database.db.execute(sql`select count(*)::int as count from crossword_scores`))[0];
      expect(after).toEqual(before);
    });

    it('When sessions are stored and play is rate-limited, then client addresses appear only as keyed hashes', async () => {
      const address = '198.51.100.77';
      const session = await startSession(server(), { address });
      const [cell] = solutionCells(await storedClues(server()));
      if (!cell) throw new Error('no cell');
      await checkLetter(server(), session.sessionToken, cell, wrongLetter(cell.letter), address);
      // The shared rate-limit counters (PostgreSQL) are written a moment after the request.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const dump = rowsOf<{ text: string }>(
        await server().context.database.db.execute(sql`
          select coalesce((select string_agg(address_hash, ',') from crossword_sessions), '') || '|' ||
                 coalesce((select string_agg(address_hash, ',') from crossword_address_days), '') || '|' ||
                 coalesce((select string_agg(key, ',') from rate_limits where key like 'crossword-%'), '') as text`),
      )[0]?.text;
      expect(dump).toMatch(/[A-Za-z0-9_-]{22}/);
      if (server().driver === 'postgres') expect(dump?.split('|')[2]).toMatch(/crossword-play:[A-Za-z0-9_-]{22}/);
      expect(dump).not.toContain('198.51.100');
      expect(dump).not.toContain('127.0.0.1');
    });
  },
  { ...HIGH_LIMITS, CROSSWORD_RANKED_SESSIONS_PER_ADDRESS: '2', CROSSWORD_PROBE_MISTAKES_PER_ADDRESS: '5', CROSSWORD_PROBE_MISTAKES_PER_RANKED_PLAY: '0' },
);

describeEachDatabase(
  'Crossword leaderboard fairness (default limits)',
  (server) => {
    it('When a script learns the grid through /check and plays again from its address with new player ids, then it cannot rank above an honest solve', async () => {
      // An honest player: one ranked session, 90 seconds, no hint, no mistake.
      const honest = await startSession(server(), { playerId: newPlayerId(), address: '198.51.100.1' });
      await solvePuzzle(server(), honest, { seconds: 90, address: '198.51.100.1' });
      const honestScore = await submitScore(server(), honest, { username: 'honest_solver' }, '198.51.100.1');
      expect(honestScore.status).toBe(201);
      const best = (honestScore.body as unknown as ScoreResponse).score;

      // The script: a throw-away session reveals every square by trying letters until the server says correct.
      const attacker = '203.0.113.66';
      const probe = await startSession(server(), { playerId: newPlayerId(), address: attacker });
      const clues = await storedClues(server());
      const learned = new Map<string, string>();
      for (const cell of solutionCells(clues)) {
        for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
          const answer = await checkLetter(server(), probe.sessionToken, cell, letter, attacker);
          expect(answer.status).toBe(200);
          if (answer.body.correct) {
            learned.set(`${cell.row},${cell.col}`, letter);
            break;
          }
        }
      }
      expect(learned.size).toBe(solutionCells(clues).length);

      // Then fresh sessions from the same address, each with a new player id (and one without), solved at once
      // after the 20 s floor with the learned letters.
      const attempts: SessionResponse[] = [probe];
      for (let index = 0; index < 4; index += 1) attempts.push(await startSession(server(), { address: attacker, ...(index < 3 ? { playerId: newPlayerId() } : {}) }));
      const outcomes: { status: number; error?: string; score?: number }[] = [];
      for (const [index, session] of attempts.entries()) {
        await solvePuzzle(server(), session, { seconds: 21, address: attacker });
        const submitted = await submitScore(server(), session, { username: `speedy_${index}` }, attacker);
        outcomes.push({ status: submitted.status, error: submitted.body.error, score: (submitted.body as unknown as ScoreResponse).score });
      }
      for (const outcome of outcomes) {
        if (outcome.status === 201) expect(outcome.score).toBeLessThan(best);
        else expect(outcome).toMatchObject({ status: 409, error: 'practice_session' });
      }
      expect(outcomes.slice(1).every((outcome) => outcome.error === 'practice_session')).toBe(true);

      const board = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${today()}`);
      expect(board.body[0]).toMatchObject({ username: 'honest_solver', score: best, rank: 1 });
    });
  },
  { CROSSWORD_PLAY_RATE_LIMIT: '100000', CROSSWORD_SESSION_RATE_LIMIT: '100000', CROSSWORD_SCORE_RATE_LIMIT: '100000' },
);

// Several processes can share only a PostgreSQL server (PGlite is one process), so this runs when TEST_DATABASE_URL
// is set, as it always is in CI.
const multiProcess = process.env.TEST_DATABASE_URL ? describe : describe.skip;

multiProcess('Crossword ranked limits across API processes on one PostgreSQL', () => {
  let deployment: Awaited<ReturnType<typeof startServersOnOneDatabase>> | undefined;
  beforeAll(async () => {
    deployment = await startServersOnOneDatabase(2, {
      ...HIGH_LIMITS,
      CROSSWORD_RANKED_SESSIONS_PER_ADDRESS: '2',
      CROSSWORD_PROBE_MISTAKES_PER_ADDRESS: '3',
      CROSSWORD_PROBE_MISTAKES_PER_RANKED_PLAY: '0',
    });
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it('When one address and one player spread their sessions over two processes, then the limits count them together', async () => {
    const [first, second] = deployment?.servers ?? [];
    if (!first || !second) throw new Error('two API processes did not start');
    const playerId = newPlayerId();
    const started = await startSession(first, { playerId, address: '192.0.2.50' });
    expect((await typeFirstLetter(second, started, '192.0.2.50')).body.play).toEqual({ kind: 'ranked' });
    expect(await startSession(second, { playerId, address: '192.0.2.50' })).toMatchObject({ ranked: false, practiceReason: 'repeat_session' });

    const opened = await Promise.all([first, second, first, second].map((server) => startSession(server, { address: '192.0.2.60' })));
    const claims = await Promise.all(opened.map((session, index) => typeFirstLetter(index % 2 ? second : first, session, '192.0.2.60')));
    expect(claims.filter((claim) => claim.body.play?.kind === 'ranked')).toHaveLength(2);

    const probe = await startSession(first, { address: '192.0.2.70' });
    const [cell] = solutionCells(await storedClues(first));
    if (!cell) throw new Error('no cell');
    for (const server of [first, second, first]) await checkLetter(server, probe.sessionToken, cell, wrongLetter(cell.letter), '192.0.2.70');
    expect(await startSession(second, { address: '192.0.2.70', playerId: newPlayerId() })).toMatchObject({ ranked: false, practiceReason: 'address_limit' });
  });
});
