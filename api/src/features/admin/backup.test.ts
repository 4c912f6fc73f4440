import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backupDocumentSchema, type AnalyticsSummary, type BackupDocument } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { runRestore } from '../../scripts/restore';
import { BACKUP_PAGE_SIZE } from './backup';
import { get, post } from '../../test-support/http';
import { connectAdminFeed, nextEvent, type FeedSocket } from '../../test-support/live-feed';
import { ADMIN_ENV, TEST_ADMIN, loginAsAdmin, registerUser, type TestSession } from '../../test-support/sessions';
import { createScratchDatabase, describeEachDatabase, startTestServer, type TestServer } from '../../test-support/test-server';

const BULK_EVENTS = BACKUP_PAGE_SIZE * 2 + 500;

const silentOutput = () => {
  const lines: string[] = [];
  return { lines, output: { out: (text: string) => void lines.push(text), err: (text: string) => void lines.push(text) } };
};

/** Fills every table a backup holds, with awkward values (unicode, nulls, microseconds, JSON data). */
async function seedEverything(server: TestServer): Promise<void> {
  const db = server.context.database.db;
  const tracked = await post(server.url, '/api/track', { event: 'link_copied', data: { category: 'Hustler' } }, { 'user-agent': 'Round Trip Agent' });
  expect(tracked.status).toBe(204);
  await db.execute(sql`
    insert into analytics_events (event, data, user_agent, region, created_at, bot) values
      ('results_viewed', ${JSON.stringify({ primaryCategory: 'Visionary', visionaryPercentage: 41.5, note: 'naïve “quotes” ✓' })}::jsonb, null, 'DE', '2024-03-01T10:00:00.123456Z', false),
      ('question_answered', '{"questionId": 1, "questionIndex": 0, "totalQuestions": 20}'::jsonb, 'Googlebot/2.1', null, '2024-03-02T23:59:59.999999Z', true)`);
  await db.execute(sql`
    insert into analytics_daily_counts (day, event, count) values ('2024-03-01', 'results_viewed', 1), ('2024-03-02', 'question_answered', 1)`);
  // More events than one backup page (BACKUP_PAGE_SIZE), so paging is part of the round trip.
  await db.execute(sql`
    insert into analytics_events (event, data, user_agent, created_at)
    select 'guide_viewed', jsonb_build_object('questionCount', n), 'Bulk Agent', '2024-02-01T00:00:00Z'::timestamptz + n * interval '1 second'
    from generate_series(1, ${BULK_EVENTS}) as n`);
  await db.execute(sql`insert into analytics_daily_counts (day, event, count) values ('2024-02-01', 'guide_viewed', ${BULK_EVENTS})`);
  const [question] = rowsOf<{ id: number }>(await db.execute(sql`select id from questions order by id limit 1`));
  const resultId = randomUUID();
  await db.execute(sql`
    insert into quiz_results (id, session_id, quiz_mode, primary_category, result, question_ids, option_ids, created_at) values
      (${resultId}::uuid, 'session_1700000000000_abc123', 'DEEP_DIVE', 'Craftsman', '{"primaryCategory": "Craftsman", "craftsmanPercentage": 60}'::jsonb,
        ${`{${question?.id ?? 1},${(question?.id ?? 1) + 1}}`}::integer[], 'da', '2024-04-05T06:07:08.000009Z'),
      (${randomUUID()}::uuid, null, 'STANDARD', 'Social Driver', '{"primaryCategory": "Social Driver"}'::jsonb, '{}'::integer[], '', now())`);
  await db.execute(sql`
    insert into moods (question_id, question_index, quiz_mode, mood) values (${question?.id ?? 1}, 3, 'STANDARD', 'curious'), (${question?.id ?? 1}, 4, 'DEEP_DIVE', 'stressed')`);
  await db.execute(sql`
    insert into crossword_scores (session_id, puzzle_date, username, theme, completion_time, hints_used, mistakes_count, score) values
      (${randomUUID()}::uuid, '2024-05-06', 'Ada_Lovelace', 'Finance & Growth', 321, 1, 2, 870),
      (${randomUUID()}::uuid, '2024-05-07', 'grace-h', 'Market & Competition', 99, 0, 0, 990)`);
  await db.execute(sql`insert into crossword_score_histogram (score, count) values (870, 1), (990, 1)`);
  await db.execute(sql`
    insert into share_badges (id, type, user_id) values ('badge_round_trip_1', 'Visionary', null), ('badge_round_trip_2', 'Hustler', 'session_1_x')`);
}

async function downloadBackup(server: TestServer, admin: TestSession): Promise<{ text: string; document: BackupDocument }> {
  const response = await get<{ data: BackupDocument }>(server.url, '/api/admin/data-backup', admin.headers());
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  return { text: response.text, document: response.body.data };
}

describeEachDatabase(
  'Data backup and restore',
  (server) => {
    let admin: TestSession;
    let feed: FeedSocket;

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
      await registerUser(server().url, 'someone.private@test.local', 'private-password-123');
      await post(server().url, '/api/save-adsense', { googleAdClient: 'ca-pub-1234567890123456', googleVerification: 'verification-token-123' }, admin.headers());
      await seedEverything(server());
      feed = await connectAdminFeed(server().url, admin);
    });

    afterAll(() => {
      feed?.disconnect();
    });

    it('The backup is a valid document whose counts and SHA-256 checksum match its tables', async () => {
      const { document } = await downloadBackup(server(), admin);
      expect(backupDocumentSchema.parse(document)).toBeTruthy();
      expect(document.product).toBe('entrepreneurial-dna');
      expect(document.formatVersion).toBe(1);
      expect(createHash('sha256').update(JSON.stringify(document.tables)).digest('hex')).toBe(document.checksum);
      for (const [table, rows] of Object.entries(document.tables)) expect(document.counts[table]).toBe(rows.length);
      expect(document.counts).toMatchObject({ quizResults: 2, moods: 2, events: 3 + BULK_EVENTS, crosswordScores: 2, shareBadges: 2 });
      const eventIds = document.tables.events.map((event) => Number(event.id));
      expect(new Set(eventIds).size).toBe(eventIds.length);
      expect([...eventIds].sort((a, b) => a - b)).toEqual(eventIds);
      expect(document.counts.questions).toBeGreaterThan(0);
      const craftsman = document.tables.quizResults.find((result) => result.primaryCategory === 'Craftsman');
      expect(craftsman).toMatchObject({ createdAt: '2024-04-05T06:07:08.000009Z', optionIds: 'da' });
      expect(craftsman?.questionIds).toHaveLength(2);
    });

    it('The backup holds no secrets: no users, emails, password hashes, session or crossword secrets, settings or tokens', async () => {
      const { text } = await downloadBackup(server(), admin);
      const { secrets } = server().context;
      for (const secret of [TEST_ADMIN.email, 'someone.private@test.local', 'scrypt$', secrets.session, secrets.crossword, 'verification-token-123', 'private-password-123']) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/"(passwordHash|password_hash|password|email|token|secret|users|settings|crosswordSessions)"/);
    });

    it('When the admin downloads a backup, then the live feed receives a download_backup event from the admin page', async () => {
      const received = nextEvent(feed, (event) => event.action === 'download_backup');
      await downloadBackup(server(), admin);
      expect(await received).toMatchObject({ action: 'download_backup', component: 'admin', page: '/admin' });
    });

    it('A backup restored into an empty database and backed up again gives identical tables and checksum', async () => {
      const { document: original } = await downloadBackup(server(), admin);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-restore-'));
      const file = path.join(folder, 'backup.json');
      fs.writeFileSync(file, JSON.stringify({ data: original }));
      const scratch = server().driver === 'postgres' ? await createScratchDatabase() : null;
      const env = scratch ? { DATABASE_URL: scratch.url, LOG_LEVEL: 'silent' } : { DATA_DIR: folder, LOG_LEVEL: 'silent' };
      let restored: TestServer | null = null;
      try {
        const first = silentOutput();
        expect(await runRestore([file], env, first.output)).toBe(0);
        expect(first.lines.join('')).toContain(`${original.counts.events} events`);

        restored = await startTestServer(server().driver, ADMIN_ENV, scratch ? { databaseUrl: scratch.url } : { pgliteDir: path.join(folder, 'pgdata') });
        const restoredAdmin = await loginAsAdmin(restored.url);
        const { document: again } = await downloadBackup(restored, restoredAdmin);
        expect(again.tables).toEqual(original.tables);
        // The bot flag survives the round trip (the tables are equal above; this shows the column is in them).
        expect(again.tables.events.filter((event) => event.bot === true).map((event) => event.userAgent)).toContain('Googlebot/2.1');
        expect(again.tables.events.some((event) => event.bot === false)).toBe(true);
        expect(again.checksum).toBe(original.checksum);
        expect(again.counts).toEqual(original.counts);

        // Derived counters are rebuilt: the analytics summary and the score histogram are the same as before.
        const summary = async (target: TestServer, session: TestSession) =>
          (await get<AnalyticsSummary>(target.url, '/api/analytics', session.headers())).body;
        const [before, after] = await Promise.all([summary(server(), admin), summary(restored, restoredAdmin)]);
        expect({ ...after, rawData: after.rawData.length }).toEqual({ ...before, rawData: before.rawData.length });
        const histogram = (target: TestServer) => target.context.database.db.execute(sql`select score, count from crossword_score_histogram order by score`);
        expect(rowsOf(await histogram(restored))).toEqual(rowsOf(await histogram(server())));

        // New rows continue after the restored ids.
        const tracked = await post(restored.url, '/api/track', { event: 'results_shared', data: {} });
        expect(tracked.status).toBe(204);
        await restored.close();
        restored = null;

        const second = silentOutput();
        expect(await runRestore([file], env, second.output)).toBe(1);
        expect(second.lines.join('')).toMatch(/Restore refused: The target database is not empty \(questions: \d+/);
      } finally {
        await restored?.close();
        await scratch?.drop();
        fs.rmSync(folder, { recursive: true, force: true });
      }
    });

    it('When a backup file was altered, then the restore refuses it because of the checksum', async () => {
      const { document } = await downloadBackup(server(), admin);
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-restore-'));
      try {
        const tampered = { ...document, tables: { ...document.tables, moods: document.tables.moods.slice(1) } };
        const file = path.join(folder, 'tampered.json');
        fs.writeFileSync(file, JSON.stringify({ data: tampered }));
        const result = silentOutput();
        expect(await runRestore([file], { DATA_DIR: folder, LOG_LEVEL: 'silent' }, result.output)).toBe(1);
        expect(result.lines.join('')).toContain('The backup checksum does not match its tables');
        const notJson = path.join(folder, 'broken.json');
        fs.writeFileSync(notJson, '{"data": ');
        expect(await runRestore([notJson], { DATA_DIR: folder, LOG_LEVEL: 'silent' }, result.output)).toBe(1);
        expect(result.lines.join('')).toContain('it is not a JSON file');
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    });
  },
  ADMIN_ENV,
);
