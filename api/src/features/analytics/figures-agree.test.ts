import { sql } from 'drizzle-orm';
import { ANALYTICS_API_PATHS, type AnalyticsOverview, type QuizFunnel } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { get, post } from '../../test-support/http';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from '../../test-support/sessions';
import { describeEachDatabase } from '../../test-support/test-server';

const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describeEachDatabase(
  'Admin figures of one range agree, with bots included and excluded',
  (server) => {
    let admin: TestSession;

    /** A quiz run through the real API: guide, every answer, the submission and its results viewed twice (a reload). */
    async function completeRun(name: string, userAgent: string, questionIds: number[], optionId: string): Promise<string> {
      const quizSessionId = `session_${Date.now()}_${name}`;
      const headers = { 'user-agent': userAgent };
      const track = async (event: string, data: Record<string, unknown>) =>
        expect((await post(server().url, '/api/track', { event, data: { ...data, quizSessionId } }, headers)).status).toBe(204);
      await track('guide_viewed', { questionCount: questionIds.length });
      for (const [index, questionId] of questionIds.entries()) await track('question_answered', { questionId, questionIndex: index, totalQuestions: questionIds.length });
      const submitted = await post<{ primaryCategory: string } & Record<string, unknown>>(
        server().url,
        '/api/submit-quiz',
        { answers: questionIds.map((questionId) => ({ questionId, selectedOptionId: optionId })), quizMode: 'STANDARD', quizSessionId },
        headers,
      );
      expect(submitted.status).toBe(201);
      const { resultToken: _token, compareCode: _code, ...result } = submitted.body;
      await track('results_viewed', result);
      await track('results_viewed', result);
      return submitted.body.primaryCategory;
    }

    it('"Quiz completions", "Completions by result" and the funnel\'s "Results viewed" are the same number', async () => {
      admin = await loginAsAdmin(server().url);
      const questionIds = rowsOf<{ id: number }>(await server().context.database.db.execute(sql`select id from questions where active order by id limit 20`)).map((row) => Number(row.id));
      const humans = [await completeRun('human1', HUMAN, questionIds, 'a'), await completeRun('human2', HUMAN, questionIds, 'b'), await completeRun('human3', HUMAN, questionIds, 'c')];
      const bots = [await completeRun('bot1', BOT, questionIds, 'd'), await completeRun('bot2', BOT, questionIds, 'e')];

      for (const includeBots of [false, true]) {
        const query = `?preset=24h&includeBots=${includeBots}`;
        const overview = (await get<AnalyticsOverview>(server().url, `${ANALYTICS_API_PATHS.overview}${query}`, admin.headers())).body;
        const funnel = (await get<QuizFunnel>(server().url, `${ANALYTICS_API_PATHS.funnel}${query}`, admin.headers())).body;
        const resultsViewed = funnel.modes.find((mode) => mode.quizMode === 'ALL')!.steps.find((step) => step.step === 'results_viewed')!.count;
        const byResult = Object.values(overview.completionsByResult ?? {}).reduce((sum, count) => sum + count, 0);
        const expected = includeBots ? humans.length + bots.length : humans.length;
        expect({ includeBots, tile: overview.figures.quizCompletions.value, byResult, resultsViewed }).toEqual({ includeBots, tile: expected, byResult: expected, resultsViewed: expected });
        const types = includeBots ? [...humans, ...bots] : humans;
        for (const type of new Set(types)) expect(overview.completionsByResult?.[type]).toBe(types.filter((entry) => entry === type).length);
        // The chart's buckets: exactly one per hour of the range, whole counts.
        expect(overview.buckets).toHaveLength(24);
        expect(new Date(overview.buckets[0]!.start).toISOString()).toBe(overview.range.from);
        for (const bucket of overview.buckets) expect(Number.isInteger(bucket.events) && Number.isInteger(bucket.botEvents)).toBe(true);
      }
      const [stored] = rowsOf<{ bots: number }>(await server().context.database.db.execute(sql`select count(*) filter (where is_bot)::int as bots from quiz_results`));
      expect(stored!.bots).toBe(bots.length);
    });
  },
  { ...ADMIN_ENV, TRACK_RATE_LIMIT: '100000' },
);
