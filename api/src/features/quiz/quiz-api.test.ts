import { sql } from 'drizzle-orm';
import {
  ENTREPRENEUR_TYPES,
  questionFingerprint,
  questionListResponseSchema,
  submitQuizResponseSchema,
  type Question,
  type SubmitQuizResponse,
} from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { get, post, request } from '../../test-support/http';
import { describeEachDatabase } from '../../test-support/test-server';
import { addTestQuestions } from '../../test-support/questions';
import { insertQuestions, invalidateQuestionCatalog } from '../../shared/question-bank/store';
import { SEED_QUESTIONS, type SeedQuestion } from './question-bank';
import { seedQuestionBank } from './seed';

interface ErrorBody {
  error: string;
  message: string;
}

/** Extra questions so a full quiz can be answered whatever the seed bank holds right now. */
function testQuestions(count: number, prefix: string): SeedQuestion[] {
  return Array.from({ length: count }, (_, index) => ({
    key: `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-test-situation-${index + 1}`,
    text: `${prefix} test situation number ${index + 1}: what do you do first?`,
    category: ENTREPRENEUR_TYPES[index % 5]!,
    diagnosticPower: Math.round((0.3 + ((index * 37) % 70) / 100) * 100) / 100,
    options: ['Imagine the future', 'Plan it carefully', 'Act right now', 'Build it well', 'Ask who it helps'] as const,
  }));
}

const answerAll = (questions: readonly Question[], optionIds: string) =>
  questions.map((question, index) => ({ questionId: question.id, selectedOptionId: optionIds[index % optionIds.length]! }));

describeEachDatabase('Quiz API', (server) => {
  const db = () => server().context.database.db;
  const count = async (query: ReturnType<typeof sql>) => rowsOf<{ count: number }>(await db().execute(query))[0]!.count;
  let questions: Question[];

  beforeAll(async () => {
    await addTestQuestions(db(), testQuestions(40, 'Quiz API'));
    questions = (await get<Question[]>(server().url, '/api/questions')).body;
  });

  describe('GET /api/questions/count and /api/questions', () => {
    it('the seed bank is stored on start, each question once, and a second seed run adds nothing', async () => {
      const uniqueSeedTexts = new Set(SEED_QUESTIONS.map((question) => questionFingerprint(question.text)));
      const seeded = await count(sql`select count(*)::int as count from questions where source = 'seed' and text not like 'Quiz API%'`);
      expect(seeded).toBe(uniqueSeedTexts.size);
      await seedQuestionBank({ db: db(), config: server().context.config, logger: server().context.logger });
      expect(await count(sql`select count(*)::int as count from questions where source = 'seed' and text not like 'Quiz API%'`)).toBe(seeded);
      expect(await count(sql`select count(*)::int as count from questions`)).toBe(
        await count(sql`select count(distinct fingerprint)::int as count from questions`),
      );
    });

    it('the count is the number of active questions', async () => {
      const response = await get<{ count: number }>(server().url, '/api/questions/count');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ count: await count(sql`select count(*)::int as count from questions where active`) });
    });

    it('lists every active question with its five options in a..e order, its category and diagnostic power', async () => {
      const response = await get<Question[]>(server().url, '/api/questions');
      expect(response.status).toBe(200);
      expect(questionListResponseSchema.safeParse(response.body).success).toBe(true);
      const added = response.body.find((question) => question.text === 'Quiz API test situation number 2: what do you do first?');
      expect(added).toMatchObject({
        category: 'Pragmatist',
        diagnosticPower: 0.67,
        options: [
          { id: 'a', text: 'Imagine the future' },
          { id: 'b', text: 'Plan it carefully' },
          { id: 'c', text: 'Act right now' },
          { id: 'd', text: 'Build it well' },
          { id: 'e', text: 'Ask who it helps' },
        ],
      });
      expect(added!.situation).toBe('test:quiz-api-test-situation-2');
      expect(Object.keys(added!).sort()).toEqual(['category', 'diagnosticPower', 'id', 'options', 'situation', 'text']);
    });

    it('the list is sent gzipped to clients that accept it, and plain to others', async () => {
      const zipped = await get<Question[]>(server().url, '/api/questions', { 'accept-encoding': 'gzip' });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/i);
      const plain = await get<Question[]>(server().url, '/api/questions', { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(zipped.body).toEqual(plain.body);
      expect(plain.body.length).toBeGreaterThan(40);
    });

    it('a retired question leaves the list and the count, but answers to it still count', async () => {
      const retired = questions[0]!;
      await db().execute(sql`update questions set active = false where id = ${retired.id}`);
      invalidateQuestionCatalog(db());
      try {
        const list = await get<Question[]>(server().url, '/api/questions');
        expect(list.body.some((question) => question.id === retired.id)).toBe(false);
        const submitted = await post(server().url, '/api/submit-quiz', { answers: [{ questionId: retired.id, selectedOptionId: 'a' }] });
        expect(submitted.status).toBe(201);
      } finally {
        await db().execute(sql`update questions set active = true where id = ${retired.id}`);
        invalidateQuestionCatalog(db());
      }
    });
  });

  describe('POST /api/submit-quiz', () => {
    it('scores 20 answers on the server and stores the result with its raw answers, mode and session', async () => {
      const twenty = questions.slice(0, 20);
      const answers = answerAll(twenty, 'aaaaaaaaaaaabbbbbcde');
      const response = await post<SubmitQuizResponse>(server().url, '/api/submit-quiz', {
        answers,
        quizMode: 'STANDARD',
        quizSessionId: 'session_1732000000000_abc123xyz',
      });
      expect(response.status).toBe(201);
      expect(submitQuizResponseSchema.safeParse(response.body).success).toBe(true);
      expect(response.body).toMatchObject({
        primaryCategory: 'Visionary',
        visionaryPercentage: 60,
        pragmatistPercentage: 25,
        hustlerPercentage: 5,
        craftsmanPercentage: 5,
        socialDriverPercentage: 5,
      });
      // 25 % is less than half of the primary's 60 %, so no secondary type.
      expect(response.body.secondaryCategory).toBeUndefined();

      const [stored] = rowsOf<{ quiz_mode: string; session_id: string | null; primary_category: string; result: SubmitQuizResponse }>(
        await db().execute(sql`select quiz_mode, session_id, primary_category, result from quiz_results where id = ${response.body.resultId}`),
      );
      // Stored anonymously: not with the browser session id, and without the link secrets the answer carries.
      expect(stored).toMatchObject({ quiz_mode: 'STANDARD', session_id: null, primary_category: 'Visionary' });
      const { resultToken: _token, compareCode: _code, ...scored } = response.body;
      expect(stored!.result).toEqual(scored);
      const [storedAnswers] = rowsOf<{ question_ids: number[]; option_ids: string }>(
        await db().execute(sql`select question_ids, option_ids from quiz_results where id = ${response.body.resultId}`),
      );
      expect(storedAnswers).toEqual({
        question_ids: answers.map((answer) => answer.questionId),
        option_ids: answers.map((answer) => answer.selectedOptionId).join(''),
      });
    });

    it('ignores any client counts: the same answers always give the same result', async () => {
      const answers = answerAll(questions.slice(0, 7), 'edcbaee');
      const first = await post<SubmitQuizResponse>(server().url, '/api/submit-quiz', { answers });
      const second = await post<SubmitQuizResponse>(server().url, '/api/submit-quiz', { answers });
      const withoutId = ({ resultId: _resultId, resultToken: _token, compareCode: _code, ...rest }: SubmitQuizResponse) => rest;
      expect(withoutId(first.body)).toEqual(withoutId(second.body));
      expect(first.body.resultId).not.toBe(second.body.resultId);
      expect(first.body.primaryCategory).toBe('Social Driver');
    });

    it('without a mode, more than 20 answers are stored as Deep Dive', async () => {
      const response = await post<SubmitQuizResponse>(server().url, '/api/submit-quiz', { answers: answerAll(questions.slice(0, 25), 'abcde') });
      expect(response.status).toBe(201);
      const [stored] = rowsOf<{ quiz_mode: string }>(await db().execute(sql`select quiz_mode from quiz_results where id = ${response.body.resultId}`));
      expect(stored!.quiz_mode).toBe('DEEP_DIVE');
    });

    it('a question answered twice is refused with 400 and nothing is stored', async () => {
      const before = await count(sql`select count(*)::int as count from quiz_results`);
      const [first, second] = questions;
      const response = await post<ErrorBody>(server().url, '/api/submit-quiz', {
        answers: [
          { questionId: first!.id, selectedOptionId: 'a' },
          { questionId: second!.id, selectedOptionId: 'b' },
          { questionId: first!.id, selectedOptionId: 'c' },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'duplicate_question',
        message: `Question ${first!.id} is answered more than once (answers 1 and 3).`,
      });
      expect(await count(sql`select count(*)::int as count from quiz_results`)).toBe(before);
    });

    it('an unknown question id is a 404 naming the answer', async () => {
      const response = await post<ErrorBody>(server().url, '/api/submit-quiz', {
        answers: [
          { questionId: questions[0]!.id, selectedOptionId: 'a' },
          { questionId: 999_999, selectedOptionId: 'a' },
        ],
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'question_not_found', message: 'Answer 2: question 999999 does not exist.' });
    });

    it('an option the question does not have is a 400', async () => {
      await insertQuestions(db(), [
        {
          text: 'Quiz API three-option question',
          category: 'Hustler',
          diagnosticPower: 0.5,
          options: [
            { id: 'a', text: 'One' },
            { id: 'b', text: 'Two' },
            { id: 'c', text: 'Three' },
          ],
          source: 'builtin-generator',
          situation: 'test:three-options',
        },
      ]);
      const [row] = rowsOf<{ id: number }>(await db().execute(sql`select id from questions where text = 'Quiz API three-option question'`));
      const response = await post<ErrorBody>(server().url, '/api/submit-quiz', { answers: [{ questionId: row!.id, selectedOptionId: 'e' }] });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error: 'invalid_option',
        message: `Answer 1: option 'e' is not an option of question ${row!.id} (options: a, b, c).`,
      });
    });

    it.each([
      ['no answers', { answers: [] }],
      ['31 answers', { answers: Array.from({ length: 31 }, (_, index) => ({ questionId: index + 1, selectedOptionId: 'a' })) }],
      ['an option id outside a..e', { answers: [{ questionId: 1, selectedOptionId: 'f' }] }],
      ['a question id that is not a positive integer', { answers: [{ questionId: -3, selectedOptionId: 'a' }] }],
      ['an unknown field', { answers: [{ questionId: 1, selectedOptionId: 'a' }], score: { visionary: 20 } }],
      ['client-side counts inside an answer', { answers: [{ questionId: 1, selectedOptionId: 'a', category: 'Visionary' }] }],
      ['an unknown mode', { answers: [{ questionId: 1, selectedOptionId: 'a' }], quizMode: 'TURBO' }],
      ['a malformed session id', { answers: [{ questionId: 1, selectedOptionId: 'a' }], quizSessionId: 'x'.repeat(200) }],
      ['not an object', ['answers']],
    ])('a body with %s is a 400 with a message', async (_label, body) => {
      const response = await post<ErrorBody>(server().url, '/api/submit-quiz', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_failed');
      expect(response.body.message).toMatch(/^The request is not valid\. /);
    });

    it('malformed JSON, a non-JSON body and an oversized body get 400, 415 and 413', async () => {
      const broken = await request<ErrorBody>(server().url, 'POST', '/api/submit-quiz', {
        body: '{"answers": [',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.status).toBe(400);
      expect(broken.body.error).toBe('invalid_json');
      const text = await request<ErrorBody>(server().url, 'POST', '/api/submit-quiz', { body: 'answers', headers: { 'content-type': 'text/plain' } });
      expect(text.status).toBe(415);
      const huge = await post<ErrorBody>(server().url, '/api/submit-quiz', { answers: [], padding: 'x'.repeat(100_000) });
      expect(huge.status).toBe(413);
    });
  });

  describe('POST /api/mood', () => {
    it('stores the mood of a question and answers 201 {ok: true}', async () => {
      const question = questions[3]!;
      const response = await post(server().url, '/api/mood', { questionId: question.id, questionIndex: 3, quizMode: 'DEEP_DIVE', mood: 'confused' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ ok: true });
      const stored = rowsOf<{ question_index: number; quiz_mode: string; mood: string }>(
        await db().execute(sql`select question_index, quiz_mode, mood from moods where question_id = ${question.id}`),
      );
      expect(stored).toContainEqual({ question_index: 3, quiz_mode: 'DEEP_DIVE', mood: 'confused' });
    });

    it('a mood for an unknown question is a 404', async () => {
      const response = await post<ErrorBody>(server().url, '/api/mood', { questionId: 987_654, questionIndex: 0, quizMode: 'STANDARD', mood: 'curious' });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'question_not_found', message: 'Question 987654 does not exist.' });
    });

    it.each([
      ['an unknown mood', { mood: 'angry' }],
      ['a question index of 30', { questionIndex: 30 }],
      ['a missing mode', { quizMode: undefined }],
      ['an extra field', { note: 'hi' }],
    ])('%s is a 400', async (_label, change) => {
      const body = { questionId: questions[0]!.id, questionIndex: 0, quizMode: 'STANDARD', mood: 'neutral', ...change };
      const response = await post<ErrorBody>(server().url, '/api/mood', body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_failed');
    });
  });

  describe('group commit', () => {
    // Open 200 keep-alive connections first, so the 200 writes arrive together as they would from 200 browsers.
    const warmUpConnections = () => Promise.all(Array.from({ length: 200 }, () => get(server().url, '/api/questions/count')));

    it('200 concurrent moods are all stored, in far fewer transactions than requests', async () => {
      await warmUpConnections();
      const before = await count(sql`select count(*)::int as count from moods`);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          post(server().url, '/api/mood', { questionId: questions[index % 20]!.id, questionIndex: index % 20, quizMode: 'STANDARD', mood: 'excited' }),
        ),
      );
      expect(responses.every((response) => response.status === 201)).toBe(true);
      expect(await count(sql`select count(*)::int as count from moods`)).toBe(before + 200);
      // Rows written by one transaction share its id (xmin): fewer distinct ids than requests means shared INSERTs.
      const transactions = await count(sql`select count(distinct xmin::text)::int as count from (select xmin from moods order by id desc limit 200) as latest`);
      expect(transactions).toBeLessThan(50);
    });

    it('200 concurrent submissions are all stored with their answers, in far fewer transactions than requests', async () => {
      await warmUpConnections();
      const before = await count(sql`select count(*)::int as count from quiz_results`);
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, index) => post<SubmitQuizResponse>(server().url, '/api/submit-quiz', { answers: answerAll(questions.slice(0, 5), 'abcde'.slice(index % 5)) })),
      );
      expect(responses.every((response) => response.status === 201)).toBe(true);
      expect(await count(sql`select count(*)::int as count from quiz_results`)).toBe(before + 200);
      const ids = responses.map((response) => response.body.resultId);
      expect(new Set(ids).size).toBe(200);
      expect(await count(sql`select sum(cardinality(question_ids) + length(option_ids))::int as count from quiz_results where id::text in ${ids}`)).toBe(
        200 * 5 * 2,
      );
      const transactions = await count(sql`select count(distinct xmin::text)::int as count from quiz_results where id::text in ${ids}`);
      expect(transactions).toBeLessThan(50);
    });
  });
});
