import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ANALYTICS_API_PATHS,
  ANALYTICS_EXPORT_COLUMNS,
  ANALYTICS_EXPORT_TABLES,
  analyticsExportPath,
  type AnalyticsOverview,
  type CrosswordAnalytics,
  type QuizDropOff,
  type QuizFunnel,
  type RangeMoods,
} from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { crosswordCountsFromSessions, storedCrosswordCounts } from '../../test-support/crossword-counts';
import { HIGH_LIMITS, newPlayerId, requestSession, sessionIdOf, solutionCells, solvePuzzle, startSession, storedClues, wrongLetter } from '../../test-support/crossword-play';
import { get, post } from '../../test-support/http';
import { ADMIN_ENV, loginAsAdmin, registerUser, type TestSession } from '../../test-support/sessions';
import { describeEachDatabase } from '../../test-support/test-server';
import { EVENT_EXPORT_PAGE_SIZE } from './export';

const DAY_MS = 86_400_000;
const HUMAN = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** Noon UTC `days` days ago. */
const noonDaysAgo = (days: number) => new Date(today() - days * DAY_MS + DAY_MS / 2);
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

interface StoredEvent {
  event: string;
  data: Record<string, unknown>;
  at: Date;
  bot?: boolean;
  userAgent?: string;
}

describeEachDatabase(
  'Analytics for a date range',
  (server) => {
    let admin: TestSession;
    let member: TestSession;
    let questionIds: number[];
    const db = () => server().context.database.db;
    const adminGet = <T>(path: string) => get<T>(server().url, path, admin.headers());

    /**
     * Stores events in one statement with their counters, the way the tracking batch writer does. A browser that
     * tracks a mood also stores it with POST /api/mood: each mood_tracked event comes with its mood row, which is what
     * the mood counters count.
     */
    async function storeEvents(events: StoredEvent[]) {
      const rows = events.map((item) => ({
        event: item.event,
        data: item.data,
        created_at: item.at.toISOString(),
        bot: item.bot ?? false,
        user_agent: item.userAgent ?? (item.bot ? BOT : HUMAN),
      }));
      await db().execute(sql`
        with inserted as (
          insert into analytics_events (event, data, created_at, bot, user_agent)
          select event, data, created_at, bot, user_agent
          from json_to_recordset(${JSON.stringify(rows)}::json) as x(event text, data jsonb, created_at timestamptz, bot boolean, user_agent text)
          returning id, event, data, bot, created_at
        )
        select analytics_roll_up_events((select jsonb_agg(to_jsonb(inserted) order by id) from inserted))`);
      const moods = events
        .filter((item) => item.event === 'mood_tracked')
        .map((item) => ({ ...item.data, createdAt: item.at.toISOString(), bot: item.bot ?? false }));
      await db().execute(sql`
        insert into moods (question_id, question_index, quiz_mode, mood, created_at, bot)
        select "questionId", "questionIndex", "quizMode", mood, "createdAt", bot
        from json_to_recordset(${JSON.stringify(moods)}::json)
          as x("questionId" integer, "questionIndex" smallint, "quizMode" text, mood text, "createdAt" timestamptz, bot boolean)`);
    }

    /** The events of one quiz run: the guide, `answered` answers of `total` (each with a mood), then the given extras. */
    function run(id: string, at: Date, answered: number, total: number, extras: string[], options: { bot?: boolean; quizMode?: string } = {}): StoredEvent[] {
      const quizMode = options.quizMode ?? 'STANDARD';
      const quizSessionId = `session_${at.getTime()}_${id}`;
      const events: StoredEvent[] = [{ event: 'guide_viewed', data: { questionCount: total, quizSessionId }, at, bot: options.bot }];
      for (let index = 0; index < answered; index += 1) {
        const later = new Date(at.getTime() + (index + 1) * 1000);
        const questionId = questionIds[index % questionIds.length];
        events.push({ event: 'question_answered', data: { questionId, questionIndex: index, totalQuestions: total, quizMode, quizSessionId }, at: later, bot: options.bot });
        events.push({ event: 'mood_tracked', data: { questionId, questionIndex: index, totalQuestions: total, quizMode, mood: index === answered - 1 ? 'stressed' : 'curious', quizSessionId }, at: later, bot: options.bot });
      }
      for (const event of extras) {
        events.push({ event, data: event === 'link_copied' ? { category: 'Hustler', quizSessionId } : { type: 'Hustler', quizSessionId }, at: new Date(at.getTime() + 60_000), bot: options.bot });
      }
      return events;
    }

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
      member = await registerUser(server().url, 'analytics-member@test.local');
      questionIds = rowsOf<{ id: number }>(await db().execute(sql`select id from questions order by id limit 10`)).map((row) => Number(row.id));
      expect(questionIds).toHaveLength(10);

      const twoDaysAgo = noonDaysAgo(2);
      await storeEvents([
        // Finished, shared: STANDARD, 10 of 10 answered.
        ...run('finished', twoDaysAgo, 10, 10, ['results_viewed', 'badge_generated', 'link_copied']),
        // Stopped after the third answer (index 2).
        ...run('stopped', twoDaysAgo, 3, 10, []),
        // A bot run: DEEP_DIVE, one answer.
        ...run('bot', twoDaysAgo, 1, 10, [], { bot: true, quizMode: 'DEEP_DIVE' }),
        // The previous 7-day period: one run stopped after its first answer.
        ...run('earlier', noonDaysAgo(10), 1, 10, []),
      ]);
      // A run whose events arrive in two batches: the second moves it on from index 0 to index 5 (half-way).
      await storeEvents(run('split', noonDaysAgo(1), 1, 10, [], { quizMode: 'DEEP_DIVE' }));
      await storeEvents(
        run('split', noonDaysAgo(1), 6, 10, [], { quizMode: 'DEEP_DIVE' }).filter((item) => item.event !== 'guide_viewed' && (item.data.questionIndex as number) > 0),
      );
    });

    describe('access and validation', () => {
      const paths = [...Object.values(ANALYTICS_API_PATHS), ...ANALYTICS_EXPORT_TABLES.map(analyticsExportPath)];

      it('answers 401 to anonymous callers and 403 to non-admins on every endpoint and export', async () => {
        for (const path of paths) {
          expect((await get(server().url, path)).status).toBe(401);
          expect((await get(server().url, path, member.headers())).status).toBe(403);
        }
      });

      it('refuses bad ranges with 400 invalid_range, on endpoints and exports alike', async () => {
        for (const query of ['preset=week', 'preset=custom&from=2026-01-05', 'preset=custom&from=2026-01-05&to=2026-01-01', 'preset=7d&from=2026-01-01', 'includeBots=perhaps', 'preset=custom&from=2026-13-01&to=2026-13-02', 'preset=7d&preset=30d']) {
          for (const path of [ANALYTICS_API_PATHS.funnel, analyticsExportPath('events')]) {
            const response = await adminGet<{ error: string }>(`${path}?${query}`);
            expect([query, response.status, response.body.error]).toEqual([query, 400, 'invalid_range']);
          }
        }
        expect((await adminGet('/api/admin/analytics/export/secrets.csv')).status).toBe(404);
      });
    });

    describe('tracking flags bots with isbot', () => {
      it('stores a crawler event flagged and a browser event unflagged; only the latter is counted by default', async () => {
        const before = (await adminGet<AnalyticsOverview>(`${ANALYTICS_API_PATHS.overview}?preset=24h&includeBots=true`)).body;
        const event = { event: 'guide_dismissed', data: { questionCount: 5 } };
        expect((await post(server().url, '/api/track', event, { 'user-agent': BOT })).status).toBe(204);
        expect((await post(server().url, '/api/track', event, { 'user-agent': HUMAN })).status).toBe(204);
        const flags = rowsOf<{ bot: boolean }>(await db().execute(sql`select bot from analytics_events where event = 'guide_dismissed' order by id`));
        expect(flags.map((row) => row.bot)).toEqual([true, false]);

        const withoutBots = (await adminGet<AnalyticsOverview>(`${ANALYTICS_API_PATHS.overview}?preset=24h`)).body;
        const withBots = (await adminGet<AnalyticsOverview>(`${ANALYTICS_API_PATHS.overview}?preset=24h&includeBots=true`)).body;
        expect(withoutBots.eventCounts.guide_dismissed?.value).toBe(1);
        expect(withBots.eventCounts.guide_dismissed?.value).toBe(2);
        expect(withBots.figures.events.value - before.figures.events.value).toBe(2);
        const thisHour = withBots.buckets.at(-1);
        expect(thisHour?.botEvents).toBeGreaterThanOrEqual(1);
        expect(withBots.buckets).toHaveLength(24);
      });
    });

    describe('quiz funnel', () => {
      it('follows runs by quizSessionId: counts and conversions per mode for the last 7 days, with the previous 7 days', async () => {
        const response = await adminGet<QuizFunnel>(`${ANALYTICS_API_PATHS.funnel}?preset=7d`);
        expect(response.status).toBe(200);
        const all = response.body.modes.find((mode) => mode.quizMode === 'ALL');
        expect(all?.steps.map((step) => [step.step, step.count, step.previousCount])).toEqual([
          ['guide_viewed', 3, 1],
          ['first_answer', 3, 1],
          ['half_way', 2, 0],
          ['results_viewed', 1, 0],
          ['badge_generated', 1, 0],
          ['shared', 1, 0],
        ]);
        expect(all?.steps[2]?.conversionFromPrevious).toBeCloseTo(2 / 3, 3);
        expect(all?.steps[3]?.conversionFromStart).toBeCloseTo(1 / 3, 3);
        const standard = response.body.modes.find((mode) => mode.quizMode === 'STANDARD');
        expect(standard?.steps.map((step) => step.count)).toEqual([2, 2, 1, 1, 1, 1]);
        const deepDive = response.body.modes.find((mode) => mode.quizMode === 'DEEP_DIVE');
        expect(deepDive?.steps.map((step) => step.count)).toEqual([1, 1, 1, 0, 0, 0]);
      });

      it('counts bot runs only with includeBots=true', async () => {
        const response = await adminGet<QuizFunnel>(`${ANALYTICS_API_PATHS.funnel}?preset=7d&includeBots=true`);
        const deepDive = response.body.modes.find((mode) => mode.quizMode === 'DEEP_DIVE');
        expect(deepDive?.steps.map((step) => step.count)).toEqual([2, 2, 1, 0, 0, 0]);
      });

      it('all time has no previous period', async () => {
        const response = await adminGet<QuizFunnel>(`${ANALYTICS_API_PATHS.funnel}?preset=all`);
        expect(response.body.range.previousFrom).toBeNull();
        const all = response.body.modes.find((mode) => mode.quizMode === 'ALL');
        expect(all?.steps.map((step) => [step.count, step.previousCount])).toEqual([
          [4, null],
          [4, null],
          [2, null],
          [1, null],
          [1, null],
          [1, null],
        ]);
      });
    });

    describe('drop-off', () => {
      it('groups unfinished runs by the last index answered, with the question text and mood mix', async () => {
        const response = await adminGet<QuizDropOff>(`${ANALYTICS_API_PATHS.dropOff}?preset=7d`);
        expect(response.status).toBe(200);
        expect(response.body.startedSessions).toEqual({ value: 3, previousValue: 1 });
        expect(response.body.unfinishedSessions).toEqual({ value: 2, previousValue: 1 });
        expect(response.body.byIndex.map((entry) => entry.sessions)).toEqual([0, 0, 1, 0, 0, 1]);
        expect(response.body.byIndex[2]?.shareOfUnfinished).toBe(0.5);
        const stoppedAt = response.body.questions.find((question) => question.questionIndex === 2);
        expect(stoppedAt?.questionId).toBe(questionIds[2]);
        expect(stoppedAt?.text.length).toBeGreaterThan(10);
        // Curious in the finished and the split run, stressed as the last answer of the stopped run.
        expect(stoppedAt?.moodCounts).toEqual({ excited: 0, curious: 2, neutral: 0, confused: 0, stressed: 1 });
      });
    });

    describe('range boundaries and comparison', () => {
      it('a custom day includes its first instant and excludes the next day; the previous period is the day before', async () => {
        const day = new Date(today() - 40 * DAY_MS);
        await storeEvents([
          { event: 'results_shared', data: {}, at: new Date(day.getTime() - 1) },
          { event: 'results_shared', data: {}, at: new Date(day.getTime() - DAY_MS) },
          { event: 'results_shared', data: {}, at: day },
          { event: 'results_shared', data: {}, at: new Date(day.getTime() + DAY_MS - 1) },
          { event: 'results_shared', data: {}, at: new Date(day.getTime() + DAY_MS) },
        ]);
        const response = await adminGet<AnalyticsOverview>(`${ANALYTICS_API_PATHS.overview}?preset=custom&from=${isoDay(day)}&to=${isoDay(day)}`);
        expect(response.status).toBe(200);
        expect(response.body.range).toMatchObject({ from: day.toISOString(), to: new Date(day.getTime() + DAY_MS).toISOString(), granularity: 'day' });
        expect(response.body.figures.shares).toEqual({ value: 2, previousValue: 2 });
        expect(response.body.buckets).toEqual([{ start: day.toISOString(), events: 2, botEvents: 0 }]);
      });

      it('24h covers the 24 hours ending with the current hour', async () => {
        const response = await adminGet<AnalyticsOverview>(`${ANALYTICS_API_PATHS.overview}?preset=24h`);
        const { from, to, previousFrom, granularity } = response.body.range;
        expect(granularity).toBe('hour');
        expect(Date.parse(to) - Date.parse(from)).toBe(24 * 3_600_000);
        expect(Date.parse(from) - Date.parse(previousFrom ?? '')).toBe(24 * 3_600_000);
        expect(Date.parse(to)).toBeGreaterThan(Date.now());
      });
    });

    describe('moods', () => {
      it('counts the moods of the range per mood, day and quiz mode', async () => {
        const response = await adminGet<RangeMoods>(`${ANALYTICS_API_PATHS.moods}?preset=7d`);
        expect(response.status).toBe(200);
        // finished 10 + stopped 3 + split 6 (the bot run is left out); earlier run's 1 mood is the previous period.
        expect(response.body.totalMoods).toEqual({ value: 19, previousValue: 1 });
        // Stressed on each batch's last answer: finished, stopped, and twice in the split run.
        expect(response.body.moodCounts.stressed).toEqual({ value: 4, previousValue: 1 });
        expect(response.body.perDay).toHaveLength(7);
        expect(response.body.perDay.find((day) => day.date === isoDay(noonDaysAgo(1)))?.moodCounts.curious).toBe(4);
        expect(response.body.byQuizMode.find((mode) => mode.quizMode === 'DEEP_DIVE')?.moodCounts.stressed).toBe(2);
      });
    });

    describe('crossword', () => {
      it('per day: sessions, solves, median and best time, hints and mistakes per solve, resets, ranked and practice', async () => {
        const day = noonDaysAgo(3);
        const puzzleDate = isoDay(day);
        const sessions = [
          { seconds: 300, hints: 2, mistakes: 1, ranked: true, resets: 0, bot: false },
          { seconds: 500, hints: 0, mistakes: 5, ranked: false, resets: 1, bot: false },
          { seconds: 100, hints: 1, mistakes: 0, ranked: true, resets: 0, bot: false },
          { seconds: null, hints: 0, mistakes: 0, ranked: true, resets: 2, bot: false },
          { seconds: 50, hints: 0, mistakes: 0, ranked: true, resets: 0, bot: true },
        ];
        for (const session of sessions) {
          const solvedAt = session.seconds === null ? null : new Date(day.getTime() + session.seconds * 1000).toISOString();
          await db().execute(sql`
            insert into crossword_sessions (id, puzzle_date, started_at, solved_at, solve_seconds, total_hints, total_mistakes, ranked, resets, bot)
            values (${randomUUID()}::uuid, ${puzzleDate}::date, ${day.toISOString()}::timestamptz, ${solvedAt}::timestamptz, ${session.seconds},
              ${session.hints}, ${session.mistakes}, ${session.ranked}, ${session.resets}, ${session.bot})`);
        }
        const response = await adminGet<CrosswordAnalytics>(`${ANALYTICS_API_PATHS.crosswordDays}?preset=7d`);
        expect(response.status).toBe(200);
        expect(response.body.days).toHaveLength(7);
        expect(response.body.days.find((entry) => entry.date === puzzleDate)).toEqual({
          date: puzzleDate,
          sessionsStarted: 4,
          completions: 3,
          completionRate: 0.75,
          // 100, 300 and 500 s: 300 s is counted in the histogram position 300-303 s and read as its middle.
          medianSeconds: 301.5,
          bestSeconds: 100,
          hintsPerSolve: 1,
          mistakesPerSolve: 2,
          resets: 3,
          rankedSolves: 2,
          practiceSolves: 1,
        });
        expect(response.body.totals.sessionsStarted).toEqual({ value: 4, previousValue: 0 });
        const withBots = await adminGet<CrosswordAnalytics>(`${ANALYTICS_API_PATHS.crosswordDays}?preset=7d&includeBots=true`);
        expect(withBots.body.totals.bestSeconds?.value).toBe(50);
      });

      it('flags a crossword session started by a crawler, and counts it only with includeBots=true', async () => {
        const before = (await adminGet<CrosswordAnalytics>(`${ANALYTICS_API_PATHS.crosswordDays}?preset=24h`)).body.totals.sessionsStarted.value;
        const human = await requestSession(server(), { userAgent: HUMAN, address: '203.0.113.7' });
        const crawler = await requestSession(server(), { userAgent: BOT, address: '203.0.113.8' });
        expect([human.status, crawler.status]).toEqual([200, 200]);
        const flags = rowsOf<{ id: string; bot: boolean }>(await db().execute(sql`select id::text as id, bot from crossword_sessions`));
        const flagOf = (token: string) => flags.find((row) => row.id === sessionIdOf(token))?.bot;
        expect([flagOf(human.body.sessionToken), flagOf(crawler.body.sessionToken)]).toEqual([false, true]);
        const after = await adminGet<CrosswordAnalytics>(`${ANALYTICS_API_PATHS.crosswordDays}?preset=24h`);
        const afterWithBots = await adminGet<CrosswordAnalytics>(`${ANALYTICS_API_PATHS.crosswordDays}?preset=24h&includeBots=true`);
        expect(after.body.totals.sessionsStarted.value - before).toBe(1);
        expect(afterWithBots.body.totals.sessionsStarted.value - after.body.totals.sessionsStarted.value).toBeGreaterThanOrEqual(1);
      });

      it('keeps its counters in step with sessions played through the crossword API: wrong letters, a reset, hints, solves, bots', async () => {
        const figures = async (includeBots: boolean) =>
          (await adminGet<CrosswordAnalytics>(`${ANALYTICS_API_PATHS.crosswordDays}?preset=24h${includeBots ? '&includeBots=true' : ''}`)).body.totals;
        const [before, beforeWithBots] = [await figures(false), await figures(true)];
        const clues = await storedClues(server());
        const [cell] = solutionCells(clues);
        if (!cell || !clues[0]) throw new Error('the puzzle has no squares');
        const call = (path: string, body: Record<string, unknown>) => post<{ reset?: boolean }>(server().url, `/api/crossword/${path}`, body);
        const wrong = (sessionToken: string) => call('check', { sessionToken, row: cell.row, col: cell.col, letter: wrongLetter(cell.letter) });
        const hint = (sessionToken: string) => call('hint', { sessionToken, clueId: clues[0]?.id });

        const playerId = newPlayerId();
        const ranked = await startSession(server(), { userAgent: HUMAN, address: '198.51.100.1', playerId });
        for (let mistake = 1; mistake <= 6; mistake += 1) {
          if (mistake === 3) expect((await hint(ranked.sessionToken)).status).toBe(200);
          expect((await wrong(ranked.sessionToken)).body.reset).toBe(mistake === 5);
        }
        await solvePuzzle(server(), ranked, { seconds: 70 });
        const practice = await startSession(server(), { userAgent: HUMAN, address: '198.51.100.1', playerId });
        expect(practice.ranked).toBe(false);
        expect((await hint(practice.sessionToken)).status).toBe(200);
        await solvePuzzle(server(), practice, { seconds: 90 });
        const crawler = await startSession(server(), { userAgent: BOT, address: '198.51.100.2' });
        await solvePuzzle(server(), crawler, { seconds: 40 });
        const unfinished = await startSession(server(), { userAgent: HUMAN, address: '198.51.100.3' });
        expect((await wrong(unfinished.sessionToken)).status).toBe(200);

        expect(await storedCrosswordCounts(db())).toEqual(await crosswordCountsFromSessions(db()));
        const [after, afterWithBots] = [await figures(false), await figures(true)];
        const change = (now: CrosswordAnalytics['totals'], then: CrosswordAnalytics['totals']) =>
          (['sessionsStarted', 'completions', 'resets', 'rankedSolves', 'practiceSolves'] as const).map((name) => now[name].value - then[name].value);
        expect(change(after, before)).toEqual([3, 2, 1, 1, 1]);
        expect(change(afterWithBots, beforeWithBots)).toEqual([4, 3, 1, 2, 1]);
        // The range's only solves are these (all under 100 s, where the histogram is exact): the median is the sessions' own.
        const medians = rowsOf<{ human: number; all: number; best: number }>(
          await db().execute(sql`
            select percentile_cont(0.5) within group (order by solve_seconds) filter (where not bot) as human,
              percentile_cont(0.5) within group (order by solve_seconds) as "all", min(solve_seconds) as best
            from crossword_sessions where solved_at > now() - interval '1 day'`),
        )[0];
        expect([after.medianSeconds?.value, afterWithBots.medianSeconds?.value, afterWithBots.bestSeconds?.value]).toEqual([
          Number(medians?.human),
          Number(medians?.all),
          Number(medians?.best),
        ]);
      });
    });

    describe('CSV export', () => {
      it('exports the funnel of the range as CSV with its header line', async () => {
        const response = await adminGet<string>(`${analyticsExportPath('funnel')}?preset=7d`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
        const lines = response.text.trimEnd().split('\r\n');
        expect(lines[0]).toBe(ANALYTICS_EXPORT_COLUMNS.funnel.join(','));
        expect(lines).toContain('ALL,guide_viewed,3,1,,1');
        expect(lines).toContain('ALL,results_viewed,1,0,0.5,0.3333');
      });

      it('streams the raw log page by page, quotes JSON and neutralises formulas', async () => {
        const day = new Date(today() - 60 * DAY_MS);
        const count = EVENT_EXPORT_PAGE_SIZE * 2 + 7;
        const events: StoredEvent[] = Array.from({ length: count }, (_, index) => ({
          event: 'results_shared',
          data: { type: 'Hustler', note: `n${index}` },
          at: new Date(day.getTime() + index * 1000),
          userAgent: index === 0 ? '=HYPERLINK("http://evil.example","x")' : HUMAN,
        }));
        await storeEvents(events);
        const response = await adminGet<string>(`${analyticsExportPath('events')}?preset=custom&from=${isoDay(day)}&to=${isoDay(day)}`);
        expect(response.status).toBe(200);
        const lines = response.text.trimEnd().split('\r\n');
        expect(lines[0]).toBe(ANALYTICS_EXPORT_COLUMNS.events.join(','));
        expect(lines).toHaveLength(count + 1);
        expect(lines[1]).toContain(`,results_shared,false,,,"'=HYPERLINK(""http://evil.example"",""x"")","{""note"":""n0"",""type"":""Hustler""}"`);
        expect(lines.at(-1)).toContain(`n${count - 1}`);
      });

      it('exports drop-off, crossword and moods with their header lines', async () => {
        for (const table of ['drop-off', 'crossword', 'moods'] as const) {
          const response = await adminGet<string>(`${analyticsExportPath(table)}?preset=7d`);
          expect(response.status).toBe(200);
          const lines = response.text.trimEnd().split('\r\n');
          expect(lines[0]).toBe(ANALYTICS_EXPORT_COLUMNS[table].join(','));
          if (table !== 'drop-off') expect(lines).toHaveLength(8);
        }
      });
    });
  },
  { ...ADMIN_ENV, ...HIGH_LIMITS },
);
