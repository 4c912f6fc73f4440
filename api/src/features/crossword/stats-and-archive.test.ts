import { sql } from 'drizzle-orm';
import type { ArchiveResponse, PlayerStats, PuzzleView, ScoreResponse } from '@edna/shared-contracts';
import { get } from '../../test-support/http';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';
import {
  HIGH_LIMITS,
  daysAgo,
  newPlayerId,
  requestSession,
  solvePuzzle,
  startSession,
  storedClues,
  submitScore,
  today,
  type ErrorBody,
} from '../../test-support/crossword-play';
import { replayDailyLayouts } from './archive';

const BACKFILL_DAYS = 3;
const EMPTY_STATS: PlayerStats = { currentStreak: 0, bestStreak: 0, solves: 0, cleanSolves: 0, bestTime: null, medianTime: null, lastSolvedDate: null, archiveSolves: 0 };

const statsOf = async (server: TestServer, playerId: string) => {
  const response = await get<PlayerStats>(server.url, `/api/crossword/stats?playerId=${playerId}`);
  expect(response.status).toBe(200);
  return response.body;
};

/** Daily solves recorded on earlier days, as those days' completions would have left them. */
async function recordEarlierSolves(server: TestServer, playerId: string, solves: { daysAgo: number; time: number; clean: boolean }[]) {
  for (const solve of solves) {
    await server.context.database.db.execute(sql`
      insert into crossword_player_days (player_id, puzzle_date, solved_session_id, on_day, completion_time, clean, solved_at)
      values (${playerId}::uuid, ${daysAgo(solve.daysAgo)}::date, gen_random_uuid(), true, ${solve.time}, ${solve.clean}, now())`);
  }
}

describeEachDatabase(
  'Crossword stats and archive',
  (server) => {
    describe('the archive', () => {
      it('When the server starts with a backfill, then the archive lists those days newest first, and they match a replay of the same days', async () => {
        await get(server().url, '/api/crossword/puzzle');
        const archive = await get<ArchiveResponse>(server().url, '/api/crossword/archive');
        expect(archive.status).toBe(200);
        const dates = Array.from({ length: BACKFILL_DAYS }, (_, index) => daysAgo(index + 1));
        expect(archive.body.puzzles.map((entry) => entry.puzzleDate)).toEqual(dates);
        expect(archive.body.puzzles.every((entry) => entry.theme.length > 0 && entry.solved === undefined)).toBe(true);

        // Each day was generated with the days before it as history: a replay with the same secret gives the same grids.
        const replayed = replayDailyLayouts([...dates].reverse().concat(today()), server().context.config.CROSSWORD_SECRET ?? server().context.secrets.crossword);
        for (const date of [...dates, today()]) {
          const answers = (await storedClues(server(), date)).map((clue) => [clue.answer, clue.startRow, clue.startCol, clue.direction]);
          expect({ date, answers }).toEqual({ date, answers: replayed.get(date)?.clues.map((clue) => [clue.answer, clue.startRow, clue.startCol, clue.direction]) });
        }
      });

      it('When an archive day is opened, then its puzzle is served and played in practice, checked and completed, never ranked', async () => {
        const date = daysAgo(2);
        const view = await get<PuzzleView>(server().url, `/api/crossword/puzzle?date=${date}`);
        expect(view.status).toBe(200);
        expect(view.body.puzzleDate).toBe(date);
        expect(view.text).not.toContain('"answer"');

        const playerId = newPlayerId();
        const session = await startSession(server(), { puzzleDate: date, playerId });
        expect(session).toMatchObject({ puzzleDate: date, ranked: false, practiceReason: 'archive' });
        const last = await solvePuzzle(server(), session, { seconds: 200 });
        expect(last.body).toMatchObject({ puzzleComplete: true, completion: { ranked: false, stats: { archiveSolves: 1, solves: 0, currentStreak: 0 } } });
        expect(await submitScore(server(), session, { username: 'archivist' })).toMatchObject({ status: 409, body: { error: 'practice_session' } });

        const mine = await get<ArchiveResponse>(server().url, `/api/crossword/archive?playerId=${playerId}`);
        expect(mine.body.puzzles.map((entry) => [entry.puzzleDate, entry.solved])).toEqual([
          [daysAgo(1), false],
          [daysAgo(2), true],
          [daysAgo(3), false],
        ]);
        // Today's ranked session of the same player is not affected by the archive session.
        expect((await startSession(server(), { playerId })).ranked).toBe(true);
      });

      it('When the archive or stats are asked with a bad player id, then it is a clear 400', async () => {
        for (const path of ['/api/crossword/archive?playerId=nope', '/api/crossword/stats?playerId=nope', '/api/crossword/stats']) {
          const response = await get<ErrorBody>(server().url, path);
          expect({ path, status: response.status, error: response.body.error }).toEqual({ path, status: 400, error: 'validation_failed' });
        }
        expect((await requestSession(server(), { puzzleDate: daysAgo(BACKFILL_DAYS + 5) })).body.error).toBe('puzzle_not_available');
      });
    });

    describe('player stats', () => {
      it('When a player has no record, then the stats are zeros and nulls', async () => {
        expect(await statsOf(server(), newPlayerId())).toEqual(EMPTY_STATS);
      });

      it('When a player solves today after two days in a row, then streak, solves, clean solves, times and last date follow', async () => {
        const playerId = newPlayerId();
        // An old run of 4 days, a gap, then yesterday and the day before.
        await recordEarlierSolves(server(), playerId, [
          { daysAgo: 10, time: 400, clean: true },
          { daysAgo: 9, time: 500, clean: false },
          { daysAgo: 8, time: 300, clean: true },
          { daysAgo: 7, time: 700, clean: false },
          { daysAgo: 2, time: 250, clean: true },
          { daysAgo: 1, time: 900, clean: false },
        ]);
        expect(await statsOf(server(), playerId)).toMatchObject({ currentStreak: 2, bestStreak: 4, solves: 6, lastSolvedDate: daysAgo(1) });

        const session = await startSession(server(), { playerId });
        expect(session.ranked).toBe(true);
        const last = await solvePuzzle(server(), session, { seconds: 120 });
        const expected: PlayerStats = {
          currentStreak: 3,
          bestStreak: 4,
          solves: 7,
          cleanSolves: 4,
          bestTime: 120,
          medianTime: 400,
          lastSolvedDate: today(),
          archiveSolves: 0,
        };
        const completion = last.body.completion;
        expect(completion?.stats).toMatchObject({ ...expected, bestTime: expect.any(Number) });
        expect(completion?.stats?.bestTime).toBe(completion?.completionTime);
        expect(await statsOf(server(), playerId)).toEqual(completion?.stats);

        const score = await submitScore(server(), session, { username: 'streaker' });
        expect(score.status).toBe(201);
        expect(score.body as unknown as ScoreResponse).toMatchObject({ currentStreak: 3, bestStreak: 4 });

        // A later session of the same day (practice) does not count the day again.
        const again = await startSession(server(), { playerId });
        await solvePuzzle(server(), again, { seconds: 60 });
        expect(await statsOf(server(), playerId)).toEqual(completion?.stats);
      });

      it('When a completion is faster than 20 s, then it is not counted in the player’s record', async () => {
        const playerId = newPlayerId();
        const session = await startSession(server(), { playerId });
        const last = await solvePuzzle(server(), session, { seconds: 0 });
        expect(last.body.completion).toMatchObject({ ranked: false, stats: EMPTY_STATS });
        expect(await statsOf(server(), playerId)).toEqual(EMPTY_STATS);
      });
    });
  },
  { ...HIGH_LIMITS, CROSSWORD_ARCHIVE_BACKFILL_DAYS: String(BACKFILL_DAYS) },
);
