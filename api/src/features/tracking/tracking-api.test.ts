import { sql } from 'drizzle-orm';
import { TRACKED_EVENT_NAMES, type TrackRequest } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { get, post } from '../../test-support/http';
import { authenticate, connectSocket, nextEvent } from '../../test-support/live-feed';
import { describeEachDatabase } from '../../test-support/test-server';
import { regionOf } from './event-context';

interface ErrorBody {
  error: string;
  message: string;
}

const result = {
  primaryCategory: 'Hustler',
  secondaryCategory: 'Visionary',
  visionaryPercentage: 30,
  pragmatistPercentage: 10,
  hustlerPercentage: 40,
  craftsmanPercentage: 10,
  socialDriverPercentage: 10,
  balanceScore: 84.2,
  dominantTraitScore: 25,
  personalityTraits: { innovation: 3, risk: 7, analysis: 1, patience: 2, execution: 4, quality: 1, impact: 1, teamwork: 1 },
  resultId: '8a0c8d52-6f0e-4a44-9a43-0d4f8f7f1e11',
} as const;

/** One valid body per tracked event. */
const EXAMPLES: TrackRequest[] = [
  { event: 'question_answered', data: { questionId: 12, questionIndex: 3, totalQuestions: 20 } },
  { event: 'guide_viewed', data: { questionCount: 20 } },
  { event: 'guide_dismissed', data: { questionCount: 30 } },
  { event: 'results_viewed', data: result },
  { event: 'badge_generated', data: { type: 'Hustler' } },
  { event: 'results_shared', data: { type: 'Hustler' } },
  { event: 'shared_to_facebook', data: { type: 'Hustler' } },
  { event: 'shared_to_twitter', data: { type: 'Hustler' } },
  { event: 'shared_to_linkedin', data: { type: 'Hustler' } },
  { event: 'download_badge', data: { type: 'Hustler' } },
  { event: 'link_copied', data: { category: 'Hustler' } },
  { event: 'remote_load_failed', data: { remote: 'crossword', route: '/crossword' } },
  { event: 'mood_tracked', data: { questionId: 12, questionIndex: 3, totalQuestions: 20, quizMode: 'STANDARD', mood: 'stressed' } },
];

describe('regionOf', () => {
  it('takes the country header of a proxy first, then the region of the first language tag that has one', () => {
    expect(regionOf({ 'cf-ipcountry': 'de', 'accept-language': 'en-US' })).toBe('DE');
    expect(regionOf({ 'cf-ipcountry': 'XX', 'accept-language': 'fr-CA,fr;q=0.9' })).toBe('CA');
    expect(regionOf({ 'accept-language': 'fr, es-419;q=0.8' })).toBe('419');
    expect(regionOf({ 'accept-language': 'zh-Hant-TW' })).toBe('TW');
    expect(regionOf({ 'accept-language': 'en' })).toBeNull();
    expect(regionOf({})).toBeNull();
  });
});

describeEachDatabase('Tracking API', (server) => {
  const db = () => server().context.database.db;

  it('every tracked event is stored with its data, user agent and region, and answered 204 (no content)', async () => {
    expect(EXAMPLES.map((example) => example.event).sort()).toEqual([...TRACKED_EVENT_NAMES].sort());
    for (const example of EXAMPLES) {
      const response = await post(server().url, '/api/track', example, { 'user-agent': 'JestBrowser/1.0', 'accept-language': 'pt-BR,pt;q=0.9' });
      expect(response.status).toBe(204);
      expect(response.text).toBe('');
      const [stored] = rowsOf<{ data: unknown; user_agent: string; region: string }>(
        await db().execute(sql`select data, user_agent, region from analytics_events where event = ${example.event} order by id desc limit 1`),
      );
      expect(stored).toEqual({ data: example.data, user_agent: 'JestBrowser/1.0', region: 'BR' });
    }
  });

  it('the per-day counter of an event grows with every stored event, in the same commit', async () => {
    const countOf = async () => {
      const [row] = rowsOf<{ count: number }>(
        await db().execute(sql`select count::int as count from analytics_daily_counts where event = 'guide_viewed' and day = (now() at time zone 'utc')::date`),
      );
      return row?.count ?? 0;
    };
    const stored = async () => {
      const [row] = rowsOf<{ count: number }>(
        await db().execute(sql`select count(*)::int as count from analytics_events where event = 'guide_viewed' and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`),
      );
      return row!.count;
    };
    const before = await countOf();
    expect(before).toBe(await stored());
    await Promise.all(Array.from({ length: 25 }, () => post(server().url, '/api/track', { event: 'guide_viewed', data: { questionCount: 20 } })));
    expect(await countOf()).toBe(before + 25);
    expect(await countOf()).toBe(await stored());
  });

  it('an admin on the live feed receives each event after it is stored, with component, page and region', async () => {
    server().context.realtime.setTokenVerifier(async (token) => token === 'test-admin-token' && { until: Date.now() + 60_000, sessionId: 'test-session' });
    const socket = await connectSocket(server().url);
    try {
      expect((await authenticate(socket, 'test-admin-token')).event).toBe('auth_success');
      // On PostgreSQL a broadcast goes out only after its NOTIFY is sent, so events of earlier tests can still arrive.
      const received = nextEvent(socket, (event) => event.action === 'link_copied');
      const response = await post(server().url, '/api/track', { event: 'link_copied', data: { category: 'Craftsman' } }, { 'cf-ipcountry': 'NZ' });
      expect(response.status).toBe(204);
      const event = await received;
      expect(event).toMatchObject({ action: 'link_copied', component: 'share', page: '/results', details: { category: 'Craftsman', region: 'NZ' } });
      expect(Number.isNaN(Date.parse(event.timestamp))).toBe(false);
      const [stored] = rowsOf<{ count: number }>(
        await db().execute(sql`select count(*)::int as count from analytics_events where event = 'link_copied' and region = 'NZ'`),
      );
      expect(stored!.count).toBe(1);
    } finally {
      socket.close();
    }
  });

  it('an unknown event name is a 400 that names it', async () => {
    const response = await post<ErrorBody>(server().url, '/api/track', { event: 'hacked', data: {} });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('unknown_event');
    expect(response.body.message).toMatch(/^Unknown event 'hacked'\. Known events: question_answered, /);
  });

  it.each([
    ['data of the wrong shape', { event: 'question_answered', data: { questionId: 'x', questionIndex: 0, totalQuestions: 20 } }],
    ['missing data', { event: 'guide_viewed' }],
    ['extra data fields', { event: 'link_copied', data: { category: 'Hustler', secret: 1 } }],
    ['an invalid mood', { event: 'mood_tracked', data: { questionId: 1, questionIndex: 0, totalQuestions: 20, quizMode: 'STANDARD', mood: 'angry' } }],
    ['no event name', { data: {} }],
    ['a result without its percentages', { event: 'results_viewed', data: { primaryCategory: 'Hustler' } }],
    ['a body that is a list', [{ event: 'guide_viewed', data: { questionCount: 1 } }]],
  ])('%s is a 400 with a message', async (_label, body) => {
    const response = await post<ErrorBody>(server().url, '/api/track', body);
    expect(response.status).toBe(400);
    expect(response.body.message.length).toBeGreaterThan(10);
  });

  it('200 concurrent events are all stored, in far fewer transactions than requests', async () => {
    await Promise.all(Array.from({ length: 200 }, () => get(server().url, '/api/questions/count')));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(server().url, '/api/track', { event: 'question_answered', data: { questionId: 5000 + index, questionIndex: 0, totalQuestions: 20 } }),
      ),
    );
    expect(responses.every((response) => response.status === 204)).toBe(true);
    const [row] = rowsOf<{ rows: number; transactions: number }>(
      await db().execute(
        sql`select count(*)::int as rows, count(distinct xmin::text)::int as transactions from analytics_events
            where event = 'question_answered' and (data->>'questionId')::int between 5000 and 5199`,
      ),
    );
    expect(row!.rows).toBe(200);
    expect(row!.transactions).toBeLessThan(50);
  });
});
