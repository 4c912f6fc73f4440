import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import {
  ENTREPRENEUR_TYPES,
  MOODS,
  OPTION_IDS,
  QUIZ_MODES,
  TRACKED_EVENT_NAMES,
  generateQuestionsRequestSchema,
  type Question,
} from '@edna/shared-contracts';
import { createApp } from './app';
import { get, post } from './test-support/http';
import { routesOf } from './test-support/routes';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from './test-support/sessions';
import { describeEachDatabase } from './test-support/test-server';

/**
 * Thousands of random requests to every JSON write endpoint on a real server, once per database: near-miss bodies,
 * wrong types, unpaired surrogates, huge strings, deep nesting, wrong or lying encodings and charsets, and bad
 * paths. Whatever arrives, the answer is never a 5xx, and every refusal is a JSON {error, message}.
 *
 * FUZZ_RUNS sets the bodies per endpoint (default 300, a new seed each run; 2,000 or more for a deep run) and FUZZ_SEED
 * replays a run (the seed is printed).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const CONCURRENCY = 8;

/** What the generators need from the running server: real ids and tokens make near-misses reach deeper. */
interface Known {
  questionIds: number[];
  sessionToken: string;
  today: string;
}

const today = () => new Date().toISOString().slice(0, 10);

const loneSurrogates = fc.constantFrom('\ud800', '\udfff', 'a\ud83d', '\ude00b', 'x\udbff\udbffy', '\ud800\u0000');
/** NUL (U+0000) anywhere in otherwise ordinary text: valid JSON and JavaScript, but PostgreSQL cannot store it. */
const nulText = fc.oneof(
  fc.constantFrom('\u0000', '/\u0000', 'a\u0000b', '\u0000\u0000', 'session_1_\u0000'),
  fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([before, after]) => `${before}\u0000${after}`),
);
const hugeString = fc.integer({ min: 20_000, max: 70_000 }).map((length) => 'é'.repeat(length / 2));
const fuzzyText = fc.oneof(
  { weight: 6, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: loneSurrogates },
  { weight: 3, arbitrary: nulText },
  { weight: 1, arbitrary: fc.constantFrom('a\u0000b', '', ' ', '__proto__', 'constructor', "'; drop table users; --", '%c0', '\u202e') },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.integer() },
);
const fuzzyInt = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.constantFrom(0, -0, 1.5, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
  fc.double(),
  fuzzyText,
  fc.constant(null),
);
const fuzzyDate = fc.oneof(
  fc.constant(today()),
  fc.constantFrom('0000-01-01', '0001-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '1970-01-01', '+12345-01-01', '2026-1-1'),
  fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fuzzyText,
);
const anyValue = fc.anything({ maxDepth: 3, maxKeys: 6, withNullPrototype: true, withBigInt: false });

/** A body shaped like the contract's: any subset of its fields, each a near-miss value, sometimes an extra field. */
function nearMiss(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 1, arbitrary: anyValue },
    { weight: 6, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.record(fields, { requiredKeys: [] }), fc.oneof(fuzzyText, loneSurrogates), anyValue).map(([body, key, value]) =>
        Object.assign({}, body, { [String(key)]: value }),
      ),
    },
  );
}

function endpointBodies(known: Known) {
  const questionId = fc.oneof(fc.constantFrom(...known.questionIds), fuzzyInt);
  const sessionToken = fc.oneof(fc.constant(known.sessionToken), fuzzyText);
  const trackedEvent = fc.oneof(fc.constantFrom(...TRACKED_EVENT_NAMES), fuzzyText);
  const anyType = fc.oneof(fc.constantFrom(...ENTREPRENEUR_TYPES), fuzzyText);
  const quizMode = fc.oneof(fc.constantFrom(...QUIZ_MODES), fuzzyText);
  // A well-formed email costs a password hash on login: fewer of them keep the run short.
  const email = fc.oneof({ weight: 1, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: fc.constant(ADMIN_ENV.ADMIN_EMAIL) }, { weight: 6, arbitrary: fuzzyText });
  return {
    'POST /api/submit-quiz': nearMiss({
      answers: fc.oneof(
        fc.array(nearMiss({ questionId, selectedOptionId: fc.oneof(fc.constantFrom(...OPTION_IDS), fuzzyText) }), { maxLength: 35 }),
        anyValue,
      ),
      quizMode,
      quizSessionId: fc.oneof(fc.nat().map((n) => `session_${n}_abc`), fuzzyText),
    }),
    'POST /api/mood': nearMiss({ questionId, questionIndex: fuzzyInt, quizMode, mood: fc.oneof(fc.constantFrom(...MOODS), fuzzyText) }),
    'POST /api/track': nearMiss({
      event: trackedEvent,
      data: nearMiss({
        questionId,
        questionIndex: fuzzyInt,
        totalQuestions: fuzzyInt,
        questionCount: fuzzyInt,
        category: anyType,
        type: anyType,
        mood: fc.oneof(fc.constantFrom(...MOODS), fuzzyText),
        quizMode,
        primaryCategory: anyType,
        visionaryPercentage: fuzzyInt,
        resultId: fuzzyText,
        quizSessionId: fc.oneof(fc.nat().map((n) => `session_${n}_abc`), fuzzyText),
        remote: fc.oneof(fc.constantFrom('quiz', 'crossword', 'admin'), fuzzyText),
        route: fc.oneof(fc.constant('/quiz'), fuzzyText),
      }),
    }),
    'POST /api/generate-share-badge': nearMiss({ type: anyType, userId: fuzzyText, resultToken: fuzzyText }),
    'POST /api/crossword/session': nearMiss({ puzzleDate: fuzzyDate, sessionToken, playerId: fc.oneof(fc.uuid(), fuzzyText) }),
    'POST /api/crossword/check': nearMiss({ sessionToken, row: fuzzyInt, col: fuzzyInt, letter: fc.oneof(fc.constantFrom('A', 'z', 'é'), fuzzyText) }),
    'POST /api/crossword/solve-clue': nearMiss({ sessionToken, clueId: fuzzyInt, answer: fuzzyText }),
    'POST /api/crossword/hint': nearMiss({ sessionToken, clueId: fuzzyInt, cell: nearMiss({ row: fuzzyInt, col: fuzzyInt }) }),
    'POST /api/crossword/score': nearMiss({
      username: fuzzyText,
      completionTime: fuzzyInt,
      hintsUsed: fuzzyInt,
      mistakesCount: fuzzyInt,
      puzzleDate: fuzzyDate,
      theme: fuzzyText,
      sessionToken,
      answers: fc.oneof(fc.dictionary(fc.oneof(fc.nat(9999).map(String), fuzzyText), fuzzyText, { maxKeys: 5 }), anyValue),
    }),
    'POST /api/crossword/session/state': nearMiss({ sessionToken }),
    'POST /api/crossword/reset': nearMiss({ sessionToken }),
    'POST /api/crossword/leagues': nearMiss({ name: fc.oneof(fc.constantFrom('MBA class of 2027', 'Team 7'), fuzzyText) }),
    'POST /api/crossword/leagues/:code/members': nearMiss({ playerId: fc.oneof(fc.uuid(), fuzzyText), username: fuzzyText }),
    'POST /api/login': nearMiss({ email, password: fuzzyText }),
    'POST /api/register': nearMiss({ email, password: fc.oneof(fc.string({ minLength: 12, maxLength: 30 }), fuzzyText) }),
    'POST /api/logout': anyValue,
    'DELETE /api/results/:token': anyValue,
    'PATCH /api/admin/questions/:id': nearMiss({ active: fc.oneof(fc.boolean(), fuzzyText) }),
    'DELETE /api/adsense-settings': anyValue,
    'POST /api/admin/crossword/entries/:id/:action': anyValue,
    'POST /api/save-adsense': nearMiss({ googleAdClient: fc.oneof(fc.constant('ca-pub-1234567890123456'), fuzzyText), googleVerification: fuzzyText }),
    // An accepted body makes the generator add questions (an empty one, ten): keep nearly all of them refused.
    'POST /api/generate-questions': fc.oneof(
      {
        weight: 99,
        arbitrary: nearMiss({ count: fuzzyText, extra: fuzzyText }).filter(
          (body) => !generateQuestionsRequestSchema.safeParse(JSON.parse(JSON.stringify(body) ?? 'null')).success,
        ),
      },
      { weight: 1, arbitrary: fc.record({ count: fc.oneof(fc.integer({ min: 1, max: 2 }), fuzzyInt) }) },
    ),
  } satisfies Record<string, fc.Arbitrary<unknown>>;
}

/** Endpoints that need an administrator's session. */
const ADMIN_ENDPOINTS = new Set([
  'PATCH /api/admin/questions/:id',
  'POST /api/save-adsense',
  'DELETE /api/adsense-settings',
  'POST /api/admin/crossword/entries/:id/:action',
  'POST /api/generate-questions',
]);

/** Path parameters: real-looking values, random text (encoded) and broken percent-encoding. */
const pathParam = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(fc.nat(100).map(String), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)) },
  { weight: 2, arbitrary: fuzzyText.map((text) => encodeURIComponent(String(text).replace(/[\ud800-\udfff]/g, 'x')).slice(0, 3000) || 'x') },
  { weight: 2, arbitrary: fc.constantFrom('%c0', '%ff', '%ED%A0%80', '%', '%%', '%zz', '%00', '..%2f..%2fetc', '%E0%80%80') },
);
const pathSuffix = fc.oneof(
  { weight: 12, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('/', '/%c0', '/extra', '%ff', '?x=%ff&a[b]=1&__proto__[x]=1', '?username=%ED%A0%80', '?username=a%00b', '?x[%00]=1', '/%00') },
);

/** The second path parameter of the moderation route: its two actions, or anything else. */
const moderationAction = fc.oneof(fc.constantFrom('hide', 'show'), pathParam);

type FuzzBody = Uint8Array<ArrayBuffer> | string | undefined;

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

const bytes = (buffer: Buffer) => new Uint8Array(buffer);

/** How the body travels: mostly honest JSON, sometimes with a lying encoding, charset, content type or broken bytes. */
function encoded(bodies: fc.Arbitrary<unknown>): fc.Arbitrary<{ headers: Record<string, string>; body: FuzzBody }> {
  const json = bodies.map((body) => JSON.stringify(body) ?? 'null');
  const asJson = (body: FuzzBody, extra: Record<string, string> = {}): { headers: Record<string, string>; body: FuzzBody } => ({
    headers: { 'content-type': 'application/json', ...extra },
    body,
  });
  return fc.oneof(
    { weight: 24, arbitrary: json.map((text) => asJson(text)) },
    { weight: 1, arbitrary: json.map((text) => asJson(bytes(gzipSync(text)), { 'content-encoding': 'gzip' })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'gzip, gzip', 'identity'))
        .map(([text, encoding]) => asJson(text, { 'content-encoding': encoding })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.constantFrom('utf-16le', 'latin1', 'koi8-r', 'utf-32', 'nonsense', 'UTF-8'))
        .map(([text, charset]) => ({ headers: { 'content-type': `application/json; charset=${charset}` }, body: text })),
    },
    // Raw bytes: invalid UTF-8, and a surrogate encoded as UTF-8 (ED A0 80), which is not valid UTF-8 either.
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((raw) => asJson(new Uint8Array(raw))) },
    { weight: 1, arbitrary: fc.constant(asJson(bytes(Buffer.concat([Buffer.from('{"event":"results_shared","data":{"resultId":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}}')])))) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 40_000 }).map((depth) => asJson('['.repeat(depth) + ']'.repeat(depth))) },
    { weight: 1, arbitrary: hugeString.map((text) => asJson(JSON.stringify({ event: 'results_shared', data: { resultId: text } }))) },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }).map((text) => asJson(text)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 30 }), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-patch+json', ''))
        .map(([text, contentType]): { headers: Record<string, string>; body: FuzzBody } => ({ headers: contentType ? { 'content-type': contentType } : {}, body: text })),
    },
    { weight: 1, arbitrary: fc.constant(asJson(undefined)) },
  );
}

function requests(endpoint: string, bodies: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzRequest> {
  const [method, routePath] = endpoint.split(' ') as [string, string];
  const all = fc.tuple(encoded(bodies), pathParam, moderationAction, pathSuffix).map(([{ headers, body }, param, action, suffix]) => ({
    method,
    path: routePath.replace(':action', action).replace(/:[a-z]+/i, param) + suffix,
    headers,
    body,
  }));
  // An empty JSON body asks the generator for its default ten questions: costly, and the bodies above cover it.
  return endpoint === 'POST /api/generate-questions' ? all.filter((input) => input.body !== undefined && input.body.length > 0) : all;
}

async function send(baseUrl: string, input: FuzzRequest, session?: TestSession): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${input.path}`, {
    method: input.method,
    headers: { ...input.headers, ...(session ? session.headers() : {}) },
    body: input.body,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

/** What a refusal must look like: JSON with a string error code and a string message. */
function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    return typeof body.error === 'string' && typeof body.message === 'string';
  } catch {
    return false;
  }
}

const describeRequest = (input: FuzzRequest) =>
  `${input.method} ${input.path} ${JSON.stringify(input.headers)} ${typeof input.body === 'string' ? input.body.slice(0, 300) : input.body ? `<${input.body.length} bytes>` : '<no body>'}`;

describeEachDatabase(
  'Random requests to every JSON write endpoint never get a 5xx',
  (server) => {
    let known: Known;
    let admin: TestSession;
    let bodies: ReturnType<typeof endpointBodies>;

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
      const questions = await get<Question[]>(server().url, '/api/questions');
      const session = await post<{ sessionToken: string }>(server().url, '/api/crossword/session', { puzzleDate: today() });
      known = { questionIds: questions.body.map((question) => question.id), sessionToken: session.body.sessionToken, today: today() };
      expect(known.questionIds.length).toBeGreaterThan(0);
      expect(known.sessionToken).toBeTruthy();
      bodies = endpointBodies(known);
    });

    it('covers every POST, PUT, PATCH and DELETE route of the API', () => {
      const writeRoutes = routesOf(createApp(server().context))
        .filter(([method, path]) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && path.startsWith('/api/'))
        .map(([method, path]) => `${method} ${path}`);
      expect(Object.keys(bodies).sort()).toEqual([...new Set(writeRoutes)].sort());
    });

    // The endpoint list is fixed here so each endpoint is its own test; the test above proves it is complete.
    it.each([
      'POST /api/submit-quiz',
      'POST /api/mood',
      'POST /api/track',
      'POST /api/generate-share-badge',
      'POST /api/crossword/session',
      'POST /api/crossword/check',
      'POST /api/crossword/solve-clue',
      'POST /api/crossword/hint',
      'POST /api/crossword/score',
      'POST /api/crossword/session/state',
      'POST /api/crossword/reset',
      'POST /api/crossword/leagues',
      'POST /api/crossword/leagues/:code/members',
      'POST /api/login',
      'POST /api/register',
      'POST /api/logout',
      'DELETE /api/results/:token',
      'PATCH /api/admin/questions/:id',
      'POST /api/save-adsense',
      'DELETE /api/adsense-settings',
      'POST /api/admin/crossword/entries/:id/:action',
      'POST /api/generate-questions',
    ] as const)(
      '%s',
      async (endpoint) => {
        const inputs = fc.sample(requests(endpoint, bodies[endpoint]), { numRuns: RUNS, seed: SEED });
        const session = ADMIN_ENDPOINTS.has(endpoint) ? admin : undefined;
        const statuses = new Map<number, number>();
        const failures: string[] = [];
        let next = 0;
        const started = Date.now();
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < inputs.length) {
              const input = inputs[next++]!;
              const { status, text } = await send(server().url, input, session);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
              if (status >= 500) failures.push(`${status} ${text.slice(0, 200)} <- ${describeRequest(input)}`);
              else if (status >= 400 && !isErrorBody(text)) failures.push(`${status} without a JSON error body: ${text.slice(0, 200)} <- ${describeRequest(input)}`);
            }
          }),
        );
        const histogram = [...statuses].sort(([left], [right]) => left - right).map(([status, count]) => `${status}x${count}`).join(' ');
        process.stdout.write(`fuzz ${server().driver} ${endpoint}: ${inputs.length} requests in ${Date.now() - started} ms (seed ${SEED}): ${histogram}\n`);
        expect(failures.slice(0, 5)).toEqual([]);
        expect(inputs.length).toBe(RUNS);
      },
      180_000,
    );
  },
  {
    ...ADMIN_ENV,
    // Limits high enough that the fuzzer reaches the handlers instead of the rate limiter.
    TRACK_RATE_LIMIT: '1000000',
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_LIMIT_PER_ACCOUNT: '100000',
    REGISTER_LIMIT_PER_IP: '100000',
    CROSSWORD_PLAY_RATE_LIMIT: '1000000',
    CROSSWORD_SESSION_RATE_LIMIT: '1000000',
    CROSSWORD_SCORE_RATE_LIMIT: '1000000',
  },
);
