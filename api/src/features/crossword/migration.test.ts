import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf } from '../../lib/db';
import { migrationsBefore, openMigratableDatabase, type MigratableDatabase } from '../../test-support/migrations';
import { TEST_DRIVERS } from '../../test-support/test-server';

const CROSSWORD_MIGRATION = '0002_crossword_players_and_daily_bests';

describe.each(TEST_DRIVERS)('Crossword migration 0002 (%s)', (driver) => {
  let target: MigratableDatabase;
  let earlier: string;
  beforeEach(async () => {
    target = await openMigratableDatabase(driver);
    earlier = migrationsBefore(CROSSWORD_MIGRATION);
  });
  afterEach(async () => {
    await target.close();
    fs.rmSync(earlier, { recursive: true, force: true });
  });

  it('When the database is empty, then it migrates and the new tables and columns work', async () => {
    await target.migrate(MIGRATIONS_FOLDER);
    await target.db.execute(sql`insert into crossword_sessions (puzzle_date, player_id, ranked, practice_reason) values ('2026-01-02', gen_random_uuid(), false, 'archive')`);
    const [session] = rowsOf<{ ranked: boolean; solved: number[] }>(await target.db.execute(sql`select ranked, solved_clue_ids::int[] as solved from crossword_sessions`));
    expect(session).toEqual({ ranked: false, solved: [] });
    await target.db.execute(sql`insert into crossword_address_days (puzzle_date, address_hash) values ('2026-01-02', 'h')`);
    await target.db.execute(sql`insert into crossword_player_days (player_id, puzzle_date) values (gen_random_uuid(), '2026-01-02')`);
  });

  it('When the database holds scores, then each username keeps its best entry of a day, the histogram follows, and sessions stay playable', async () => {
    await target.migrate(earlier);
    const { db } = target;
    await db.execute(sql`insert into crossword_sessions (puzzle_date, mistakes, total_mistakes) values ('2026-01-02', 2, 7)`);
    await db.execute(sql`
      insert into crossword_scores (session_id, puzzle_date, username, theme, completion_time, hints_used, mistakes_count, score) values
        (gen_random_uuid(), '2026-01-02', 'twice', 'Finance & Growth', 300, 0, 0, 800),
        (gen_random_uuid(), '2026-01-02', 'twice', 'Finance & Growth', 200, 0, 0, 900),
        (gen_random_uuid(), '2026-01-02', 'twice', 'Finance & Growth', 100, 0, 0, 900),
        (gen_random_uuid(), '2026-01-03', 'twice', 'Finance & Growth', 500, 1, 0, 600),
        (gen_random_uuid(), '2026-01-02', 'once', 'Finance & Growth', 400, 0, 1, 700)`);
    await db.execute(sql`insert into crossword_score_histogram (score, count) values (800, 1), (900, 2), (600, 1), (700, 1)`);

    await target.migrate(MIGRATIONS_FOLDER);
    const scores = rowsOf<{ date: string; username: string; time: number; score: number }>(
      await db.execute(sql`select puzzle_date::text as date, username, completion_time as time, score from crossword_scores order by date, username`),
    );
    expect(scores).toEqual([
      { date: '2026-01-02', username: 'once', time: 400, score: 700 },
      { date: '2026-01-02', username: 'twice', time: 100, score: 900 },
      { date: '2026-01-03', username: 'twice', time: 500, score: 600 },
    ]);
    const histogram = rowsOf<{ score: number; count: number }>(await db.execute(sql`select score, count from crossword_score_histogram order by score`));
    expect(histogram).toEqual([
      { score: 600, count: 1 },
      { score: 700, count: 1 },
      { score: 900, count: 1 },
    ]);
    const [session] = rowsOf<{ ranked: boolean; mistakes: number; solved: number[]; revealed: number[] }>(
      await db.execute(sql`select ranked, mistakes::int as mistakes, solved_clue_ids::int[] as solved, revealed_cells::int[] as revealed from crossword_sessions`),
    );
    expect(session).toEqual({ ranked: true, mistakes: 2, solved: [], revealed: [] });
    await expect(
      db.execute(sql`insert into crossword_scores (session_id, puzzle_date, username, theme, completion_time, hints_used, mistakes_count, score)
                     values (gen_random_uuid(), '2026-01-02', 'once', 'x', 1, 0, 0, 1)`),
    ).rejects.toThrow();
  });
});
