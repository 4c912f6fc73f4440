import { ANALYTICS_API_PATHS, type MoodStats, type Question, type RangeMoods } from '@edna/shared-contracts';
import { get, post } from '../../test-support/http';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from '../../test-support/sessions';
import { describeEachDatabase } from '../../test-support/test-server';

const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describeEachDatabase(
  'One source for moods: the moods stored by POST /api/mood',
  (server) => {
    let admin: TestSession;
    let question: Question;
    const mood = (userAgent: string) =>
      post(server().url, '/api/mood', { questionId: question.id, questionIndex: 2, quizMode: 'STANDARD', mood: 'confused' }, { 'user-agent': userAgent });
    const stats = async () => (await get<MoodStats>(server().url, '/api/mood/stats', admin.headers())).body;
    const tab = async (query = 'preset=24h') => (await get<RangeMoods>(server().url, `${ANALYTICS_API_PATHS.moods}?${query}`, admin.headers())).body;

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
      [question] = (await get<Question[]>(server().url, '/api/questions')).body as [Question];
    });

    it('A mood posted with POST /api/mood alone is counted by /api/mood/stats and by the Mood tab', async () => {
      expect((await mood(HUMAN)).status).toBe(201);
      expect(await stats()).toMatchObject({ totalMoods: 1, moodCounts: { confused: 1 }, mostCommonMood: { mood: 'confused', count: 1 } });
      const counted = await tab();
      expect(counted.totalMoods.value).toBe(1);
      expect(counted.moodCounts.confused.value).toBe(1);
      expect(counted.byQuizMode.find((mode) => mode.quizMode === 'STANDARD')?.moodCounts.confused).toBe(1);
      expect(counted.perDay.at(-1)?.moodCounts.confused).toBe(1);
    });

    it('A mood_tracked event without a stored mood stays an analytics event: the mood counts do not move', async () => {
      const event = {
        event: 'mood_tracked',
        data: { questionId: question.id, questionIndex: 3, totalQuestions: 20, quizMode: 'STANDARD', mood: 'stressed', quizSessionId: 'session_1_moodsource' },
      };
      expect((await post(server().url, '/api/track', event, { 'user-agent': HUMAN })).status).toBe(204);
      expect((await stats()).totalMoods).toBe(1);
      expect((await tab()).totalMoods.value).toBe(1);
    });

    it("A bot's mood is stored flagged: the Mood tab leaves it out unless bots are included; the range applies", async () => {
      expect((await mood(BOT)).status).toBe(201);
      expect((await tab()).totalMoods.value).toBe(1);
      expect((await tab('preset=24h&includeBots=true')).totalMoods.value).toBe(2);
      expect((await tab('preset=custom&from=2020-01-01&to=2020-01-02&includeBots=true')).totalMoods.value).toBe(0);
      expect((await stats()).totalMoods).toBe(2);
    });
  },
  ADMIN_ENV,
);
