import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import {
  comparedResultResponseSchema,
  keptResultResponseSchema,
  PERCENTILE_MIN_RESULTS,
  submitQuizResponseSchema,
  type ComparedResultResponse,
  type GenerateShareBadgeResponse,
  type KeptResultResponse,
  type Question,
  type SubmitQuizResponse,
} from '@edna/shared-contracts';
import { loadConfig } from '../../lib/config';
import { createLogger } from '../../lib/logger';
import { rowsOf } from '../../lib/db';
import { startServer } from '../../server';
import { get, post, request } from '../../test-support/http';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';

interface ErrorBody {
  error: string;
  message: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Answers the first `pattern.length` questions with the option ids of `pattern`, through the real submit endpoint. */
async function submit(server: TestServer, questions: readonly Question[], pattern: string): Promise<SubmitQuizResponse> {
  const answers = [...pattern].map((optionId, index) => ({ questionId: questions[index]!.id, selectedOptionId: optionId }));
  const response = await post<SubmitQuizResponse>(server.url, '/api/submit-quiz', { answers, quizMode: 'STANDARD', quizSessionId: 'session_1732000000000_abc' });
  expect(response.status).toBe(201);
  return response.body;
}

/** A token of the right shape that no result has. */
const unusedToken = () => Buffer.alloc(32, 7).toString('base64url');

describeEachDatabase('Kept results: private links, compare links, deletion', (server) => {
  const db = () => server().context.database.db;
  let questions: Question[];

  beforeAll(async () => {
    questions = (await get<Question[]>(server().url, '/api/questions')).body;
    expect(questions.length).toBeGreaterThanOrEqual(20);
  });

  it('When a quiz is submitted, then the answer carries a 256-bit link token and a compare code, and only their hashes are stored', async () => {
    const result = await submit(server(), questions, 'aabbcddeaabbcddeaabb');
    expect(submitQuizResponseSchema.safeParse(result).success).toBe(true);
    expect(result.resultToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.compareCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(result.resultToken!, 'base64url')).toHaveLength(32);
    const [stored] = rowsOf<{ token_hash: string; compare_hash: string; session_id: string | null; row: string }>(
      await db().execute(sql`select token_hash, compare_hash, session_id, row_to_json(quiz_results)::text as row from quiz_results where id = ${result.resultId}`),
    );
    expect(stored!.token_hash).toBe(sha256(result.resultToken!));
    expect(stored!.compare_hash).toBe(sha256(result.compareCode!));
    expect(stored!.session_id).toBeNull();
    expect(stored!.row).not.toContain(result.resultToken);
    expect(stored!.row).not.toContain(result.compareCode);
  });

  it('When 50 results are stored, then every token and every compare code differs', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => submit(server(), questions, 'abcde')));
    expect(new Set(results.map((result) => result.resultToken)).size).toBe(50);
    expect(new Set(results.map((result) => result.compareCode)).size).toBe(50);
  });

  it('When the link token is used, then the result reopens exactly as it was scored, with its compare code and the time it was taken', async () => {
    const { resultToken, compareCode, ...result } = await submit(server(), questions, 'ccccccccccaaaaabbbbd');
    const before = Date.now();
    const response = await get<KeptResultResponse>(server().url, `/api/results/${resultToken}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(keptResultResponseSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.result).toEqual(result);
    expect(response.body.compareCode).toBe(compareCode);
    expect(Date.parse(response.body.takenAt)).toBeLessThanOrEqual(before);
    expect(JSON.stringify(response.body)).not.toContain(resultToken);
  });

  it('When the compare code is used, then the result is shown without its id or any secret, and the code opens nothing else', async () => {
    const { resultToken, compareCode, resultId, ...result } = await submit(server(), questions, 'eeeeeeeeddddaaaabbbc');
    const response = await get<ComparedResultResponse>(server().url, `/api/compare/${compareCode}`);
    expect(response.status).toBe(200);
    expect(comparedResultResponseSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.result).toEqual(result);
    const text = JSON.stringify(response.body);
    for (const secret of [resultToken!, resultId]) expect(text).not.toContain(secret);

    // The compare code is not a link token: it can neither open the result as its owner nor delete it.
    expect((await get<ErrorBody>(server().url, `/api/results/${compareCode}`)).status).toBe(404);
    expect((await request<ErrorBody>(server().url, 'DELETE', `/api/results/${compareCode}`)).status).toBe(404);
    expect((await get(server().url, `/api/compare/${compareCode}`)).status).toBe(200);
  });

  it.each([
    ['a well-formed token nobody holds', () => unusedToken()],
    ['a token with one character changed', (real: string) => `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`],
    ['a token too short', () => 'abc'],
    ['a token with characters outside base64url', () => `${'A'.repeat(42)}*`],
  ])('When %s is used, then the answer is a JSON 404 and nothing is deleted', async (_label, makeToken: (real: string) => string) => {
    const { resultToken } = await submit(server(), questions, 'abcdeabcde');
    const token = makeToken(resultToken!);
    const count = async () => rowsOf<{ count: number }>(await db().execute(sql`select count(*)::int as count from quiz_results`))[0]!.count;
    const before = await count();
    for (const method of ['GET', 'DELETE']) {
      const response = await request<ErrorBody>(server().url, method, `/api/results/${encodeURIComponent(token)}`);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('result_not_found');
      expect(response.body.message).toMatch(/No result has this link/);
    }
    expect((await get<ErrorBody>(server().url, `/api/compare/${encodeURIComponent(token.slice(0, 22))}`)).status).toBe(404);
    expect(await count()).toBe(before);
    expect((await get(server().url, `/api/results/${resultToken}`)).status).toBe(200);
  });

  it('When a result is deleted with its token, then it, its compare link and its share page are gone for good, and counts follow', async () => {
    const result = await submit(server(), questions, 'dddddddddddddddaaaab');
    const badge = await post<GenerateShareBadgeResponse>(server().url, '/api/generate-share-badge', { type: result.primaryCategory, resultToken: result.resultToken });
    expect(badge.status).toBe(201);
    const sharePath = new URL(badge.body.shareUrl!).pathname;
    expect((await get(server().url, sharePath)).status).toBe(200);
    const countsOf = async () =>
      rowsOf<{ completions: number; histogram: number }>(
        await db().execute(sql`select
          (select coalesce(sum(count), 0)::int from quiz_result_counts) as completions,
          (select coalesce(sum(count), 0)::int from quiz_result_percentages where category = 'craftsman') as histogram`),
      )[0]!;
    const before = await countsOf();

    const deleted = await request(server().url, 'DELETE', `/api/results/${result.resultToken}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');

    expect((await get<ErrorBody>(server().url, `/api/results/${result.resultToken}`)).body.error).toBe('result_not_found');
    expect((await get(server().url, `/api/compare/${result.compareCode}`)).status).toBe(404);
    expect((await request(server().url, 'DELETE', `/api/results/${result.resultToken}`)).status).toBe(404);
    expect((await get(server().url, sharePath)).status).toBe(404);
    expect((await get(server().url, `${sharePath}/badge.png`)).status).toBe(404);
    const remaining = rowsOf<{ count: number }>(
      await db().execute(sql`select
        (select count(*) from quiz_results where id = ${result.resultId})
        + (select count(*) from share_badges where result_id = ${result.resultId}) as count`),
    )[0]!;
    expect(Number(remaining.count)).toBe(0);
    expect(await countsOf()).toEqual({ completions: before.completions - 1, histogram: before.histogram - 1 });
    // A badge cannot be made for a deleted result either.
    const late = await post<ErrorBody>(server().url, '/api/generate-share-badge', { type: result.primaryCategory, resultToken: result.resultToken });
    expect(late.status).toBe(404);
    expect(late.body.error).toBe('result_not_found');
  });

  it('When results are inserted and deleted by any writer, then the percentage histogram equals a recount of quiz_results', async () => {
    await db().execute(sql`
      insert into quiz_results (quiz_mode, primary_category, result, question_ids, option_ids) values
        ('STANDARD', 'Hustler', '{"primaryCategory":"Hustler","visionaryPercentage":10,"pragmatistPercentage":15,"hustlerPercentage":40,"craftsmanPercentage":25,"socialDriverPercentage":10}', '{1}', 'c'),
        ('STANDARD', 'Hustler', '{"primaryCategory":"Hustler","visionaryPercentage":"broken","hustlerPercentage":100.4}', '{1}', 'c')`);
    await db().execute(sql`delete from quiz_results where result->>'visionaryPercentage' = 'broken'`);
    const mismatches = rowsOf<{ category: string }>(
      await db().execute(sql`
        with recount as (
          select pair.category, pair.percentage, count(*)::int as count
          from quiz_results cross join lateral quiz_result_percentage_pairs(quiz_results.result) as pair
          group by 1, 2
        )
        select coalesce(recount.category, histogram.category) as category
        from recount full join (select * from quiz_result_percentages where count <> 0) as histogram
          on histogram.category = recount.category and histogram.percentage = recount.percentage
        where recount.count is distinct from histogram.count`),
    );
    expect(mismatches).toEqual([]);
  });
});

describeEachDatabase('Kept results: percentiles', (server) => {
  let questions: Question[];
  const submitted: SubmitQuizResponse[] = [];

  beforeAll(async () => {
    questions = (await get<Question[]>(server().url, '/api/questions')).body;
  });

  /** Twenty answers whose mix depends on n, so the stored results spread over many percentages. */
  const patternFor = (n: number) => Array.from({ length: 20 }, (_, index) => 'abcde'[(index * (n % 7 + 1) + Math.floor(n / 7)) % 5]!).join('');

  it(`When fewer than ${PERCENTILE_MIN_RESULTS} results are stored, then a kept result has no percentiles`, async () => {
    for (let start = 0; start < PERCENTILE_MIN_RESULTS - 1; start += 33) {
      const batch = Array.from({ length: Math.min(33, PERCENTILE_MIN_RESULTS - 1 - start) }, (_, offset) => submit(server(), questions, patternFor(start + offset)));
      submitted.push(...(await Promise.all(batch)));
    }
    expect(submitted).toHaveLength(PERCENTILE_MIN_RESULTS - 1);
    const response = await get<KeptResultResponse>(server().url, `/api/results/${submitted[0]!.resultToken}`);
    expect(response.status).toBe(200);
    expect(response.body.percentiles).toBeNull();
  });

  it(`When the ${PERCENTILE_MIN_RESULTS}th result is stored, then every kept result has, per type, the share of results with a lower percentage`, async () => {
    submitted.push(await submit(server(), questions, patternFor(PERCENTILE_MIN_RESULTS)));
    for (const mine of [submitted[0]!, submitted[37]!, submitted[PERCENTILE_MIN_RESULTS - 1]!]) {
      const { body } = await get<KeptResultResponse>(server().url, `/api/results/${mine.resultToken}`);
      expect(body.percentiles).not.toBeNull();
      expect(body.percentiles!.resultCount).toBe(PERCENTILE_MIN_RESULTS);
      for (const key of ['visionary', 'pragmatist', 'hustler', 'craftsman', 'socialDriver'] as const) {
        const field = `${key}Percentage` as const;
        const lower = submitted.filter((other) => other[field] < mine[field]).length;
        expect(body.percentiles!.byCategory[key]).toBe(Math.floor((100 * lower) / PERCENTILE_MIN_RESULTS));
      }
    }
    // The figures spread: not every result sits at the same percentile.
    const visionary = await Promise.all(
      submitted.slice(0, 10).map(async (result) => (await get<KeptResultResponse>(server().url, `/api/results/${result.resultToken}`)).body.percentiles!.byCategory.visionary),
    );
    expect(new Set(visionary).size).toBeGreaterThan(1);
  });

  it('When a result is deleted below the threshold again, then percentiles disappear', async () => {
    const gone = submitted.pop()!;
    expect((await request(server().url, 'DELETE', `/api/results/${gone.resultToken}`)).status).toBe(204);
    expect((await get<KeptResultResponse>(server().url, `/api/results/${submitted[0]!.resultToken}`)).body.percentiles).toBeNull();
  });
});

describe('Kept results: the link token never reaches the log', () => {
  it('When a result is opened, deleted and asked for again with LOG_LEVEL=debug, then the log names the route, never the token', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'debug', SERVE_WEB: 'false' });
    const running = await startServer({ config, logger: createLogger(config, destination), pgliteDir: 'memory://' });
    try {
      const server = { ...running, driver: 'pglite' as const, close: () => running.stop() };
      const questions = (await get<Question[]>(server.url, '/api/questions')).body;
      const result = await submit(server, questions, 'abcdeabcdeabcdeabcde');
      expect((await get(server.url, `/api/results/${result.resultToken}`)).status).toBe(200);
      expect((await get(server.url, `/api/compare/${result.compareCode}`)).status).toBe(200);
      expect((await request(server.url, 'DELETE', `/api/results/${result.resultToken}`)).status).toBe(204);
      expect((await get(server.url, `/api/results/${result.resultToken}`)).status).toBe(404);
      expect((await get(server.url, `/api/compare/${result.compareCode}`)).status).toBe(404);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const log = lines.join('');
      expect(log).toContain('/api/results/:token');
      expect(log).toContain('/api/compare/:code');
      expect(log).toContain('request refused');
      expect(log).not.toContain(result.resultToken);
      expect(log).not.toContain(result.compareCode);
    } finally {
      await running.stop();
    }
  });
});
