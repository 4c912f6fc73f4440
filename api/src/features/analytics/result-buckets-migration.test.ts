import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf, type Database } from '../../lib/db';
import { migrationsBefore, openMigratableDatabase, type MigratableDatabase } from '../../test-support/migrations';
import { TEST_DRIVERS } from '../../test-support/test-server';

const MIGRATION = '0014_quiz_result_buckets';

type Bucketed = { bucket: string; bot: boolean; category: string; count: number };

/** The counters as stored, and as a recount of quiz_results would give them, at one granularity. */
async function countersAndRecount(db: Database, granularity: 'hour' | 'day'): Promise<[Bucketed[], Bucketed[]]> {
  const table = sql.raw(granularity === 'hour' ? 'quiz_result_hours' : 'quiz_result_days');
  const stored = rowsOf<Bucketed>(
    await db.execute(sql`select bucket::text, bot, category, count from ${table} where count > 0 order by 1, 2, 3`),
  );
  const recount = rowsOf<Bucketed>(
    await db.execute(sql`
      select date_trunc(${granularity}, created_at, 'UTC')::text as bucket, is_bot as bot, primary_category as category, count(*)::int as count
      from quiz_results group by 1, 2, 3 order by 1, 2, 3`),
  );
  return [stored, recount];
}

async function insertResults(db: Database, rows: { id: number; category: string; bot: boolean; at: string }[]): Promise<void> {
  for (const row of rows) {
    await db.execute(sql`
      insert into quiz_results (id, quiz_mode, primary_category, result, question_ids, option_ids, is_bot, created_at)
      values (${`00000000-0000-4000-8000-${String(row.id).padStart(12, '0')}`}::uuid, 'STANDARD', ${row.category},
        ${JSON.stringify({ primaryCategory: row.category })}::jsonb, '{1}', 'a', ${row.bot}, ${row.at}::timestamptz)`);
  }
}

describe.each(TEST_DRIVERS)(`Migration ${MIGRATION}: stored results per hour and day (%s)`, (driver) => {
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

  it('counts the results stored before it, then follows every insert, delete and truncate of quiz_results', async () => {
    const { db } = database;
    await database.migrate(before);
    await insertResults(db, [
      { id: 1, category: 'hustler', bot: false, at: '2026-11-27T10:15:00Z' },
      { id: 2, category: 'hustler', bot: false, at: '2026-11-27T10:45:00Z' },
      { id: 3, category: 'visionary', bot: true, at: '2026-11-27T23:59:59Z' },
    ]);

    await database.migrate(MIGRATIONS_FOLDER);
    for (const granularity of ['hour', 'day'] as const) {
      const [stored, recount] = await countersAndRecount(db, granularity);
      expect(stored).toEqual(recount);
      expect(stored.reduce((sum, row) => sum + Number(row.count), 0)).toBe(3);
    }

    // One statement of several rows (as the batch writer inserts), a delete of a kept result, and another insert.
    await db.execute(sql`
      insert into quiz_results (id, quiz_mode, primary_category, result, question_ids, option_ids, is_bot, created_at)
      select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'STANDARD', case when n % 2 = 0 then 'craftsman' else 'hustler' end,
        '{}'::jsonb, '{1}', 'a', n % 5 = 0, '2026-11-28T00:00:00Z'::timestamptz + n * interval '17 minutes'
      from generate_series(10, 200) as n`);
    await db.execute(sql`delete from quiz_results where id = '00000000-0000-4000-8000-000000000001'`);
    await db.execute(sql`delete from quiz_results where id in (select id from quiz_results where primary_category = 'craftsman' limit 7)`);
    await insertResults(db, [{ id: 4, category: 'pragmatist', bot: false, at: '2026-11-29T05:00:00Z' }]);
    for (const granularity of ['hour', 'day'] as const) {
      const [stored, recount] = await countersAndRecount(db, granularity);
      expect(stored).toEqual(recount);
    }

    await db.execute(sql`truncate quiz_results cascade`);
    for (const granularity of ['hour', 'day'] as const) {
      const [stored] = await countersAndRecount(db, granularity);
      expect(stored).toEqual([]);
    }
  });
});
