import fc from 'fast-check';
import { ENTREPRENEUR_TYPES, MOODS, OPTION_IDS, QUIZ_MODES, TRACKED_EVENT_NAMES } from '@edna/shared-contracts';
import { request } from '../../test-support/http';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { addTestQuestions } from '../../test-support/questions';

/**
 * A few thousand random bodies per write endpoint on a real server (PGlite): whatever arrives, the answer is never a
 * 5xx, and every refusal is a JSON {error, message}.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer('pglite');
  await addTestQuestions(
    server.context.database.db,
    Array.from({ length: 10 }, (_, index) => ({
      key: `random-body-test-question-${index}`,
      text: `Random body test question ${index}`,
      category: ENTREPRENEUR_TYPES[index % 5]!,
      diagnosticPower: 0.5,
      options: ['a', 'b', 'c', 'd', 'e'] as const,
    })),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const RUNS = 2000;

/** Near-miss values: the right kinds of things with wrong, extreme or unexpected contents. */
const fuzzyId = fc.oneof(
  fc.integer({ min: -5, max: 15 }),
  fc.constantFrom(0, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1.5, -0),
  fc.string({ maxLength: 5 }),
  fc.constant(null),
);
const fuzzyOption = fc.oneof(fc.constantFrom(...OPTION_IDS), fc.string({ maxLength: 3 }), fc.integer(), fc.constant(null));
const fuzzyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800'),
  fc.integer(),
);
const anyValue = fc.anything({ maxDepth: 3, maxKeys: 6, withNullPrototype: true, withBigInt: false });

const answerLike = fc.record(
  { questionId: fuzzyId, selectedOptionId: fuzzyOption, extra: anyValue },
  { requiredKeys: [] },
);

const submitBodies = fc.oneof(
  anyValue,
  fc.record(
    {
      answers: fc.oneof(fc.array(answerLike, { maxLength: 35 }), anyValue),
      quizMode: fc.oneof(fc.constantFrom(...QUIZ_MODES), fuzzyText),
      quizSessionId: fuzzyText,
    },
    { requiredKeys: [] },
  ),
);

const moodBodies = fc.oneof(
  anyValue,
  fc.record(
    {
      questionId: fuzzyId,
      questionIndex: fc.oneof(fc.integer({ min: -2, max: 40 }), fuzzyText),
      quizMode: fc.oneof(fc.constantFrom(...QUIZ_MODES), fuzzyText),
      mood: fc.oneof(fc.constantFrom(...MOODS), fuzzyText),
    },
    { requiredKeys: [] },
  ),
);

const trackBodies = fc.oneof(
  anyValue,
  fc.record(
    {
      event: fc.oneof(fc.constantFrom(...TRACKED_EVENT_NAMES), fuzzyText),
      data: fc.oneof(
        anyValue,
        fc.record(
          {
            questionId: fuzzyId,
            questionIndex: fuzzyId,
            totalQuestions: fuzzyId,
            questionCount: fuzzyId,
            category: fc.oneof(fc.constantFrom(...ENTREPRENEUR_TYPES), fuzzyText),
            type: fc.oneof(fc.constantFrom(...ENTREPRENEUR_TYPES), fuzzyText),
            mood: fc.oneof(fc.constantFrom(...MOODS), fuzzyText),
            quizMode: fc.oneof(fc.constantFrom(...QUIZ_MODES), fuzzyText),
            primaryCategory: fc.oneof(fc.constantFrom(...ENTREPRENEUR_TYPES), fuzzyText),
            visionaryPercentage: fc.oneof(fc.integer({ min: -10, max: 110 }), fuzzyText),
            resultId: fuzzyText,
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
);

const badgeBodies = fc.oneof(
  anyValue,
  fc.record({ type: fc.oneof(fc.constantFrom(...ENTREPRENEUR_TYPES), fuzzyText), userId: fuzzyText }, { requiredKeys: [] }),
);

/** Most bodies are JSON; some are broken JSON or another content type. */
const encoded = (bodies: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 8, arbitrary: bodies.map((body) => ({ body: JSON.stringify(body) ?? 'null', contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((body) => ({ body, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 30 }), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', '')).map(([body, contentType]) => ({ body, contentType })) },
  );

async function expectNo5xx(path: string, input: { body: string; contentType: string }): Promise<void> {
  const response = await request<{ error?: unknown; message?: unknown }>(server.url, 'POST', path, {
    body: input.body,
    headers: input.contentType ? { 'content-type': input.contentType } : {},
  });
  if (response.status >= 500) throw new Error(`${path} answered ${response.status} to ${input.body}: ${response.text}`);
  if (response.status >= 400) {
    expect(typeof response.body.error).toBe('string');
    expect(typeof response.body.message).toBe('string');
  }
}

describe('random bodies never get a 5xx', () => {
  it.each([
    ['/api/submit-quiz', submitBodies],
    ['/api/mood', moodBodies],
    ['/api/track', trackBodies],
    ['/api/generate-share-badge', badgeBodies],
  ] as const)('POST %s', async (path, bodies) => {
    await fc.assert(
      fc.asyncProperty(encoded(bodies), (input) => expectNo5xx(path, input)),
      { numRuns: RUNS },
    );
  }, 60_000);
});
