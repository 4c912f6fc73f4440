import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { OPTION_IDS, PROVISIONAL_DIAGNOSTIC_POWER, bankQuestionSchema, type AdminQuestion } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { get, post } from '../../test-support/http';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from '../../test-support/sessions';
import { TEST_DRIVERS, describeEachDatabase, startTestServer, type TestServer } from '../../test-support/test-server';
import { BankIndex, itemProblems } from '../../shared/question-bank/content-check';
import { insertQuestions } from '../../shared/question-bank/store';
import { generateBuiltinQuestions } from './builtin-generator';

type ProviderReply = { status: number; body: unknown } | 'hang';

/** A local server speaking the OpenAI chat-completions protocol, answering from a script. */
async function startFakeProvider() {
  const requests: { path: string; headers: http.IncomingHttpHeaders; body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown } }[] = [];
  let script: ProviderReply[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
      const reply = script.shift() ?? { status: 500, body: { error: { message: 'script exhausted' } } };
      if (reply === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    answer(...replies: ProviderReply[]) {
      script = replies;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const completion = (content: unknown): ProviderReply => ({
  status: 200,
  body: { id: 'chatcmpl-test', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) }, finish_reason: 'stop' }] },
});

const TYPES = ['Visionary', 'Pragmatist', 'Hustler', 'Craftsman', 'Social Driver'];

/** Option sets written to the item rules (alike in length, no word that labels a type), one per new question. */
const OPTION_SETS = [
  [
    'Ask the supplier to build a new product line with you and share the upside',
    'Model a year of demand from your sales data before you sign, even if the offer ends',
    'Sign today for the discount and line up extra buyers to move the added stock',
    'Commit only for the materials you have tested, and pay full price for the rest',
    'Invite your two biggest customers to share the order and the discount with you',
  ],
  [
    'Use her exit to move the product onto a platform a smaller team can run',
    'Map every system she owns and write a handover plan with clear deadlines',
    'Offer her a short contract to finish the release while you hire in a hurry',
    'Pair her with two juniors for three weeks so her skills stay in the team',
    'Ask the team how to share her work fairly before you assign anything new',
  ],
  [
    'Turn the complaint into a paid premium service that other buyers could want',
    'Check the last six months of orders to see how often this problem happens',
    'Call the client today, offer a credit and ask for a larger order in return',
    'Rework the part that failed and test every unit before the next shipment',
    'Meet the staff who handled the order and agree together how to prevent it',
  ],
];

const aiQuestion = (text: string, category = 'Hustler', options: readonly string[] = OPTION_SETS[0]!, situation?: string) => ({
  text,
  category,
  ...(situation ? { situation } : {}),
  options: ['a', 'b', 'c', 'd', 'e'].map((id, index) => ({ id, type: TYPES[index], text: options[index] })),
});

const NEW_QUESTIONS = [
  'A supplier offers a steep discount if you commit to a full year of orders today. What do you do?',
  'Your only senior engineer announces she is leaving in three weeks for a competitor. How do you respond?',
];

describe.each(TEST_DRIVERS)('Question generation with an OpenAI-compatible provider (%s)', (driver) => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let server: TestServer;
  let admin: TestSession;
  const generate = (count: unknown) => post<{ message: string; added?: number; source?: string; error?: string }>(server.url, '/api/generate-questions', { count }, admin.headers());
  const bankTexts = async () => rowsOf<{ text: string }>(await server.context.database.db.execute(sql`select text from questions`)).map((row) => row.text);

  beforeAll(async () => {
    provider = await startFakeProvider();
    server = await startTestServer(driver, { ...ADMIN_ENV, AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000' });
    admin = await loginAsAdmin(server.url);
  });

  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('When the first answer is invalid and the second holds a near-duplicate, then the invalid answer is retried and only new questions are added', async () => {
    const [existing] = await bankTexts();
    const nearDuplicate = `${existing?.replace(/\?$/, '')} today?`;
    provider.answer(
      completion({ questions: [{ text: NEW_QUESTIONS[0], category: 'Hustler', options: [{ id: 'a', text: 'only one option' }] }] }),
      completion({
        questions: [
          aiQuestion(NEW_QUESTIONS[0]!, 'Hustler', OPTION_SETS[0], 'Supplier year-long discount'),
          aiQuestion(nearDuplicate, 'Pragmatist', OPTION_SETS[2]),
          aiQuestion(NEW_QUESTIONS[1]!, 'social driver', OPTION_SETS[1]),
        ],
      }),
    );
    const before = await bankTexts();

    const response = await generate(2);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Generated 2 new questions.', added: 2, source: 'ai' });
    expect(provider.requests).toHaveLength(2);
    const [first, second] = provider.requests;
    expect(first?.path).toBe('/v1/chat/completions');
    expect(first?.headers.authorization).toBe('Bearer test-key');
    expect(first?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(first?.body.messages[0]?.content).toContain('Social Driver');
    expect(second?.body.messages.at(-1)?.content).toContain('Your previous answer could not be used: exactly five options are needed');

    const after = await bankTexts();
    expect(after.length).toBe(before.length + 2);
    expect(after).toEqual(expect.arrayContaining(NEW_QUESTIONS));
    expect(after).not.toContain(nearDuplicate);
    const bank = await get<AdminQuestion[]>(server.url, '/api/admin/questions', admin.headers());
    const added = bank.body.filter((question) => NEW_QUESTIONS.includes(question.text));
    expect(added.map((question) => [question.source, question.diagnosticPower, question.active])).toEqual([
      ['ai', 0.5, true],
      ['ai', 0.5, true],
    ]);
    expect(added.map((question) => question.category).sort()).toEqual(['Hustler', 'Social Driver']);
    expect(added.find((question) => question.text === NEW_QUESTIONS[0])?.situation).toBe('ai:supplier-year-long-discount');
    expect(added.find((question) => question.text === NEW_QUESTIONS[1])?.situation).toMatch(/^ai:[0-9a-f]{12}$/);
    for (const question of added) expect(bankQuestionSchema.safeParse(question).success).toBe(true);
  });

  it('When asked, then the provider gets the item-writing rules in its system prompt', async () => {
    provider.answer(completion({ questions: [] }), completion({ questions: [] }), completion({ questions: [] }));
    await generate(1);
    const prompt = provider.requests[0]?.body.messages[0]?.content ?? '';
    for (const rule of ['forced-choice', 'Five defensible options', 'visible cost', 'at most 1.4 times the shortest', 'Not simply the kind option', 'respects its pressure', 'no idioms']) {
      expect(prompt).toContain(rule);
    }
  });

  it('When a suggestion reuses the options of a question in the bank under a new text, then it is refused as a repetition and the model is told', async () => {
    const [existing] = (await get<AdminQuestion[]>(server.url, '/api/admin/questions', admin.headers())).body;
    const borrowed = existing!.options.map((option) => option.text);
    const text = 'Your online shop gets twice the usual orders after a video about it spreads. What do you do first?';
    provider.answer(completion({ questions: [aiQuestion(text, 'Hustler', borrowed)] }), completion({ questions: [] }), completion({ questions: [] }));
    const before = (await bankTexts()).length;
    const response = await generate(1);
    expect(response.body).toEqual({ message: 'No new questions were added: every suggestion repeated a question already in the bank.', added: 0, source: 'ai' });
    expect(provider.requests[1]?.body.messages.at(-1)?.content).toContain(`the options of "${text.slice(0, 67)}…" repeats those of "${existing!.key}"`);
    expect((await bankTexts()).length).toBe(before);
  });

  it('When a suggestion breaks the item rules, then it is not stored and the next attempt names the rule', async () => {
    const uneven = [...OPTION_SETS[2]!];
    uneven[2] = 'Go';
    const labelled = [...OPTION_SETS[2]!];
    labelled[4] = 'Meet the staff who handled the order and build a community plan to prevent it';
    const fixed = 'A long-time client says your last delivery arrived damaged and asks for a full refund. What do you do?';
    provider.answer(
      completion({ questions: [aiQuestion(fixed, 'Craftsman', uneven)] }),
      completion({ questions: [aiQuestion(fixed, 'Craftsman', labelled)] }),
      completion({ questions: [aiQuestion(fixed, 'Craftsman', OPTION_SETS[2])] }),
    );
    const response = await generate(1);
    expect(response.body).toMatchObject({ added: 1, source: 'ai' });
    expect(provider.requests[1]?.body.messages.at(-1)?.content).toContain('option texts must be 3–200 characters');
    expect(provider.requests[2]?.body.messages.at(-1)?.content).toContain('the Social Driver option names a trait ("community")');
    const stored = (await get<AdminQuestion[]>(server.url, '/api/admin/questions', admin.headers())).body.find((question) => question.text === fixed);
    expect(stored?.options.map((option) => option.text)).toEqual(OPTION_SETS[2]);
  });

  it('When every suggestion repeats the bank, then nothing is added and the message says so', async () => {
    provider.answer(
      completion({ questions: [aiQuestion(NEW_QUESTIONS[0]!, 'Hustler', OPTION_SETS[0])] }),
      completion({ questions: [aiQuestion(NEW_QUESTIONS[1]!, 'Hustler', OPTION_SETS[1])] }),
      completion({ questions: [aiQuestion(NEW_QUESTIONS[0]!, 'Hustler', OPTION_SETS[0])] }),
    );
    const response = await generate(1);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'No new questions were added: every suggestion repeated a question already in the bank.', added: 0, source: 'ai' });
    expect(provider.requests).toHaveLength(3);
  });

  it('When the provider keeps answering 500, then the answer is 502 ai_provider_failed after 3 attempts and nothing is added', async () => {
    const before = (await bankTexts()).length;
    const failure: ProviderReply = { status: 500, body: { error: { message: 'model overloaded' } } };
    provider.answer(failure, failure, failure);
    const response = await generate(3);
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: 'ai_provider_failed', message: 'The AI provider answered HTTP 500: model overloaded. No questions were added.' });
    expect(provider.requests).toHaveLength(3);
    expect((await bankTexts()).length).toBe(before);
  });

  it('When the provider refuses the key (401), then it is not asked again and the answer is 502', async () => {
    provider.answer({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const response = await generate(1);
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('The AI provider answered HTTP 401: Incorrect API key provided. No questions were added.');
    expect(provider.requests).toHaveLength(1);
  });

  it('When the provider does not answer within AI_TIMEOUT_MS, then the answer is a 502 that says so', async () => {
    provider.answer('hang');
    const started = Date.now();
    const response = await generate(1);
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: 'ai_provider_failed', message: 'The AI provider did not answer within 1 s. No questions were added.' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('When every answer is unusable, then the answer is 502 naming the problem', async () => {
    provider.answer(completion('Sure! Here are some questions: …'), completion({ items: [] }), completion({ questions: [aiQuestion('Too short?')] }));
    const response = await generate(1);
    expect(response.status).toBe(502);
    expect(response.body.message).toBe("The AI provider's questions could not be used: question text must be 20–300 characters (it has 10). No questions were added.");
    expect(provider.requests).toHaveLength(3);
  });
});

describeEachDatabase(
  'Question generation with the built-in generator',
  (server) => {
    let admin: TestSession;
    const generate = (body: unknown) => post<{ message: string; added?: number; source?: string }>(server().url, '/api/generate-questions', body, admin.headers());
    const bank = async () => (await get<AdminQuestion[]>(server().url, '/api/admin/questions', admin.headers())).body;

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
    });

    it('When no AI provider is configured, then the built-in generator adds valid questions that repeat nothing in the bank', async () => {
      const before = await bank();
      const response = await generate({ count: 7 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Generated 7 new questions.', added: 7, source: 'builtin-generator' });
      const added = (await bank()).filter((question) => !before.some((old) => old.id === question.id));
      expect(added).toHaveLength(7);
      const asContent = (question: AdminQuestion) => ({ ...question, options: question.options.map((option) => option.text) });
      const index = new BankIndex(before.map(asContent));
      for (const question of added) {
        expect(bankQuestionSchema.safeParse(question).success).toBe(true);
        expect(question).toMatchObject({ source: 'builtin-generator', active: true, diagnosticPower: 0.5, seedDiagnosticPower: 0.5, responses: 0, discrimination: null });
        expect(question.situation).toMatch(/^builtin:[a-z0-9-]+$/);
        expect(itemProblems(asContent(question))).toEqual([]);
        expect(index.repetitionsOf(asContent(question))).toEqual([]);
        index.add(asContent(question));
      }
      const quiz = await get<{ id: number }[]>(server().url, '/api/questions');
      expect(quiz.body.map((question) => question.id)).toEqual(expect.arrayContaining(added.map((question) => question.id)));
    });

    it('When the count cannot be parsed, then 10 questions are generated', async () => {
      const response = await generate({ count: 'lots' });
      expect(response.status).toBe(200);
      expect(response.body.added).toBe(10);
    });

    it('When the count is outside 1 to 50, then it is refused with 400', async () => {
      expect((await generate({ count: 0 })).status).toBe(400);
      expect((await generate({ count: 51 })).status).toBe(400);
    });

    it('Repeated generations never store the same question twice', async () => {
      await generate({ count: 20 });
      const texts = (await bank()).map((question) => question.text.toLowerCase());
      expect(new Set(texts).size).toBe(texts.length);
    });

    it('When every built-in item is already in the bank, then the answer is 409 builtin_generator_exhausted and nothing is added', async () => {
      const { db } = server().context.database;
      const remaining = generateBuiltinQuestions({ count: 100_000, existing: (await bank()).map((question) => question.text), seed: 'exhaust' });
      expect(remaining.length).toBeGreaterThan(0);
      await insertQuestions(
        db,
        remaining.map((question) => ({
          text: question.text,
          category: question.category,
          options: OPTION_IDS.map((id, index) => ({ id, text: question.options[index]! })),
          diagnosticPower: PROVISIONAL_DIAGNOSTIC_POWER,
          source: 'builtin-generator' as const,
          situation: question.situation,
        })),
      );
      const before = (await bank()).length;
      const response = await generate({ count: 5 });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'builtin_generator_exhausted', message: 'The built-in generator has no new items left; connect an AI provider' });
      expect((await bank()).length).toBe(before);
    }, 240_000);
  },
  { ...ADMIN_ENV, QUESTION_CACHE_TTL_MS: '0' },
);
