import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { questionFingerprint, type AdminQuestion, type Question } from '@edna/shared-contracts';
import { MIGRATIONS_FOLDER, openDatabase, rowsOf, type Database, type DatabaseHandle } from '../../lib/db';
import { createLogger } from '../../lib/logger';
import { loadConfig } from '../../lib/config';
import { get, post, request } from '../../test-support/http';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from '../../test-support/sessions';
import { TEST_DRIVERS, createScratchDatabase, describeEachDatabase } from '../../test-support/test-server';
import type { SeedItem } from '../../shared/question-bank/seed-upgrade';
import { applySeedBank } from '../../shared/question-bank/store';
import { SEED_QUESTIONS } from './question-bank';

const rowsWhere = async <T>(db: Database, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

describeEachDatabase(
  'Seed upgrades by key',
  (server) => {
    let admin: TestSession;
    const db = () => server().context.database.db;
    const quiz = async () => (await get<Question[]>(server().url, '/api/questions')).body;
    const bank = async () => (await get<AdminQuestion[]>(server().url, '/api/admin/questions', admin.headers())).body;
    const byKey = async (key: string) => (await bank()).filter((question) => question.key === key || question.situation === key);
    const patch = (id: number, active: boolean) => request<{ error?: string; message?: string }>(server().url, 'PATCH', `/api/admin/questions/${id}`, { json: { active }, headers: admin.headers() });

    const [reworded, rewritten, removed] = SEED_QUESTIONS as readonly SeedItem[] as [SeedItem, SeedItem, SeedItem];
    const rest = SEED_QUESTIONS.slice(3);
    const added: SeedItem = {
      key: 'florist-wedding-season-staff',
      text: 'Your flower shop has twice the usual wedding orders this season and two staff off sick. What do you do?',
      category: 'Hustler',
      diagnosticPower: 0.55,
      options: [
        'Offer couples a new subscription for flowers after the wedding as well',
        'Rank the orders by margin and decline the ones that lose you money',
        'Hire two freelance florists this week and take every order you can',
        'Take fewer weddings and make each arrangement one they will remember',
        'Ask your staff what help they need and plan the season with them',
      ],
    };
    const edited: SeedItem[] = [
      { ...reworded, text: reworded.text.replace(/\?$/, ' this year?'), category: 'Pragmatist', diagnosticPower: 0.61 },
      { ...rewritten, options: rewritten.options.map((text, index) => (index === 2 ? 'Sign the first offer this week and sort out the details as you go' : text)) },
      ...rest,
      added,
    ];

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
    });

    it('On start the whole seed bank is stored once, each item under its key and situation', async () => {
      const stored = (await bank()).filter((question) => question.source === 'seed');
      expect(stored).toHaveLength(SEED_QUESTIONS.length);
      expect(stored.map((question) => question.key)).toEqual(SEED_QUESTIONS.map((question) => question.key));
      expect(stored.every((question) => question.situation === question.key && question.seedDiagnosticPower === question.diagnosticPower)).toBe(true);
      expect(await applySeedBank(db(), SEED_QUESTIONS)).toEqual({ insert: 0, update: 0, replace: 0, retire: 0 });
    });

    it('When seed items are edited, then a reworded item keeps its id, a changed option makes a new version, a removed item is retired and a new one is added', async () => {
      const [before] = await byKey(reworded.key);
      const [oldVersion] = await byKey(rewritten.key);
      // An answer to the version about to be replaced stays with it.
      expect((await post(server().url, '/api/submit-quiz', { answers: [{ questionId: oldVersion!.id, selectedOptionId: 'c' }] })).status).toBe(201);

      expect(await applySeedBank(db(), edited)).toEqual({ insert: 1, update: 1, replace: 1, retire: 1 });
      expect(await applySeedBank(db(), edited)).toEqual({ insert: 0, update: 0, replace: 0, retire: 0 });

      const [after] = await byKey(reworded.key);
      expect(after).toMatchObject({ id: before!.id, text: edited[0]!.text, category: 'Pragmatist', diagnosticPower: 0.61, seedDiagnosticPower: 0.61, active: true });

      const versions = await byKey(rewritten.key);
      expect(versions).toHaveLength(2);
      const [old, next] = versions as [AdminQuestion, AdminQuestion];
      expect(old).toMatchObject({ id: oldVersion!.id, active: false, replacedBy: next.id, responses: 1, key: rewritten.key, situation: rewritten.key });
      expect(next).toMatchObject({ active: true, replacedBy: null, responses: 0, key: rewritten.key, situation: rewritten.key, text: rewritten.text });
      expect(next.options[2]!.text).toBe('Sign the first offer this week and sort out the details as you go');

      const [gone] = await byKey(removed.key);
      expect(gone).toMatchObject({ active: false, key: null, situation: removed.key, replacedBy: null });

      const served = await quiz();
      const servedIds = new Set(served.map((question) => question.id));
      expect(servedIds.has(next.id) && !servedIds.has(old.id) && !servedIds.has(gone!.id)).toBe(true);
      expect(served.find((question) => question.text === added.text)).toMatchObject({ situation: added.key, diagnosticPower: 0.55 });
      expect(served.filter((question) => question.situation === rewritten.key)).toHaveLength(1);
    });

    it('When an admin tries to activate a replaced version, then it is refused with 409 naming its successor', async () => {
      const [old, next] = (await byKey(rewritten.key)) as [AdminQuestion, AdminQuestion];
      const response = await patch(old.id, true);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: 'question_replaced',
        message: `Question ${old.id} is an earlier version of a seed item that question ${next.id} replaced; activate that one instead.`,
      });
      expect((await patch(old.id, false)).status).toBe(200);
    });

    it('When a removed item comes back with the same text, then its old row is active again under its key', async () => {
      const [gone] = await byKey(removed.key);
      expect(await applySeedBank(db(), [...edited, removed])).toMatchObject({ insert: 0, update: 1 });
      const [back] = await byKey(removed.key);
      expect(back).toMatchObject({ id: gone!.id, key: removed.key, active: true });
    });

    it('When an admin deactivated an item, then its next version stays inactive; the seed never overrides the admin', async () => {
      const [current] = (await byKey(added.key)) as [AdminQuestion];
      expect((await patch(current.id, false)).status).toBe(200);
      const again = edited.map((seed) => (seed.key === added.key ? { ...seed, options: seed.options.map((text, index) => (index === 0 ? 'Offer couples a yearly plan for flowers on every anniversary' : text)) } : seed));
      expect(await applySeedBank(db(), [...again, removed])).toMatchObject({ replace: 1 });
      const versions = await byKey(added.key);
      expect(versions.map((question) => question.active)).toEqual([false, false]);
      expect(versions[0]!.replacedBy).toBe(versions[1]!.id);
    });

    it('When several processes seed at once, then they take turns and store each item once', async () => {
      const burst: SeedItem = { ...added, key: 'burst-item', text: 'A customer asks you to open on Sundays for a big monthly order. What do you decide?' };
      const banks = [...edited, removed, burst];
      const summaries = await Promise.all([applySeedBank(db(), banks), applySeedBank(db(), banks), applySeedBank(db(), banks)]);
      expect(summaries.reduce((sum, summary) => sum + summary.insert, 0)).toBe(1);
      const [{ count }] = await rowsWhere<{ count: number }>(db(), sql`select count(*)::int as count from questions where key = 'burst-item'`) as [{ count: number }];
      expect(Number(count)).toBe(1);
    });
  },
  ADMIN_ENV,
);

/** The first-release seed texts of two items: one the rewritten bank kept (by key), one it dropped (a trait list). */
const FIRST_RELEASE_KEPT = "Your family print shop's orders have fallen 15% a year for three years. A cousin offers to invest $80,000 for a share. What do you do with the money?";
const FIRST_RELEASE_DROPPED = "You're hiring a head of product and have five strong finalists. Which one do you pick?";

/** A copy of the migrations up to (not including) 0003: the schema of a database stored by the first release. */
function migrationsBefore0003(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 3);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe.each(TEST_DRIVERS)('Migration 0003 on a database that already holds data (%s)', (driver) => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  const db = () => database.db;
  const migrateWith = (folder: string) =>
    database.driver === 'postgres' ? migratePostgres(db() as never, { migrationsFolder: folder }) : migratePglite(db() as never, { migrationsFolder: folder });

  beforeAll(async () => {
    const scratch = driver === 'postgres' ? await createScratchDatabase() : undefined;
    drop = scratch?.drop;
    database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://', logger: createLogger(loadConfig({ LOG_LEVEL: 'silent' })) });
    const before = migrationsBefore0003();
    try {
      await migrateWith(before);
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
    }
    const option = (id: string, text: string) => ({ id, text });
    const legacy = [
      { text: FIRST_RELEASE_KEPT, category: 'Visionary', power: 0.85, source: 'seed' },
      { text: FIRST_RELEASE_DROPPED, category: 'Craftsman', power: 0.93, source: 'seed' },
      { text: 'A generated question about a small furniture workshop and a late supplier. What do you do?', category: 'Hustler', power: 0.5, source: 'builtin-generator' },
    ];
    for (const question of legacy) {
      const options = ['a', 'b', 'c', 'd', 'e'].map((id) => option(id, `${id} of ${question.text.slice(0, 20)}`));
      await db().execute(sql`
        insert into questions (text, options, category, diagnostic_power, source, fingerprint)
        values (${question.text}, ${JSON.stringify(options)}::jsonb, ${question.category}, ${question.power}, ${question.source}, ${questionFingerprint(question.text)})`);
    }
    // Two stored results answering the kept item: one matching the primary type (a = Visionary), one not.
    await db().execute(sql`
      insert into quiz_results (quiz_mode, primary_category, result, question_ids, option_ids) values
        ('STANDARD', 'Visionary', '{}'::jsonb, '{1,2}'::integer[], 'ad'),
        ('STANDARD', 'Hustler', '{}'::jsonb, '{1,3}'::integer[], 'bc')`);
    await migrateWith(MIGRATIONS_FOLDER);
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('gives first-release seed rows the key of the item that rewrote them, and every row its seed value and a situation', async () => {
    const rows = await rowsWhere<{ id: number; key: string | null; situation: string; seed: number; power: number }>(
      db(),
      sql`select id, key, situation, seed_diagnostic_power as seed, diagnostic_power as power from questions order by id`,
    );
    expect(rows.map((row) => [Number(row.id), row.key, row.situation, Number(row.seed)])).toEqual([
      [1, 'family-print-shop-investment', 'family-print-shop-investment', 0.85],
      [2, null, 'question-2', 0.93],
      [3, null, 'question-3', 0.5],
    ]);
  });

  it('counts the answers already stored, and keeps counting new and deleted ones', async () => {
    const counts = () => rowsWhere<{ id: number; responses: number; matches: number }>(db(), sql`select question_id as id, responses, matches from question_answer_counts order by question_id`);
    expect((await counts()).map((row) => [Number(row.id), Number(row.responses), Number(row.matches)])).toEqual([
      [1, 2, 1],
      [2, 1, 0],
      [3, 1, 1],
    ]);
    await db().execute(sql`insert into quiz_results (quiz_mode, primary_category, result, question_ids, option_ids) values ('STANDARD', 'Craftsman', '{}'::jsonb, '{2}'::integer[], 'd')`);
    await db().execute(sql`delete from quiz_results where primary_category = 'Hustler'`);
    expect((await counts()).map((row) => [Number(row.id), Number(row.responses), Number(row.matches)])).toEqual([
      [1, 1, 1],
      [2, 2, 1],
      [3, 0, 0],
    ]);
  });

  it('then the start-up seed replaces the kept item by its new version, retires the dropped one and leaves generated questions alone', async () => {
    const summary = await applySeedBank(db(), SEED_QUESTIONS);
    expect(summary).toEqual({ insert: SEED_QUESTIONS.length - 1, update: 0, replace: 1, retire: 1 });
    const rows = await rowsWhere<{ id: number; active: boolean; replaced_by: number | null; key: string | null }>(
      db(),
      sql`select id, active, replaced_by, key from questions where id <= 3 order by id`,
    );
    const [successor] = await rowsWhere<{ id: number }>(db(), sql`select id from questions where key = 'family-print-shop-investment' and replaced_by is null`);
    expect(rows.map((row) => [Number(row.id), row.active, row.replaced_by === null ? null : Number(row.replaced_by), row.key])).toEqual([
      [1, false, Number(successor!.id), 'family-print-shop-investment'],
      [2, false, null, null],
      [3, true, null, null],
    ]);
    const [{ active }] = (await rowsWhere<{ active: number }>(db(), sql`select count(*)::int as active from questions where source = 'seed' and active`)) as [{ active: number }];
    expect(Number(active)).toBe(SEED_QUESTIONS.length);
  });
});
