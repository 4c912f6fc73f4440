import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { HintResponse, LeaderboardEntry, PuzzleView, ScoreResponse, SessionState, SolveClueResponse, WrongAnswerError } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';
import { get, post, request } from '../../test-support/http';
import {
  HIGH_LIMITS,
  backdateSession,
  daysAgo,
  sessionIdOf,
  signToken,
  solutionCells,
  solveClue,
  solvePuzzle,
  startSession,
  storedClues,
  scoreBody,
  today,
  wrongLetter,
  type ErrorBody,
} from '../../test-support/crossword-play';
import { TOP_LIST_CACHE_MS } from './service';

const yesterday = () => daysAgo(1);
/** The token with one signature character changed. */
const forge = (token: string) => {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
};

async function storedCounts(server: TestServer) {
  const result = await server.context.database.db.execute(sql`
    select (select count(*) from crossword_scores)::int as scores,
           (select coalesce(sum(count), 0) from crossword_score_histogram)::int as histogram,
           (select count(*) from crossword_sessions where completed_at is not null)::int as submitted`);
  return rowsOf<{ scores: number; histogram: number; submitted: number }>(result)[0];
}

async function insertScores(server: TestServer, rows: { puzzleDate: string; username: string; score: number; completionTime: number }[]) {
  for (const row of rows) {
    await server.context.database.db.execute(sql`
      insert into crossword_scores (session_id, puzzle_date, username, theme, completion_time, hints_used, mistakes_count, score)
      values (gen_random_uuid(), ${row.puzzleDate}::date, ${row.username}, 'Finance & Growth', ${row.completionTime}, 0, 0, ${row.score})`);
    await server.context.database.db.execute(sql`
      insert into crossword_score_histogram (score, count) values (${row.score}, 1)
      on conflict (score) do update set count = crossword_score_histogram.count + 1`);
  }
}

/** The clock the remembered top-10 lists expire by: moved past their life when rows were written behind the API. */
let listClockTime = Date.now();
const advanceListClock = (ms: number) => void (listClockTime += ms);

describeEachDatabase(
  'Crossword API',
  (server) => {
    describe('the daily puzzle', () => {
      it('When the puzzle is requested, then it is a 12x12 grid with four numbered clues and no answers', async () => {
        const response = await get<PuzzleView>(server().url, '/api/crossword/puzzle');
        expect(response.status).toBe(200);
        const view = response.body;
        expect(view.puzzleDate).toBe(today());
        expect(view.size).toBe(12);
        expect(view.cells).toHaveLength(12);
        expect(view.cells.every((row) => row.length === 12)).toBe(true);
        expect(view.clues.map((clue) => clue.number)).toEqual([1, 2, 3, 4]);
        expect(response.text).not.toMatch(/"answer"|"businessConcept"|"hints"/);
        const clues = await storedClues(server());
        for (const clue of clues) {
          expect(response.text).not.toContain(`"${clue.answer}"`);
          expect(view.clues.find((entry) => entry.id === clue.id)).toMatchObject({ length: clue.answer.length, startRow: clue.startRow, startCol: clue.startCol });
        }
      });

      it('When the puzzle is requested twice, then the same stored puzzle is served', async () => {
        const first = await get<PuzzleView>(server().url, '/api/crossword/puzzle');
        const second = await get<PuzzleView>(server().url, `/api/crossword/puzzle?date=${today()}`);
        expect(second.body).toEqual(first.body);
        const rows = rowsOf<{ count: number }>(await server().context.database.db.execute(sql`select count(*)::int as count from crossword_puzzles`));
        expect(rows[0]?.count).toBe(1);
      });

      it('When a future, unknown or bad date is asked for, then it is refused clearly', async () => {
        const tomorrow = await get<ErrorBody>(server().url, `/api/crossword/puzzle?date=${daysAgo(-1)}`);
        expect(tomorrow.status).toBe(404);
        expect(tomorrow.body.error).toBe('puzzle_not_available');
        const unknown = await get<ErrorBody>(server().url, '/api/crossword/puzzle?date=2001-01-01');
        expect(unknown).toMatchObject({ status: 404, body: { error: 'puzzle_not_available' } });
        const bad = await get<ErrorBody>(server().url, '/api/crossword/puzzle?date=2026-02-30');
        expect(bad.status).toBe(400);
      });
    });

    describe('sessions', () => {
      it('When a valid token of the day is sent back, then the session resumes with the same start time and solved clues', async () => {
        const first = await startSession(server());
        expect(first).toMatchObject({ mistakesCount: 0, hintsUsed: 0, submitted: false, resumed: false, puzzleDate: today(), solvedClueIds: [] });
        const [clue] = await storedClues(server());
        if (!clue) throw new Error('no clue');
        expect((await solveClue(server(), first.sessionToken, clue.id, clue.answer)).status).toBe(200);
        const again = await startSession(server(), { sessionToken: first.sessionToken });
        expect(again).toMatchObject({ startedAt: first.startedAt, sessionToken: first.sessionToken, resumed: true, ranked: first.ranked, solvedClueIds: [clue.id] });
      });

      it('When the token is forged or expired, then a new session starts instead', async () => {
        const first = await startSession(server());
        const forged = forge(first.sessionToken);
        expect((await startSession(server(), { sessionToken: forged })).resumed).toBe(false);
        const expired = signToken(server(), { sessionId: sessionIdOf(first.sessionToken), puzzleDate: today(), expiresAt: 1000 });
        expect((await startSession(server(), { sessionToken: expired })).resumed).toBe(false);
      });

      it('When a session for a day without a stored puzzle or a future day is asked for, then it is refused', async () => {
        for (const puzzleDate of ['2001-01-01', daysAgo(-1)]) {
          const response = await post<ErrorBody>(server().url, '/api/crossword/session', { puzzleDate });
          expect(response).toMatchObject({ status: 404, body: { error: 'puzzle_not_available' } });
        }
        const badPlayer = await post<ErrorBody>(server().url, '/api/crossword/session', { puzzleDate: today(), playerId: 'not-a-uuid' });
        expect(badPlayer).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
      });
    });

    describe('letter checks', () => {
      it('When a right letter is typed, then it is correct and nothing is counted', async () => {
        const session = await startSession(server());
        const [cell] = solutionCells(await storedClues(server()));
        const response = await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: cell?.letter.toLowerCase() });
        expect(response.status).toBe(200);
        // The session's first check claims its ranked play and says so.
        expect(response.body).toEqual({ correct: true, reset: false, play: { kind: 'ranked' } });
      });

      it('When wrong letters reach five, then mistakes and hints reset to 0 and the start time is kept', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const [cell] = solutionCells(clues);
        if (!cell) throw new Error('no cell');
        await post(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: 1 });
        const counts: unknown[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const response = await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell.row, col: cell.col, letter: wrongLetter(cell.letter) });
          expect(response.status).toBe(200);
          counts.push(response.body);
        }
        expect(counts).toEqual([
          { correct: false, reset: false, mistakesCount: 1, hintsUsed: 1, epoch: 0 },
          { correct: false, reset: false, mistakesCount: 2, hintsUsed: 1, epoch: 0 },
          { correct: false, reset: false, mistakesCount: 3, hintsUsed: 1, epoch: 0 },
          { correct: false, reset: false, mistakesCount: 4, hintsUsed: 1, epoch: 0 },
          { correct: false, reset: true, mistakesCount: 0, hintsUsed: 0, epoch: 1 },
        ]);
        const resumed = await startSession(server(), { sessionToken: session.sessionToken });
        expect(resumed).toMatchObject({ startedAt: session.startedAt, mistakesCount: 0, hintsUsed: 0 });
        const [stored] = rowsOf<{ resets: number }>(
          await server().context.database.db.execute(sql`select resets from crossword_sessions where id = ${sessionIdOf(session.sessionToken)}::uuid`),
        );
        expect(stored?.resets).toBe(1);
      });

      it('When a blocked or outside cell, a non-letter or a bad token is sent, then it is a clear 4xx', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const open = new Set(solutionCells(clues).map((cell) => `${cell.row},${cell.col}`));
        const blocked = Array.from({ length: 144 }, (_, index) => [Math.floor(index / 12), index % 12]).find(([r, c]) => !open.has(`${r},${c}`)) as [number, number];
        const check = (body: Record<string, unknown>) => post<ErrorBody>(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: 0, col: 0, letter: 'A', ...body });

        expect(await check({ row: blocked[0], col: blocked[1] })).toMatchObject({ status: 400, body: { error: 'blocked_cell' } });
        expect((await check({ row: 12 })).status).toBe(400);
        expect((await check({ col: -1 })).status).toBe(400);
        expect((await check({ letter: '1' })).status).toBe(400);
        expect((await check({ letter: 'AB' })).status).toBe(400);
        expect(await check({ sessionToken: 'forged' })).toMatchObject({ status: 401, body: { error: 'invalid_session' } });
        const expired = signToken(server(), { sessionId: sessionIdOf(session.sessionToken), puzzleDate: today(), expiresAt: Math.floor(Date.now() / 1000) - 1 });
        expect(await check({ sessionToken: expired })).toMatchObject({ status: 401, body: { error: 'session_expired' } });
      });
    });

    describe('hints', () => {
      type HintAnswer = HintResponse & ErrorBody;
      const askHint = (sessionToken: string, clueId: number, cell?: { row: number; col: number }) =>
        post<HintAnswer>(server().url, '/api/crossword/hint', { sessionToken, clueId, ...(cell ? { cell } : {}) });

      it('When hints go to different clues, then each first one is conceptual, a second simpler, and the fourth is refused', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const first = await askHint(session.sessionToken, 1);
        expect(first.body).toMatchObject({ kind: 'conceptual', hint: clues[0]?.hints[0], hintsUsed: 1, hintsRemaining: 2 });
        expect((await askHint(session.sessionToken, 1)).body).toMatchObject({ kind: 'simpler', hint: clues[0]?.hints[1], hintsUsed: 2, hintsRemaining: 1 });
        expect((await askHint(session.sessionToken, 2)).body).toMatchObject({ kind: 'conceptual', hint: clues[1]?.hints[0], hintsUsed: 3, hintsRemaining: 0 });
        const refused = await askHint(session.sessionToken, 3);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ error: 'hint_limit_reached', message: 'Maximum hint limit reached.' });
        expect((await askHint(session.sessionToken, 99)).status).toBe(400);
      });

      it('When all three hints go to one clue, then the third reveals the requested square, never repeating a text', async () => {
        const session = await startSession(server());
        const [clue] = await storedClues(server());
        if (!clue) throw new Error('no clue');
        const squares = solutionCells([clue]);
        const wanted = squares[2] as { row: number; col: number; letter: string };
        const texts = [(await askHint(session.sessionToken, clue.id)).body.hint, (await askHint(session.sessionToken, clue.id)).body.hint];
        const third = await askHint(session.sessionToken, clue.id, { row: wanted.row, col: wanted.col });
        expect(third.status).toBe(200);
        expect(third.body).toMatchObject({ kind: 'letter', revealed: wanted, hintsUsed: 3, hintsRemaining: 0 });
        expect(new Set([...texts, third.body.hint]).size).toBe(3);
      });

      it('When the third hint names a square outside the clue or one shown before, then the first square not shown before is revealed', async () => {
        const clues = await storedClues(server());
        const [clue] = clues;
        if (!clue) throw new Error('no clue');
        const squares = solutionCells([clue]);
        const outside = solutionCells(clues).find((cell) => !squares.some((square) => square.row === cell.row && square.col === cell.col));
        const session = await startSession(server());
        await askHint(session.sessionToken, clue.id);
        await askHint(session.sessionToken, clue.id);
        if (!outside) throw new Error('no square outside the first clue');
        expect((await askHint(session.sessionToken, clue.id, { row: outside.row, col: outside.col })).body.revealed).toEqual(squares[0]);

        // Five mistakes reset the hints; the clue's next third hint shows another square, even when the first is asked for.
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: squares[0]?.row, col: squares[0]?.col, letter: wrongLetter(squares[0]?.letter ?? 'A') });
        }
        await askHint(session.sessionToken, clue.id);
        await askHint(session.sessionToken, clue.id);
        const again = await askHint(session.sessionToken, clue.id, { row: squares[0]?.row ?? 0, col: squares[0]?.col ?? 0 });
        expect(again.body.revealed).toEqual(squares[1]);
      });
    });

    describe('clue answers and completion', () => {
      it('When a filled clue is right, then its concept and insight are returned and the clue is recorded', async () => {
        const session = await startSession(server());
        const [clue] = await storedClues(server());
        if (!clue) throw new Error('no clue');
        const right = await solveClue(server(), session.sessionToken, clue.id, clue.answer.toLowerCase());
        expect(right).toMatchObject({ status: 200, body: { clueId: clue.id, businessConcept: clue.businessConcept, insight: clue.insight, puzzleComplete: false } });
        expect(right.body.completion).toBeUndefined();
      });

      it('When a clue answer is wrong, then it counts as a mistake exactly like a wrong letter, up to the fifth-mistake reset', async () => {
        const session = await startSession(server());
        const [clue] = await storedClues(server());
        if (!clue) throw new Error('no clue');
        await post(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: clue.id });
        const bodies: WrongAnswerError[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const wrong = await post<WrongAnswerError>(server().url, '/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: clue.id, answer: 'X'.repeat(clue.answer.length) });
          expect(wrong.status).toBe(422);
          bodies.push(wrong.body);
        }
        expect(bodies.map(({ error, mistakesCount, hintsUsed, reset }) => ({ error, mistakesCount, hintsUsed, reset }))).toEqual([
          { error: 'wrong_answer', mistakesCount: 1, hintsUsed: 1, reset: false },
          { error: 'wrong_answer', mistakesCount: 2, hintsUsed: 1, reset: false },
          { error: 'wrong_answer', mistakesCount: 3, hintsUsed: 1, reset: false },
          { error: 'wrong_answer', mistakesCount: 4, hintsUsed: 1, reset: false },
          { error: 'wrong_answer', mistakesCount: 0, hintsUsed: 0, reset: true },
        ]);
        expect(bodies[0]?.message).toContain('do not solve');
      });

      it('When the last clue is solved, then the session is complete with the server’s time, lifetime hints and mistakes, and score', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const [cell] = solutionCells(clues);
        await post(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: 2 });
        await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: wrongLetter(cell?.letter ?? 'A') });
        const last = await solvePuzzle(server(), session, { seconds: 300 });
        expect(last.body.puzzleComplete).toBe(true);
        const completion = last.body.completion;
        expect(completion).toMatchObject({ hintsUsed: 1, mistakesCount: 1, clean: false, ranked: true });
        expect(completion?.completionTime).toBeGreaterThanOrEqual(300);
        expect(completion?.completionTime).toBeLessThan(330);
        expect(completion?.stats).toBeUndefined();

        // Play after completion is not counted, and the completion is the same when asked again later.
        const check = await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: wrongLetter(cell?.letter ?? 'A') });
        expect(check.body).toEqual({ correct: false, reset: false, mistakesCount: 1, hintsUsed: 1, epoch: 0 });
        expect((await post<ErrorBody>(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: 1 })).body.error).toBe('puzzle_complete');
        await backdateSession(server(), session.sessionToken, 600);
        const again = await solveClue(server(), session.sessionToken, clues[0]?.id ?? 1, clues[0]?.answer ?? '');
        expect(again.body.completion).toEqual(completion);
        const resumed = await startSession(server(), { sessionToken: session.sessionToken });
        expect([...resumed.solvedClueIds].sort()).toEqual(clues.map((clue) => clue.id).sort());
      });
    });

    describe('the board: state, Reset and epochs', () => {
      const stateOf = async (sessionToken: string) => (await post<SessionState>(server().url, '/api/crossword/session/state', { sessionToken })).body;

      it('When two clues are solved and the player resets, then the state forgets them and keeps the counts; the epoch grows', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const [cell] = solutionCells(clues);
        await post(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: 3 });
        await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: wrongLetter(cell?.letter ?? 'A') });
        for (const clue of clues.slice(0, 2)) await solveClue(server(), session.sessionToken, clue.id, clue.answer);
        const before = await stateOf(session.sessionToken);
        expect(before).toMatchObject({ epoch: 0, mistakesCount: 1, hintsUsed: 1, submitted: false });
        expect([...before.solvedClueIds].sort()).toEqual(clues.slice(0, 2).map((clue) => clue.id).sort());
        expect(new Set(before.letters.map((letter) => `${letter.row},${letter.col},${letter.letter}`))).toEqual(
          new Set(solutionCells(clues.slice(0, 2)).map((letter) => `${letter.row},${letter.col},${letter.letter}`)),
        );
        expect(before.completion).toBeUndefined();

        const reset = await post<SessionState>(server().url, '/api/crossword/reset', { sessionToken: session.sessionToken });
        expect(reset.status).toBe(200);
        expect(reset.body).toEqual({ puzzleDate: today(), epoch: 1, mistakesCount: 1, hintsUsed: 1, solvedClueIds: [], letters: [], submitted: false });
        expect(await stateOf(session.sessionToken)).toEqual(reset.body);
        expect((await startSession(server(), { sessionToken: session.sessionToken })).solvedClueIds).toEqual([]);
      });

      it('When a solve confirmation of an earlier epoch arrives after the fifth mistake, then nothing is recorded (409 session_reset)', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const [first, second] = clues;
        if (!first || !second) throw new Error('no clues');
        const solved = await post<SolveClueResponse>(server().url, '/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: first.id, answer: first.answer, epoch: 0 });
        expect(solved.body.epoch).toBe(0);
        const [square] = solutionCells([second]);
        for (let attempt = 0; attempt < 5; attempt += 1) {
          await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: square?.row, col: square?.col, letter: wrongLetter(square?.letter ?? 'A') });
        }
        // The fifth mistake wipes the grid: the solved clue is forgotten with the counts.
        expect(await stateOf(session.sessionToken)).toMatchObject({ epoch: 1, mistakesCount: 0, hintsUsed: 0, solvedClueIds: [], letters: [] });
        const late = await post<ErrorBody>(server().url, '/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: second.id, answer: second.answer, epoch: 0 });
        expect(late).toMatchObject({ status: 409, body: { error: 'session_reset' } });
        expect((await stateOf(session.sessionToken)).solvedClueIds).toEqual([]);
        const current = await post<SolveClueResponse>(server().url, '/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: second.id, answer: second.answer, epoch: 1 });
        expect(current).toMatchObject({ status: 200, body: { clueId: second.id, epoch: 1 } });
      });

      it('When a finished session is reset, or the state is asked with a bad token, then it is a clear 4xx', async () => {
        const session = await startSession(server());
        await solvePuzzle(server(), session, { seconds: 120 });
        expect(await post<ErrorBody>(server().url, '/api/crossword/reset', { sessionToken: session.sessionToken })).toMatchObject({ status: 409, body: { error: 'puzzle_complete' } });
        const state = await stateOf(session.sessionToken);
        expect(state.completion).toMatchObject({ ranked: true });
        expect(state.solvedClueIds).toHaveLength(4);
        expect((await post<ErrorBody>(server().url, '/api/crossword/session/state', { sessionToken: 'forged' })).body.error).toBe('invalid_session');
        expect((await post<ErrorBody>(server().url, '/api/crossword/reset', {})).status).toBe(400);
      });
    });

    describe('scores', () => {
      it('When a completed session is submitted, then the completion’s values are stored and ranked, not the payload’s or the time of the call', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const [cell] = solutionCells(clues);
        await post(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: 2 });
        await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: wrongLetter(cell?.letter ?? 'A') });
        const completion = (await solvePuzzle(server(), session, { seconds: 300 })).body.completion;
        // The player takes a long while to type a name: the time stays the completion's.
        await backdateSession(server(), session.sessionToken, 900);

        const response = await post<ScoreResponse>(server().url, '/api/crossword/score', scoreBody(session, { username: '  grace_h  ', completionTime: 1, hintsUsed: 0, mistakesCount: 0 }));
        expect(response.status).toBe(201);
        expect(response.body).toMatchObject({
          completionTime: completion?.completionTime,
          hintsUsed: 1,
          mistakesCount: 1,
          score: completion?.score,
          leaderboardEntry: 'new',
        });
        expect(response.body.rank).toBeGreaterThanOrEqual(1);

        const daily = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${today()}`);
        expect(daily.body).toContainEqual(expect.objectContaining({ id: response.body.id, username: 'grace_h', score: response.body.score, puzzleDate: today() }));
        const allTime = await get<LeaderboardEntry[]>(server().url, '/api/crossword/leaderboard/all-time');
        expect(allTime.body).toContainEqual(expect.objectContaining({ id: response.body.id, username: 'grace_h' }));

        const again = await post<ErrorBody>(server().url, '/api/crossword/score', scoreBody(session, { username: 'grace_h' }));
        expect(again.status).toBe(409);
        expect(again.body).toMatchObject({ error: 'already_submitted', message: expect.stringContaining('already submitted') });
      });

      it('When a player cheats or sends garbage, then the score is refused with a clear 4xx and nothing is stored', async () => {
        const clues = await storedClues(server());
        const session = await startSession(server());
        const before = await storedCounts(server());
        const submit = (body: unknown) => post<ErrorBody>(server().url, '/api/crossword/score', body);

        // Not completed yet: three of four clues solved, the answers in the payload do not count.
        for (const clue of clues.slice(0, 3)) await solveClue(server(), session.sessionToken, clue.id, clue.answer);
        const answers = Object.fromEntries(clues.map((clue) => [String(clue.id), clue.answer]));
        expect(await submit(scoreBody(session, { answers }))).toMatchObject({ status: 422, body: { error: 'puzzle_not_solved' } });

        const cases: [string, unknown, number, string][] = [
          ['a forged token', scoreBody(session, { sessionToken: forge(session.sessionToken) }), 401, 'invalid_session'],
          ['an expired token', scoreBody(session, { sessionToken: signToken(server(), { sessionId: sessionIdOf(session.sessionToken), puzzleDate: today(), expiresAt: 1_000_000 }) }), 401, 'session_expired'],
          ['another day’s token', scoreBody(session, { sessionToken: signToken(server(), { sessionId: sessionIdOf(session.sessionToken), puzzleDate: yesterday(), expiresAt: 4_000_000_000 }) }), 400, 'wrong_puzzle_date'],
          ['another day in the payload', scoreBody(session, { puzzleDate: yesterday() }), 400, 'wrong_puzzle_date'],
          ['an unknown session', scoreBody(session, { sessionToken: signToken(server(), { sessionId: '00000000-0000-4000-8000-000000000000', puzzleDate: today(), expiresAt: 4_000_000_000 }) }), 401, 'session_not_found'],
          ['a script tag as username', scoreBody(session, { username: '<script>' }), 400, 'invalid_username'],
          ['a one-letter username', scoreBody(session, { username: 'a' }), 400, 'invalid_username'],
          ['a 21-character username', scoreBody(session, { username: 'a'.repeat(21) }), 400, 'invalid_username'],
          ['an empty username', scoreBody(session, { username: '   ' }), 400, 'invalid_username'],
          ['a missing field', { ...scoreBody(session), sessionToken: undefined }, 400, 'validation_failed'],
          ['an unknown field', { ...scoreBody(session), admin: true }, 400, 'validation_failed'],
          ['a wrong type', scoreBody(session, { completionTime: 'fast' }), 400, 'validation_failed'],
          ['an array body', [scoreBody(session)], 400, 'validation_failed'],
        ];
        for (const [label, body, status, error] of cases) {
          const response = await submit(body);
          expect({ label, status: response.status, error: response.body.error }).toEqual({ label, status, error });
          expect(response.body.message.length).toBeGreaterThan(10);
        }
        const notJson = await request<ErrorBody>(server().url, 'POST', '/api/crossword/score', { body: 'username=ada', headers: { 'content-type': 'text/plain' } });
        expect(notJson.status).toBe(415);

        // Completed in under 20 s: complete, but not credible, so never ranked.
        const [lastClue] = clues.slice(3);
        const fast = await solveClue(server(), session.sessionToken, lastClue?.id ?? 4, lastClue?.answer ?? '');
        expect(fast.body).toMatchObject({ puzzleComplete: true, completion: { ranked: false } });
        const tooFast = await submit(scoreBody(session));
        expect(tooFast).toMatchObject({ status: 422, body: { error: 'impossible_time', message: expect.stringContaining('impossible time') } });
        // Waiting before the score call does not help: the time is the completion's.
        await backdateSession(server(), session.sessionToken, 600);
        expect((await submit(scoreBody(session))).body.error).toBe('impossible_time');
        expect(await storedCounts(server())).toEqual(before);

        // A session completed after 20 s of play with only the optional fields left out is stored.
        const honest = await startSession(server());
        await solvePuzzle(server(), honest, { seconds: 90 });
        const minimal = { username: 'honest_player', puzzleDate: honest.puzzleDate, sessionToken: honest.sessionToken };
        expect((await submit(minimal)).status).toBe(201);
      });

      it('When a username solves the day again, then only a better solve replaces its one entry, and the all-time list ranks daily bests', async () => {
        const play = async (seconds: number, mistakes: number) => {
          const session = await startSession(server());
          const [cell] = solutionCells(await storedClues(server()));
          for (let index = 0; index < mistakes; index += 1) {
            await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: wrongLetter(cell?.letter ?? 'A') });
          }
          await solvePuzzle(server(), session, { seconds });
          return (await post<ScoreResponse>(server().url, '/api/crossword/score', scoreBody(session, { username: 'repeat_solver' }))).body;
        };
        const entries = async () =>
          rowsOf<{ score: number; id: number }>(await server().context.database.db.execute(sql`select score, id from crossword_scores where username = 'repeat_solver' and puzzle_date = ${today()}::date`));

        const first = await play(600, 2);
        expect(first.leaderboardEntry).toBe('new');
        const worse = await play(900, 3);
        expect(worse).toMatchObject({ leaderboardEntry: 'kept', id: first.id });
        expect(worse.score).toBeLessThan(first.score);
        expect(await entries()).toEqual([{ score: first.score, id: first.id }]);

        const better = await play(120, 0);
        expect(better.leaderboardEntry).toBe('improved');
        expect(better.score).toBeGreaterThan(first.score);
        expect(await entries()).toEqual([{ score: better.score, id: better.id }]);

        const allTime = await get<LeaderboardEntry[]>(server().url, '/api/crossword/leaderboard/all-time?username=repeat_solver');
        expect(allTime.body.filter((entry) => entry.username === 'repeat_solver')).toHaveLength(1);
        const histogram = rowsOf<{ entries: number; counted: number }>(
          await server().context.database.db.execute(sql`
            select (select count(*) from crossword_scores)::int as entries, (select sum(count) from crossword_score_histogram)::int as counted`),
        )[0];
        expect(histogram?.counted).toBe(histogram?.entries);
      });

      it('When the user has a rank beyond 10, then the leaderboard adds their best entry after the top 10', async () => {
        const date = '2025-01-15';
        await insertScores(server(), [
          ...Array.from({ length: 12 }, (_, index) => ({ puzzleDate: date, username: `top_${index}`, score: 990 - index, completionTime: 100 })),
          { puzzleDate: date, username: 'late_owl', score: 500, completionTime: 900 },
          { puzzleDate: '2025-01-16', username: 'late_owl', score: 400, completionTime: 950 },
          { puzzleDate: date, username: 'tie_first', score: 985, completionTime: 50 },
        ]);
        // Rows written behind the API's back show in the remembered top-10 lists once those expire.
        advanceListClock(TOP_LIST_CACHE_MS);
        const board = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${date}?username=late_owl`);
        expect(board.status).toBe(200);
        expect(board.body.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14]);
        // Equal scores: the faster time ranks first.
        expect(board.body.slice(0, 7).map((entry) => entry.username)).toEqual(['top_0', 'top_1', 'top_2', 'top_3', 'top_4', 'tie_first', 'top_5']);
        expect(board.body.at(-1)).toMatchObject({ username: 'late_owl', score: 500, completionTime: 900, rank: 14 });

        const inTop = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${date}?username=top_1`);
        expect(inTop.body).toHaveLength(10);

        const allTime = await get<LeaderboardEntry[]>(server().url, '/api/crossword/leaderboard/all-time?username=late_owl');
        const mine = allTime.body.at(-1);
        const higher = rowsOf<{ count: number }>(await server().context.database.db.execute(sql`select count(*)::int as count from crossword_scores where score > 500 or (score = 500 and completion_time < 900)`))[0]?.count ?? 0;
        expect(mine).toMatchObject({ username: 'late_owl', score: 500, rank: higher + 1 });
        expect(allTime.body.slice(0, 10).map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

        const empty = await get<LeaderboardEntry[]>(server().url, '/api/crossword/leaderboard/2020-01-01');
        expect(empty.body).toEqual([]);
      });

      it('When many entries tie, then every user’s own rank, daily and all-time, is the place a full sort gives it', async () => {
        const dates = ['2024-03-01', '2024-03-02'];
        const rows = Array.from({ length: 60 }, (_, index) => ({
          puzzleDate: dates[index % 2] as string,
          username: `tie_${index % 31}`,
          score: 600 + ((index * 7) % 5) * 10,
          completionTime: 200 + ((index * 13) % 4) * 50,
        }));
        await insertScores(server(), rows);
        advanceListClock(TOP_LIST_CACHE_MS);
        const stored = rowsOf<{ id: number; puzzleDate: string; username: string; score: number; completionTime: number }>(
          await server().context.database.db.execute(sql`
            select id, puzzle_date::text as "puzzleDate", username, score, completion_time as "completionTime" from crossword_scores`),
        ).map((row) => ({ ...row, id: Number(row.id), score: Number(row.score), completionTime: Number(row.completionTime) }));
        const byRank = (left: (typeof stored)[number], right: (typeof stored)[number]) =>
          right.score - left.score || left.completionTime - right.completionTime || left.id - right.id;
        const allTime = [...stored].sort(byRank);
        for (const username of ['tie_3', 'tie_17', 'tie_28']) {
          for (const date of dates) {
            const day = stored.filter((row) => row.puzzleDate === date).sort(byRank);
            const expected = day.findIndex((row) => row.username === username) + 1;
            const board = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${date}?username=${username}`);
            const mine = board.body.find((entry) => entry.username === username);
            expect({ date, username, rank: mine?.rank }).toEqual({ date, username, rank: expected });
          }
          const best = allTime.findIndex((row) => row.username === username) + 1;
          const board = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/all-time?username=${username}`);
          expect({ username, rank: board.body.find((entry) => entry.username === username)?.rank }).toEqual({ username, rank: best });
        }
      });

      it('When another API process stored a top score, then its player still sees it at once in the top 10', async () => {
        const date = '2025-02-01';
        await insertScores(server(), [{ puzzleDate: date, username: 'early_bird', score: 700, completionTime: 300 }]);
        expect((await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${date}`)).body).toHaveLength(1);
        // Written straight to the database, as another process would: this process still remembers the old list.
        await insertScores(server(), [{ puzzleDate: date, username: 'other_process', score: 999, completionTime: 60 }]);
        const board = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${date}?username=other_process`);
        expect(board.body.map((entry) => [entry.username, entry.rank])).toEqual([
          ['other_process', 1],
          ['early_bird', 2],
        ]);
      });

      it('When the leaderboard is asked with a bad date or username, then it is a clear 400', async () => {
        expect((await get(server().url, '/api/crossword/leaderboard/yesterday')).status).toBe(400);
        expect((await get(server().url, '/api/crossword/leaderboard/2026-02-30')).status).toBe(400);
        expect((await get(server().url, '/api/crossword/leaderboard/all-time?username=%3Cscript%3E')).status).toBe(400);
        expect((await get(server().url, '/api/crossword/leaderboard/all-time?username=a&username=b')).status).toBe(400);
      });
    });

    describe('random bodies', () => {
      const fuzzyText = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '<script>', '\u0000', 'v1.x.y.z'), fc.integer(), fc.constant(null));
      const anyValue = fc.anything({ maxDepth: 3, maxKeys: 6, withNullPrototype: true, withBigInt: false });
      const fuzzyNumber = fc.oneof(fc.integer({ min: -3, max: 15 }), fc.double(), fc.constantFrom(1.5, -0, 1e308, Number.MAX_SAFE_INTEGER), fuzzyText);

      it('When random bodies arrive at any crossword endpoint, then the answer is never a 5xx and always JSON', async () => {
        const session = await startSession(server());
        const token = fc.oneof(fc.constant(session.sessionToken), fuzzyText, fc.constant(`${session.sessionToken}x`));
        const bodies = fc.oneof(
          anyValue,
          fc.record(
            {
              sessionToken: token,
              puzzleDate: fc.oneof(fc.constant(today()), fuzzyText),
              row: fuzzyNumber,
              col: fuzzyNumber,
              letter: fc.oneof(fc.constantFrom('A', 'z', 'É', 'ß'), fuzzyText),
              clueId: fuzzyNumber,
              answer: fuzzyText,
              username: fuzzyText,
              completionTime: fuzzyNumber,
              hintsUsed: fuzzyNumber,
              mistakesCount: fuzzyNumber,
              theme: fuzzyText,
              answers: fc.oneof(anyValue, fc.dictionary(fc.string({ maxLength: 3 }), fuzzyText, { maxKeys: 5 })),
              playerId: fc.oneof(fc.uuid(), fuzzyText),
              cell: fc.oneof(fc.record({ row: fuzzyNumber, col: fuzzyNumber }), anyValue),
            },
            { requiredKeys: [] },
          ),
        );
        const paths = ['/api/crossword/session', '/api/crossword/check', '/api/crossword/solve-clue', '/api/crossword/hint', '/api/crossword/score'];
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...paths), bodies, async (path, body) => {
            const response = await request(server().url, 'POST', path, { body: JSON.stringify(body) ?? 'undefined', headers: { 'content-type': 'application/json' } });
            expect(response.status).toBeLessThan(500);
            expect(response.headers.get('content-type')).toMatch(/application\/json/);
          }),
          { numRuns: 400 },
        );
        const queries = fc.oneof(fuzzyText, fc.webSegment(), fc.constant('all-time'));
        await fc.assert(
          fc.asyncProperty(queries, fuzzyText, async (segment, username) => {
            const response = await get(server().url, `/api/crossword/leaderboard/${encodeURIComponent(String(segment)) || 'x'}?username=${encodeURIComponent(String(username))}`);
            expect(response.status).toBeLessThan(500);
            const puzzle = await get(server().url, `/api/crossword/puzzle?date=${encodeURIComponent(String(segment))}`);
            expect(puzzle.status).toBeLessThan(500);
            for (const path of ['stats', 'archive']) {
              const answer = await get(server().url, `/api/crossword/${path}?playerId=${encodeURIComponent(String(username))}`);
              expect(answer.status).toBeLessThan(500);
              expect(answer.headers.get('content-type')).toMatch(/application\/json/);
            }
          }),
          { numRuns: 150 },
        );
      });
    });
  },
  HIGH_LIMITS,
  { clock: () => listClockTime },
);

describeEachDatabase(
  'Crossword rate limits',
  (server) => {
    it('When one client checks letters or posts scores too often, then it gets a 429', async () => {
      const session = await startSession(server());
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: 0, col: 0, letter: 'A' })).status);
      }
      expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
      expect(statuses[5]).toBe(429);
      const limited = await post<ErrorBody>(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: 0, col: 0, letter: 'A' });
      expect(limited.body.error).toBe('too_many_requests');
      expect(limited.headers.get('retry-after')).toBeTruthy();

      const scores: number[] = [];
      for (let index = 0; index < 3; index += 1) scores.push((await post(server().url, '/api/crossword/score', { garbage: true })).status);
      expect(scores).toEqual([400, 400, 429]);
    });
  },
  { CROSSWORD_PLAY_RATE_LIMIT: '5', CROSSWORD_SCORE_RATE_LIMIT: '2' },
);
