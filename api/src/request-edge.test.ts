import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf } from './lib/db';
import type { BatchWriter } from './lib/batch-writer';
import { request } from './test-support/http';
import { describeEachDatabase } from './test-support/test-server';
import { createTrackingService } from './features/tracking/service';
import { createQuizService } from './features/quiz/service';
import type { StoredMood } from './features/quiz/repository';

interface ErrorBody {
  error: string;
  message: string;
}

/** A built web root, so the paths below also reach the static file servers. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-edge-web-'));
fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const postJsonText = (url: string, pathName: string, text: string, headers: Record<string, string> = {}) =>
  request<ErrorBody>(url, 'POST', pathName, { body: text, headers: { 'content-type': 'application/json', ...headers } });

/** Writes all items at once; tells which ones were refused. */
async function refusedItems<T>(writer: BatchWriter<T>, items: T[]): Promise<number[]> {
  const outcomes = await Promise.allSettled(items.map((item) => writer.write(item)));
  return outcomes.flatMap((outcome, index) => (outcome.status === 'rejected' ? [index] : []));
}

describeEachDatabase(
  'The request edge',
  (server) => {
    const db = () => server().context.database.db;
    const count = async (query: ReturnType<typeof sql>) => rowsOf<{ count: number }>(await db().execute(query))[0]!.count;

    // JSON text, not JS strings: JSON.stringify would escape the lone surrogates the same way, but this is what a client sends.
    it.each([
      ['/api/track', '{"event":"results_shared","data":{"type":"Hustler","resultId":"r\\ud800"}}'],
      ['/api/track', '{"event":"guide_viewed","data":{"questionCount":20,"\\udc00":1}}'],
      ['/api/generate-share-badge', '{"type":"Visionary","userId":"u\\ud800"}'],
      ['/api/mood', '{"questionId":1,"questionIndex":0,"quizMode":"STANDARD","mood":"\\udfff"}'],
      ['/api/submit-quiz', '{"answers":[{"questionId":1,"selectedOptionId":"a"}],"quizSessionId":"\\ud83d"}'],
      ['/api/crossword/score', '{"username":"ada\\ud800","completionTime":1,"hintsUsed":0,"mistakesCount":0}'],
      ['/api/auth/login', '{"email":"a@b.co","password":"\\ud800\\ud800"}'],
    ])('When %s gets a body with an unpaired surrogate (%s), then it answers 400 invalid_unicode', async (pathName, text) => {
      const response = await postJsonText(server().url, pathName, text);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('invalid_unicode');
    });

    it('When a query string decodes to an unpaired surrogate or a path to bad UTF-8, then nothing reaches a route', async () => {
      const response = await request<ErrorBody>(server().url, 'GET', '/api/crossword/leaderboard/all-time?username=%ED%A0%80');
      expect(response.status).toBe(400);
    });

    it('When surrogate pairs (an emoji) arrive, then they are ordinary text and the write succeeds', async () => {
      const response = await postJsonText(server().url, '/api/generate-share-badge', '{"type":"Visionary","userId":"u\\ud83d\\ude00"}');
      expect(response.status).toBe(201);
    });

    it.each(['/%c0', '/share/%c0', '/share/%ED%A0%80/badge.png', '/remotes/quiz/%c0', '/api/crossword/leaderboard/%ff', '/assets/%e0%80.js'])(
      'When the path %s is not percent-encoded UTF-8, then it answers 400 invalid_path',
      async (pathName) => {
        const response = await request<ErrorBody>(server().url, 'GET', pathName, { headers: { 'accept-encoding': 'br, gzip' } });
        expect(response.status).toBe(400);
        expect(response.body.error).toBe('invalid_path');
      },
    );

    it('When the leaderboard of the year 0000 is asked for, then it answers 400 invalid_date', async () => {
      const response = await request<ErrorBody>(server().url, 'GET', '/api/crossword/leaderboard/0000-01-01');
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('invalid_date');
    });

    it('When a body says Content-Encoding gzip but is not gzip, then it answers 400; a real gzip body is stored', async () => {
      const body = '{"event":"guide_viewed","data":{"questionCount":20}}';
      const fake = await postJsonText(server().url, '/api/track', body, { 'content-encoding': 'gzip' });
      expect(fake.status).toBe(400);
      expect(fake.body.error).toBe('invalid_content_encoding');

      const real = await fetch(`${server().url}/api/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: gzipSync(body),
      });
      expect(real.status).toBe(204);
    });

    it('When 1 poisoned body arrives among 50 concurrent valid ones, then it alone is refused and all 50 valid events are stored', async () => {
      const marker = `edge-batch-${Date.now()}`;
      const valid = Array.from({ length: 50 }, (_, index) =>
        postJsonText(server().url, '/api/track', JSON.stringify({ event: 'question_answered', data: { questionId: index + 1, questionIndex: 0, totalQuestions: 20 } }), {
          'user-agent': marker,
        }),
      );
      const poisoned = postJsonText(server().url, '/api/track', '{"event":"results_shared","data":{"type":"Hustler","resultId":"r\\ud800"}}', {
        'user-agent': marker,
      });
      const [poisonedAnswer, ...validAnswers] = await Promise.all([poisoned, ...valid]);
      expect(poisonedAnswer!.status).toBe(400);
      expect(validAnswers.map((answer) => answer.status)).toEqual(Array(50).fill(204));
      expect(await count(sql`select count(*)::int as count from analytics_events where user_agent = ${marker}`)).toBe(50);
    });

    it('When the database refuses one item of a tracking batch, then only that write fails and the other 49 are stored', async () => {
      const tracking = createTrackingService(server().context);
      const marker = `edge-writer-${Date.now()}`;
      const rows = Array.from({ length: 50 }, (_, index) => ({
        event: 'question_answered',
        data: index === 17 ? { resultId: 'r\ud800' } : { questionId: index + 1, questionIndex: 0, totalQuestions: 20 },
        userAgent: marker,
        region: null,
        bot: false,
      }));
      expect(await refusedItems(tracking.writer, rows)).toEqual([17]);
      expect(await count(sql`select count(*)::int as count from analytics_events where user_agent = ${marker}`)).toBe(49);
    });

    it('When the database refuses one item of a mood batch, then only that write fails and the other 49 are stored', async () => {
      const { writers } = createQuizService(server().context);
      const marker = 900_000 + Math.floor(Math.random() * 1000);
      const moods: StoredMood[] = Array.from({ length: 50 }, (_, index) => ({
        questionId: marker,
        questionIndex: index,
        quizMode: 'STANDARD',
        mood: index === 31 ? 'calm\ud800' : 'calm',
        bot: false,
      }));
      expect(await refusedItems(writers.moods, moods)).toEqual([31]);
      expect(await count(sql`select count(*)::int as count from moods where question_id = ${marker}`)).toBe(49);
    });
  },
  { SERVE_WEB: 'true', WEB_ROOT: webRoot },
);

describeEachDatabase(
  'Tracking rate limit',
  (server) => {
    it('When one address sends more events in a minute than TRACK_RATE_LIMIT, then the rest get 429 with Retry-After', async () => {
      const body = JSON.stringify({ event: 'guide_viewed', data: { questionCount: 20 } });
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof postJsonText>> | undefined;
      for (let index = 0; index < 7; index += 1) {
        last = await postJsonText(server().url, '/api/track', body);
        statuses.push(last.status);
      }
      expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
      expect(last!.body.error).toBe('too_many_requests');
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  },
  { TRACK_RATE_LIMIT: '5' },
);
