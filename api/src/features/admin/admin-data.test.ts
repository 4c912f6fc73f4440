import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdminQuestion, AnalyticsSummary, MoodStats } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { get, post, request } from '../../test-support/http';
import { describeEachDatabase } from '../../test-support/test-server';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from '../../test-support/sessions';
import { lastUtcDays } from './analytics';

const DAY_MS = 86_400_000;
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

describeEachDatabase(
  'Admin data: analytics, mood statistics, question bank, ad settings',
  (server) => {
    let admin: TestSession;
    let questionIds: number[];
    const db = () => server().context.database.db;
    const adminGet = <T>(path: string) => get<T>(server().url, path, admin.headers());

    /** Stores events the way the tracking feature does: the event row and its day counter. */
    async function storeEvents(event: string, count: number, daysAgo: number, userAgent = 'Test Agent') {
      const at = new Date(Date.now() - daysAgo * DAY_MS - 60_000).toISOString();
      await db().execute(sql`
        insert into analytics_events (event, data, user_agent, created_at)
        select ${event}, jsonb_build_object('n', n), ${userAgent}, ${at}::timestamptz + n * interval '1 millisecond'
        from generate_series(1, ${count}) as n`);
      await db().execute(sql`
        insert into analytics_daily_counts (day, event, count) values (${utcDay(daysAgo)}::date, ${event}, ${count})
        on conflict (day, event) do update set count = analytics_daily_counts.count + excluded.count`);
    }

    /** A stored quiz result of `primary` with one answer per [questionId, optionId]. */
    async function storeResult(primary: string, answers: [number, string][]) {
      const questionIds = `{${answers.map(([questionId]) => questionId).join(',')}}`;
      const optionIds = answers.map(([, optionId]) => optionId).join('');
      await db().execute(sql`
        insert into quiz_results (id, quiz_mode, primary_category, result, question_ids, option_ids)
        values (${randomUUID()}::uuid, 'STANDARD', ${primary}, ${JSON.stringify({ primaryCategory: primary })}::jsonb, ${questionIds}::integer[], ${optionIds})`);
    }

    async function storeMoods(questionId: number, moods: string[]) {
      for (const mood of moods) {
        await db().execute(sql`insert into moods (question_id, question_index, quiz_mode, mood) values (${questionId}, 0, 'STANDARD', ${mood})`);
      }
    }

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
      questionIds = rowsOf<{ id: number }>(await db().execute(sql`select id from questions order by id limit 4`)).map((row) => Number(row.id));
      expect(questionIds).toHaveLength(4);
    });

    describe('before anything is recorded', () => {
      it('analytics are all zero, with 30 empty days and every type at 0', async () => {
        const response = await adminGet<AnalyticsSummary>('/api/analytics');
        expect(response.status).toBe(200);
        expect(response.body).toEqual({
          totalEvents: 0,
          eventCounts: {},
          quizCompletions: { total: 0, resultCategories: { Visionary: 0, Pragmatist: 0, Hustler: 0, Craftsman: 0, 'Social Driver': 0 } },
          rawData: [],
          eventsPerDay: lastUtcDays(30).map((date) => ({ date, count: 0 })),
        });
      });

      it('mood statistics are empty: zero moods, no most common mood, no hardest question', async () => {
        const response = await adminGet<MoodStats>('/api/mood/stats');
        expect(response.body).toEqual({
          totalMoods: 0,
          moodCounts: { excited: 0, curious: 0, neutral: 0, confused: 0, stressed: 0 },
          mostCommonMood: null,
          hardestQuestions: [],
        });
      });
    });

    describe('with known data', () => {
      beforeAll(async () => {
        // In the order the tracking feature would have stored them: ids grow with time.
        await storeEvents('link_copied', 1, 40);
        await storeEvents('results_viewed', 2, 1);
        await storeEvents('question_answered', 103, 0, 'Newest Agent');
        await storeResult('Visionary', []);
        await storeResult('Visionary', []);
        await storeResult('Hustler', []);
        await storeMoods(questionIds[0]!, ['stressed', 'stressed', 'stressed']);
        await storeMoods(questionIds[1]!, ['excited', 'curious', 'neutral']);
        await storeMoods(questionIds[2]!, ['confused', 'confused']);
      });

      it('the analytics summary counts every event, completions per type, and events per day for 30 days', async () => {
        const { body } = await adminGet<AnalyticsSummary>('/api/analytics');
        expect(body.totalEvents).toBe(106);
        expect(body.eventCounts).toEqual({ question_answered: 103, results_viewed: 2, link_copied: 1 });
        expect(body.quizCompletions).toEqual({ total: 3, resultCategories: { Visionary: 2, Pragmatist: 0, Hustler: 1, Craftsman: 0, 'Social Driver': 0 } });
        expect(body.eventsPerDay).toHaveLength(30);
        expect(body.eventsPerDay?.at(-1)).toEqual({ date: utcDay(0), count: 103 });
        expect(body.eventsPerDay?.at(-2)).toEqual({ date: utcDay(1), count: 2 });
        expect(body.eventsPerDay?.reduce((sum, day) => sum + day.count, 0)).toBe(105);
      });

      it('completions follow quiz_results through multi-row inserts and deletes, whoever writes them', async () => {
        const completions = async () => (await adminGet<AnalyticsSummary>('/api/analytics')).body.quizCompletions;
        await db().execute(sql`
          insert into quiz_results (quiz_mode, primary_category, result, question_ids, option_ids)
          select 'DEEP_DIVE', category, '{}'::jsonb, '{}'::integer[], ''
          from unnest(array['Craftsman', 'Craftsman', 'Social Driver', 'Visionary']) as category`);
        expect(await completions()).toEqual({ total: 7, resultCategories: { Visionary: 3, Pragmatist: 0, Hustler: 1, Craftsman: 2, 'Social Driver': 1 } });
        await db().execute(sql`delete from quiz_results where quiz_mode = 'DEEP_DIVE'`);
        expect(await completions()).toEqual({ total: 3, resultCategories: { Visionary: 2, Pragmatist: 0, Hustler: 1, Craftsman: 0, 'Social Driver': 0 } });
      });

      it('the raw log holds the newest 100 events, newest first, with data, ISO timestamp and user agent', async () => {
        const { body } = await adminGet<AnalyticsSummary>('/api/analytics');
        expect(body.rawData).toHaveLength(100);
        expect(body.rawData[0]).toEqual({ event: 'question_answered', data: { n: 103 }, timestamp: expect.stringMatching(/Z$/), userAgent: 'Newest Agent' });
        const times = body.rawData.map((event) => Date.parse(event.timestamp));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      });

      it('mood statistics count each mood, name the most common one, and rank the hardest questions by mood score', async () => {
        const { body } = await adminGet<MoodStats>('/api/mood/stats');
        expect(body.totalMoods).toBe(8);
        expect(body.moodCounts).toEqual({ excited: 1, curious: 1, neutral: 1, confused: 2, stressed: 3 });
        expect(body.mostCommonMood).toEqual({ mood: 'stressed', count: 3 });
        // Question 3 has only 2 moods, fewer than the minimum of 3, so it is not ranked.
        expect(body.hardestQuestions).toEqual([
          { questionId: questionIds[0], text: expect.any(String), averageMoodScore: 5, count: 3 },
          { questionId: questionIds[1], text: expect.any(String), averageMoodScore: 2, count: 3 },
        ]);
      });
    });

    describe('question bank', () => {
      it('lists every question with its source, answers and observed discrimination corrected for chance', async () => {
        const [strong, weak] = [questionIds[2]!, questionIds[3]!];
        // `strong`: 10 answers, 6 name the type the respondent's other answers point to (item-rest): p = 0.6,
        // (0.6 − 0.2) / 0.8 = 0.5. The other 4 disagree with their rest.
        const other = questionIds[1]!;
        for (let index = 0; index < 6; index += 1) await storeResult('Pragmatist', [[strong, 'b'], [weak, 'b']]);
        for (let index = 0; index < 4; index += 1) await storeResult('Visionary', [[strong, 'e'], [other, 'a']]);
        const response = await adminGet<AdminQuestion[]>('/api/admin/questions');
        expect(response.status).toBe(200);
        const byId = new Map(response.body.map((question) => [question.id, question]));
        expect(byId.get(strong)).toMatchObject({ responses: 10, discrimination: 0.5, source: 'seed', active: true });
        // `weak`: 6 answers, below the minimum of 10, so no discrimination yet.
        expect(byId.get(weak)).toMatchObject({ responses: 6, discrimination: null });
        expect(byId.get(questionIds[0]!)).toMatchObject({ responses: 0, discrimination: null });
        const first = response.body[0]!;
        expect(first.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
        expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false);
      });

      it('When an admin deactivates a question, then it leaves the quiz but stays in the bank, and can come back', async () => {
        const id = questionIds[3]!;
        const off = await request<AdminQuestion>(server().url, 'PATCH', `/api/admin/questions/${id}`, { json: { active: false }, headers: admin.headers() });
        expect(off.status).toBe(200);
        expect(off.body).toMatchObject({ id, active: false, responses: 6 });
        const quiz = await get<{ id: number }[]>(server().url, '/api/questions');
        expect(quiz.body.map((question) => question.id)).not.toContain(id);
        const bank = await adminGet<AdminQuestion[]>('/api/admin/questions');
        expect(bank.body.find((question) => question.id === id)?.active).toBe(false);
        const on = await request<AdminQuestion>(server().url, 'PATCH', `/api/admin/questions/${id}`, { json: { active: true }, headers: admin.headers() });
        expect(on.body.active).toBe(true);
        expect((await get<{ id: number }[]>(server().url, '/api/questions')).body.map((question) => question.id)).toContain(id);
      });

      it('refuses an unknown question (404) and a bad id or body (400)', async () => {
        const patch = (path: string, json: unknown) => request(server().url, 'PATCH', path, { json, headers: admin.headers() });
        expect((await patch('/api/admin/questions/999999', { active: false })).status).toBe(404);
        expect((await patch('/api/admin/questions/abc', { active: false })).status).toBe(400);
        expect((await patch(`/api/admin/questions/${questionIds[0]}`, { active: 'no' })).status).toBe(400);
      });
    });

    describe('ad settings', () => {
      const save = (json: unknown) => post<{ error?: string; message: string }>(server().url, '/api/save-adsense', json, admin.headers());

      it('When both fields are empty, then saving is refused with the at-least-one-field message', async () => {
        const response = await save({ googleAdClient: '', googleVerification: '  ' });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe('Please enter at least one of the required fields');
      });

      it('When a full meta tag is given, then only its content value is stored', async () => {
        const response = await save({
          googleAdClient: 'ca-pub-1234567890123456',
          googleVerification: '<meta name="google-site-verification" content="abcDEF123_-xyz789" />',
        });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ message: 'Google Adsense settings have been saved successfully. Changes will apply on page reload.' });
        const stored = await adminGet('/api/adsense-settings');
        expect(stored.body).toEqual({ googleAdClient: 'ca-pub-1234567890123456', googleVerification: 'abcDEF123_-xyz789' });
      });

      it.each([
        ['a script in the client id', { googleAdClient: 'ca-pub-123"><script>alert(1)</script>' }],
        ['a script after a meta tag', { googleVerification: '<meta name="google-site-verification" content="abcdefghij12"><script>alert(1)</script>' }],
        ['an event handler in the content value', { googleVerification: '<meta name="google-site-verification" content="x" onload="alert(1)">' }],
        ['a bare script tag', { googleVerification: '<script src="https://evil.example/x.js"></script>' }],
        ['markup in the content value', { googleVerification: '<meta name="google-site-verification" content="abc&quot;&gt;&lt;script&gt;">' }],
      ])('When the settings carry %s, then they are refused and nothing changes', async (_name, json) => {
        const response = await save(json);
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('invalid_ad_settings');
        const stored = await adminGet('/api/adsense-settings');
        expect(stored.body).toEqual({ googleAdClient: 'ca-pub-1234567890123456', googleVerification: 'abcDEF123_-xyz789' });
      });

      it('When the ad settings are removed, then both are empty and ads are off', async () => {
        await save({ googleAdClient: 'ca-pub-1234567890123456', googleVerification: 'abcDEF123_-xyz789' });
        const removed = await request<{ message: string }>(server().url, 'DELETE', '/api/adsense-settings', { headers: admin.headers() });
        expect(removed.status).toBe(200);
        expect(removed.body.message).toBe('The ad settings have been removed: ads are off. Changes will apply on page reload.');
        expect((await adminGet('/api/adsense-settings')).body).toEqual({ googleAdClient: '', googleVerification: '' });
        expect((await request(server().url, 'DELETE', '/api/adsense-settings')).status).toBe(401);
      });

      it('When a field is not a string or an unknown field is sent, then the answer is 400', async () => {
        expect((await save({ googleAdClient: 42 })).status).toBe(400);
        expect((await save({ googleAdClient: 'ca-pub-1234567890123456', script: 'x' })).status).toBe(400);
      });
    });
  },
  { ...ADMIN_ENV, QUESTION_CACHE_TTL_MS: '0' },
);
