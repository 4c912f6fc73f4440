import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf } from '../../lib/db';
import { migrationsBefore, openMigratableDatabase, type MigratableDatabase } from '../../test-support/migrations';
import { TEST_DRIVERS } from '../../test-support/test-server';

const MIGRATION = '0004_result_links_and_percentiles';

const resultJson = (primary: string, percentages: number[]) =>
  JSON.stringify({
    primaryCategory: primary,
    visionaryPercentage: percentages[0],
    pragmatistPercentage: percentages[1],
    hustlerPercentage: percentages[2],
    craftsmanPercentage: percentages[3],
    socialDriverPercentage: percentages[4],
  });

describe.each(TEST_DRIVERS)(`Migration ${MIGRATION} on a database that already holds results (%s)`, (driver) => {
  let database: MigratableDatabase;
  let before: string;

  beforeAll(async () => {
    before = migrationsBefore(MIGRATION);
    database = await openMigratableDatabase(driver);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('When the results and shares stored before it are migrated, then the histogram counts them, and old rows simply have no link', async () => {
    const { db } = database;
    await database.migrate(before);
    await db.execute(sql`
      insert into quiz_results (id, quiz_mode, primary_category, result, question_ids, option_ids) values
        ('00000000-0000-4000-8000-000000000001', 'STANDARD', 'Hustler', ${resultJson('Hustler', [10, 15, 40, 25, 10])}::jsonb, '{1}', 'c'),
        ('00000000-0000-4000-8000-000000000002', 'STANDARD', 'Visionary', ${resultJson('Visionary', [40, 15, 10, 25, 10])}::jsonb, '{1}', 'a'),
        ('00000000-0000-4000-8000-000000000003', 'STANDARD', 'Visionary', '{"primaryCategory":"Visionary"}'::jsonb, '{1}', 'a')`);
    await db.execute(sql`insert into share_badges (id, type, user_id) values ('oldShare0001', 'Hustler', 'session_1_x')`);

    await database.migrate(MIGRATIONS_FOLDER);

    const histogram = rowsOf<{ category: string; percentage: number; count: number }>(
      await db.execute(sql`select category, percentage::int as percentage, count from quiz_result_percentages order by category, percentage`),
    );
    expect(histogram).toEqual([
      { category: 'craftsman', percentage: 25, count: 2 },
      { category: 'hustler', percentage: 10, count: 1 },
      { category: 'hustler', percentage: 40, count: 1 },
      { category: 'pragmatist', percentage: 15, count: 2 },
      { category: 'socialDriver', percentage: 10, count: 2 },
      { category: 'visionary', percentage: 10, count: 1 },
      { category: 'visionary', percentage: 40, count: 1 },
    ]);
    const links = rowsOf<{ token_hash: string | null }>(await db.execute(sql`select token_hash from quiz_results`));
    expect(links.every((row) => row.token_hash === null)).toBe(true);
    const [share] = rowsOf<{ result_id: string | null; user_id: string }>(await db.execute(sql`select result_id, user_id from share_badges`));
    expect(share).toEqual({ result_id: null, user_id: 'session_1_x' });

    // Afterwards, results with links are stored and deleted as usual, and a share goes with its result.
    await db.execute(sql`
      insert into quiz_results (id, quiz_mode, primary_category, result, question_ids, option_ids, token_hash, compare_hash)
      values ('00000000-0000-4000-8000-000000000004', 'STANDARD', 'Hustler', ${resultJson('Hustler', [10, 15, 40, 25, 10])}::jsonb, '{1}', 'c', 'hash-a', 'hash-b')`);
    await db.execute(sql`insert into share_badges (id, type, result_id) values ('newShare0001', 'Hustler', '00000000-0000-4000-8000-000000000004')`);
    await db.execute(sql`delete from quiz_results where token_hash = 'hash-a'`);
    const [after] = rowsOf<{ shares: number; hustler40: number }>(
      await db.execute(sql`select
        (select count(*)::int from share_badges) as shares,
        (select count from quiz_result_percentages where category = 'hustler' and percentage = 40) as hustler40`),
    );
    expect(after).toEqual({ shares: 1, hustler40: 1 });
  });
});
