import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { clueCells, isoDate, type LeaderboardEntry, type PuzzleView, type ScoreResponse, type SessionResponse } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';
import { get, post, request } from '../../test-support/http';
import type { PlacedClue, StoredLayout } from './layout';
import { TOP_LIST_CACHE_MS } from './service';
import { createSessionTokens } from './session-token';

type ErrorBody = { error: string; message: string };

const today = () => isoDate();
const yesterday = () => isoDate(new Date(Date.now() - 86_400_000));
const HIGH_LIMITS = { CROSSWORD_PLAY_RATE_LIMIT: '100000', CROSSWORD_SESSION_RATE_LIMIT: '100000', CROSSWORD_SCORE_RATE_LIMIT: '100000' };

/** The answers as the server stores them (tests may read the database; the browser never gets them). */
async function storedClues(server: TestServer, puzzleDate: string = today()): Promise<PlacedClue[]> {
  const result = await server.context.database.db.execute(sql`select layout from crossword_puzzles where puzzle_date = ${puzzleDate}::date`);
  const [row] = rowsOf<{ layout: StoredLayout }>(result);
  if (!row) throw new Error(`no puzzle stored for ${puzzleDate}`);
  return row.layout.clues;
}

function solutionCells(clues: readonly PlacedClue[]): { row: number; col: number; letter: string }[] {
  const cells = new Map<string, { row: number; col: number; letter: string }>();
  for (const clue of clues) {
    clueCells({ ...clue, length: clue.answer.length }).forEach(([row, col], index) => {
      cells.set(`${row},${col}`, { row, col, letter: clue.answer[index] as string });
    });
  }
  return [...cells.values()];
}

const wrongLetter = (letter: string) => (letter === 'Q' ? 'Z' : 'Q');
const answersOf = (clues: readonly PlacedClue[]) => Object.fromEntries(clues.map((clue) => [String(clue.id), clue.answer]));
const sessionIdOf = (token: string) => token.split('.')[1] as string;
/** The token with one signature character changed. */
const forge = (token: string) => {
  const at = token.length - 10;
  return `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
};

async function startSession(server: TestServer, sessionToken?: string): Promise<SessionResponse> {
  const response = await post<SessionResponse>(server.url, '/api/crossword/session', { puzzleDate: today(), ...(sessionToken ? { sessionToken } : {}) });
  if (response.status !== 200) throw new Error(`session: ${response.status} ${response.text}`);
  return response.body;
}

/** Moves a session's start back, as if the player had been solving for that long. */
async function backdateSession(server: TestServer, token: string, seconds: number): Promise<void> {
  await server.context.database.db.execute(
    sql`update crossword_sessions set started_at = started_at - make_interval(secs => ${seconds}) where id = ${sessionIdOf(token)}::uuid`,
  );
}

/** A token signed with the server's real secret, for claims the server would never issue itself. */
function signToken(server: TestServer, claims: { sessionId: string; puzzleDate: string; expiresAt: number }): string {
  return createSessionTokens(server.context.config.CROSSWORD_SECRET ?? server.context.secrets.crossword).issue(claims);
}

async function storedCounts(server: TestServer) {
  const result = await server.context.database.db.execute(sql`
    select (select count(*) from crossword_scores)::int as scores,
           (select coalesce(sum(count), 0) from crossword_score_histogram)::int as histogram,
           (select count(*) from crossword_sessions where completed_at is not null)::int as submitted`);
  return rowsOf<{ scores: number; histogram: number; submitted: number }>(result)[0];
}

function scoreBody(session: SessionResponse, clues: readonly PlacedClue[], overrides: Record<string, unknown> = {}) {
  return {
    username: 'ada_lovelace',
    completionTime: 100,
    hintsUsed: 0,
    mistakesCount: 0,
    puzzleDate: session.puzzleDate,
    theme: 'anything',
    sessionToken: session.sessionToken,
    answers: answersOf(clues),
    ...overrides,
  };
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

      it('When another day or a bad date is asked for, then it is refused clearly', async () => {
        const other = await get<ErrorBody>(server().url, `/api/crossword/puzzle?date=${yesterday()}`);
        expect(other.status).toBe(404);
        expect(other.body.error).toBe('puzzle_not_available');
        const bad = await get<ErrorBody>(server().url, '/api/crossword/puzzle?date=2026-02-30');
        expect(bad.status).toBe(400);
      });
    });

    describe('sessions', () => {
      it('When a valid token of the day is sent back, then the session resumes with the same start time', async () => {
        const first = await startSession(server());
        expect(first).toMatchObject({ mistakesCount: 0, hintsUsed: 0, submitted: false, resumed: false, puzzleDate: today() });
        const again = await startSession(server(), first.sessionToken);
        expect(again).toMatchObject({ startedAt: first.startedAt, sessionToken: first.sessionToken, resumed: true });
      });

      it('When the token is forged or expired, then a new session starts instead', async () => {
        const first = await startSession(server());
        const forged = forge(first.sessionToken);
        expect((await startSession(server(), forged)).resumed).toBe(false);
        const expired = signToken(server(), { sessionId: sessionIdOf(first.sessionToken), puzzleDate: today(), expiresAt: 1000 });
        expect((await startSession(server(), expired)).resumed).toBe(false);
      });

      it('When a session for another day is asked for, then it is refused', async () => {
        const response = await post<ErrorBody>(server().url, '/api/crossword/session', { puzzleDate: yesterday() });
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('puzzle_not_available');
      });
    });

    describe('letter checks', () => {
      it('When a right letter is typed, then it is correct and nothing is counted', async () => {
        const session = await startSession(server());
        const [cell] = solutionCells(await storedClues(server()));
        const response = await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: cell?.letter.toLowerCase() });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ correct: true, reset: false });
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
          { correct: false, reset: false, mistakesCount: 1, hintsUsed: 1 },
          { correct: false, reset: false, mistakesCount: 2, hintsUsed: 1 },
          { correct: false, reset: false, mistakesCount: 3, hintsUsed: 1 },
          { correct: false, reset: false, mistakesCount: 4, hintsUsed: 1 },
          { correct: false, reset: true, mistakesCount: 0, hintsUsed: 0 },
        ]);
        const resumed = await startSession(server(), session.sessionToken);
        expect(resumed).toMatchObject({ startedAt: session.startedAt, mistakesCount: 0, hintsUsed: 0 });
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

    describe('hints and clue completion', () => {
      it('When hints are asked for, then the first per clue is conceptual, later ones simpler, and the fourth is refused', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const ask = (clueId: number) => post<{ hint: string; kind: string; hintsUsed: number; hintsRemaining: number } & ErrorBody>(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId });
        const first = await ask(1);
        expect(first.body).toMatchObject({ kind: 'conceptual', hint: clues[0]?.hints[0], hintsUsed: 1, hintsRemaining: 2 });
        expect((await ask(1)).body).toMatchObject({ kind: 'simpler', hint: clues[0]?.hints[1], hintsUsed: 2, hintsRemaining: 1 });
        expect((await ask(2)).body).toMatchObject({ kind: 'conceptual', hint: clues[1]?.hints[0], hintsUsed: 3, hintsRemaining: 0 });
        const refused = await ask(3);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual({ error: 'hint_limit_reached', message: 'Maximum hint limit reached.' });
        expect((await ask(99)).status).toBe(400);
      });

      it('When a filled clue is right, then its concept and insight are returned; when wrong, it is refused', async () => {
        const session = await startSession(server());
        const [clue] = await storedClues(server());
        if (!clue) throw new Error('no clue');
        const right = await post(server().url, '/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: clue.id, answer: clue.answer.toLowerCase() });
        expect(right).toMatchObject({ status: 200, body: { clueId: clue.id, businessConcept: clue.businessConcept, insight: clue.insight } });
        const wrong = await post<ErrorBody>(server().url, '/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: clue.id, answer: 'X'.repeat(clue.answer.length) });
        expect(wrong).toMatchObject({ status: 422, body: { error: 'wrong_answer' } });
      });
    });

    describe('scores', () => {
      it('When a solved grid is submitted, then the server’s own time, hints and mistakes are scored, stored and ranked', async () => {
        const session = await startSession(server());
        const clues = await storedClues(server());
        const [cell] = solutionCells(clues);
        await post(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: 2 });
        await post(server().url, '/api/crossword/check', { sessionToken: session.sessionToken, row: cell?.row, col: cell?.col, letter: wrongLetter(cell?.letter ?? 'A') });
        await backdateSession(server(), session.sessionToken, 300);

        const response = await post<ScoreResponse>(server().url, '/api/crossword/score', scoreBody(session, clues, { username: '  grace_h  ', completionTime: 1, hintsUsed: 0, mistakesCount: 0 }));
        expect(response.status).toBe(201);
        expect(response.body.hintsUsed).toBe(1);
        expect(response.body.mistakesCount).toBe(1);
        expect(response.body.completionTime).toBeGreaterThanOrEqual(300);
        expect(response.body.completionTime).toBeLessThan(330);
        expect(response.body.score).toBeGreaterThan(0);
        expect(response.body.score).toBeLessThan(1000);
        expect(response.body.rank).toBeGreaterThanOrEqual(1);

        const daily = await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${today()}`);
        expect(daily.body).toContainEqual(expect.objectContaining({ id: response.body.id, username: 'grace_h', score: response.body.score, puzzleDate: today() }));
        const allTime = await get<LeaderboardEntry[]>(server().url, '/api/crossword/leaderboard/all-time');
        expect(allTime.body).toContainEqual(expect.objectContaining({ id: response.body.id, username: 'grace_h' }));

        const again = await post<ErrorBody>(server().url, '/api/crossword/score', scoreBody(session, clues, { username: 'grace_h' }));
        expect(again.status).toBe(409);
        expect(again.body.message).toContain('already submitted');
        const hint = await post<ErrorBody>(server().url, '/api/crossword/hint', { sessionToken: session.sessionToken, clueId: 1 });
        expect(hint.status).toBe(409);
      });

      it('When a player cheats or sends garbage, then the score is refused with a clear 4xx and nothing is stored', async () => {
        const clues = await storedClues(server());
        const session = await startSession(server());
        const before = await storedCounts(server());
        const submit = (body: unknown) => post<ErrorBody>(server().url, '/api/crossword/score', body);

        // Solved in under the floor: impossible.
        const tooFast = await submit(scoreBody(session, clues));
        expect(tooFast.status).toBe(422);
        expect(tooFast.body.message).toContain('impossible time');

        await backdateSession(server(), session.sessionToken, 600);
        const wrongAnswers = { ...answersOf(clues), '1': 'X'.repeat(clues[0]?.answer.length ?? 3) };
        const cases: [string, unknown, number, string][] = [
          ['no solved grid', scoreBody(session, clues, { answers: undefined }), 422, 'puzzle_not_solved'],
          ['a wrong answer', scoreBody(session, clues, { answers: wrongAnswers }), 422, 'puzzle_not_solved'],
          ['a missing clue', scoreBody(session, clues, { answers: { '1': clues[0]?.answer } }), 422, 'puzzle_not_solved'],
          ['a forged token', scoreBody(session, clues, { sessionToken: forge(session.sessionToken) }), 401, 'invalid_session'],
          ['an expired token', scoreBody(session, clues, { sessionToken: signToken(server(), { sessionId: sessionIdOf(session.sessionToken), puzzleDate: today(), expiresAt: 1_000_000 }) }), 401, 'session_expired'],
          ['another day’s token', scoreBody(session, clues, { sessionToken: signToken(server(), { sessionId: sessionIdOf(session.sessionToken), puzzleDate: yesterday(), expiresAt: 4_000_000_000 }) }), 400, 'wrong_puzzle_date'],
          ['another day in the payload', scoreBody(session, clues, { puzzleDate: yesterday() }), 400, 'wrong_puzzle_date'],
          ['an unknown session', scoreBody(session, clues, { sessionToken: signToken(server(), { sessionId: '00000000-0000-4000-8000-000000000000', puzzleDate: today(), expiresAt: 4_000_000_000 }) }), 401, 'session_not_found'],
          ['a script tag as username', scoreBody(session, clues, { username: '<script>' }), 400, 'invalid_username'],
          ['a one-letter username', scoreBody(session, clues, { username: 'a' }), 400, 'invalid_username'],
          ['a 21-character username', scoreBody(session, clues, { username: 'a'.repeat(21) }), 400, 'invalid_username'],
          ['an empty username', scoreBody(session, clues, { username: '   ' }), 400, 'invalid_username'],
          ['a missing field', { ...scoreBody(session, clues), sessionToken: undefined }, 400, 'validation_failed'],
          ['an unknown field', { ...scoreBody(session, clues), admin: true }, 400, 'validation_failed'],
          ['a wrong type', scoreBody(session, clues, { completionTime: 'fast' }), 400, 'validation_failed'],
          ['an array body', [scoreBody(session, clues)], 400, 'validation_failed'],
        ];
        for (const [label, body, status, error] of cases) {
          const response = await submit(body);
          expect({ label, status: response.status, error: response.body.error }).toEqual({ label, status, error });
          expect(response.body.message.length).toBeGreaterThan(10);
        }
        const notJson = await request<ErrorBody>(server().url, 'POST', '/api/crossword/score', { body: 'username=ada', headers: { 'content-type': 'text/plain' } });
        expect(notJson.status).toBe(415);
        expect(await storedCounts(server())).toEqual(before);

        // The honest submission of the same session still works afterwards.
        expect((await submit(scoreBody(session, clues, { username: 'honest_player' }))).status).toBe(201);
      });

      it('When the user has a rank beyond 10, then the leaderboard adds their best entry after the top 10', async () => {
        const date = '2025-01-15';
        await insertScores(server(), [
          ...Array.from({ length: 12 }, (_, index) => ({ puzzleDate: date, username: `top_${index}`, score: 990 - index, completionTime: 100 })),
          { puzzleDate: date, username: 'late_owl', score: 500, completionTime: 900 },
          { puzzleDate: date, username: 'late_owl', score: 400, completionTime: 950 },
          { puzzleDate: date, username: 'tie_first', score: 985, completionTime: 50 },
        ]);
        // Rows written behind the API's back show in the remembered top-10 lists once those expire.
        await new Promise((resolve) => setTimeout(resolve, TOP_LIST_CACHE_MS + 50));
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
          }),
          { numRuns: 150 },
        );
      });
    });
  },
  HIGH_LIMITS,
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
