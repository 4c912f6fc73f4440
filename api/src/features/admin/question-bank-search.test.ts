import { sql } from 'drizzle-orm';
import type { AdminQuestion, AdminQuestionPage } from '@edna/shared-contracts';
import { get, request } from '../../test-support/http';
import { describeEachDatabase } from '../../test-support/test-server';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from '../../test-support/sessions';

const OPTIONS = JSON.stringify(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `Option ${id} of a search test` })));

describeEachDatabase(
  'Admin question bank search: text, category, source, diagnosticPower in force, newest first, pages',
  (server) => {
    let admin: TestSession;
    const db = () => server().context.database.db;
    const search = (query: string) => get<AdminQuestionPage & { error?: string }>(server().url, `/api/admin/questions?${query}`, admin.headers());

    /** A generated question added `minutesAhead` minutes after now, so after the whole seed bank. */
    async function addQuestion(text: string, category: string, source: string, minutesAhead: number, observed = false) {
      await db().execute(sql`
        insert into questions (text, options, category, diagnostic_power, seed_diagnostic_power, diagnostic_power_computed_at, diagnostic_power_responses,
                               source, situation, fingerprint, created_at)
        values (${text}, ${OPTIONS}::jsonb, ${category}, 0.5, 0.5, ${observed ? new Date().toISOString() : null}::timestamptz, ${observed ? 40 : null},
                ${source}, ${`search-test-${text}`}, ${`search-test ${text}`}, now() + ${`${minutesAhead} minutes`}::interval)`);
    }

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
      // Inserted oldest first, so the newest is not also the one added last by id.
      await addQuestion('Zebra pricing for a launch', 'Visionary', 'builtin-generator', 3);
      await addQuestion('Zebra pricing when a rival undercuts you', 'Pragmatist', 'ai', 1);
      await addQuestion('Zebra hiring for a first team', 'Social Driver', 'builtin-generator', 2, true);
    });

    it('answers the whole bank as a list by id when no parameter is given, as before', async () => {
      const response = await get<AdminQuestion[]>(server().url, '/api/admin/questions', admin.headers());
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      const ids = response.body.map((question) => question.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(response.body.filter((question) => question.text.startsWith('Zebra'))).toHaveLength(3);
    });

    it('puts the newest first, a page at a time, with the total and the bank counts', async () => {
      const first = await search('page=1&pageSize=2');
      expect(first.status).toBe(200);
      expect(first.body.questions.map((question) => question.text)).toEqual(['Zebra pricing for a launch', 'Zebra hiring for a first team']);
      expect(first.body).toMatchObject({ page: 1, pageSize: 2 });
      expect(first.body.total).toBe(first.body.counts.all);
      expect(first.body.counts.all).toBeGreaterThan(3);
      const second = await search('page=2&pageSize=2');
      expect(second.body.questions[0]?.text).toBe('Zebra pricing when a rival undercuts you');
      const beyond = await search(`page=${first.body.total}&pageSize=2`);
      expect(beyond.body.questions).toEqual([]);
    });

    it('searches every word in the text and options, in any case', async () => {
      const words = await search('q=zebra%20PRICING');
      expect(words.body.questions.map((question) => question.text)).toEqual(['Zebra pricing for a launch', 'Zebra pricing when a rival undercuts you']);
      expect(words.body.total).toBe(2);
      const option = await search('q=search%20test%20zebra%20hiring');
      expect(option.body.questions.map((question) => question.text)).toEqual(['Zebra hiring for a first team']);
    });

    it('filters by category, source and which diagnosticPower is in force, together with the text', async () => {
      const byCategory = await search(`q=zebra&category=${encodeURIComponent('Social Driver')}`);
      expect(byCategory.body.questions.map((question) => question.text)).toEqual(['Zebra hiring for a first team']);
      const bySource = await search('q=zebra&source=builtin-generator');
      expect(bySource.body.total).toBe(2);
      const observed = await search('q=zebra&power=observed');
      expect(observed.body.questions.map((question) => question.diagnosticPowerSource)).toEqual(['observed']);
      const seedValue = await search('power=seed&source=seed&pageSize=100');
      expect(seedValue.body.questions.length).toBeGreaterThan(0);
      expect(seedValue.body.questions.every((question) => question.source === 'seed' && question.diagnosticPowerSource === 'seed')).toBe(true);
      const nothing = await search('q=zebra&category=Hustler');
      expect(nothing.body).toMatchObject({ questions: [], total: 0 });
    });

    it.each([
      ['an unknown category', 'category=Wizard'],
      ['an unknown source', 'source=magic'],
      ['a page below 1', 'page=0'],
      ['a page that is not a number', 'page=two'],
      ['a page size above the largest', 'pageSize=1000'],
      ['an unknown parameter', 'sort=oldest'],
    ])('refuses %s with a 400 and an error code', async (_name, query) => {
      const response = await search(query);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe('string');
    });

    it('is for admins only', async () => {
      expect((await request(server().url, 'GET', '/api/admin/questions?q=zebra')).status).toBe(401);
    });
  },
  { ...ADMIN_ENV, QUESTION_CACHE_TTL_MS: '0' },
);
