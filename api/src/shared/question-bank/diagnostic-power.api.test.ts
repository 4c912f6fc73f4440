import { sql } from 'drizzle-orm';
import {
  DIAGNOSTIC_POWER_MIN_RESPONSES,
  ENTREPRENEUR_TYPES,
  QUIZ,
  compareByDiagnosticPower,
  diagnosticPowerFromDiscrimination,
  situationOf,
  type AdminQuestion,
  type Question,
} from '@edna/shared-contracts';
import { get, post } from '../../test-support/http';
import { ADMIN_ENV, loginAsAdmin, type TestSession } from '../../test-support/sessions';
import { describeEachDatabase } from '../../test-support/test-server';
import { REFRESH_EVERY_RESULTS } from './power-refresh';
import { refreshDiagnosticPowers } from './store';

/** The first `count` questions in the quiz's order (diagnosticPower descending, ties by id), one per situation. */
function coreOf(questions: readonly Question[], count: number): Question[] {
  const taken = new Set<string>();
  const core: Question[] = [];
  for (const question of [...questions].sort(compareByDiagnosticPower)) {
    if (core.length === count) break;
    if (taken.has(situationOf(question))) continue;
    taken.add(situationOf(question));
    core.push(question);
  }
  return core;
}

const categoriesOf = (questions: readonly Question[]) =>
  Object.fromEntries(ENTREPRENEUR_TYPES.map((type) => [type, questions.filter((question) => question.category === type).length]));

describeEachDatabase(
  'diagnosticPower of the question bank',
  (server) => {
    let admin: TestSession;
    const quizQuestions = async () => (await get<Question[]>(server().url, '/api/questions')).body;
    const adminQuestions = async () => (await get<AdminQuestion[]>(server().url, '/api/admin/questions', admin.headers())).body;
    const powerOf = async (id: number) => (await quizQuestions()).find((question) => question.id === id)?.diagnosticPower;

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
    });

    it('Before anyone answers, the Standard core holds 3 questions of each category and the Deep Dive core 4', async () => {
      const questions = await quizQuestions();
      expect(questions.every((question) => typeof question.situation === 'string')).toBe(true);
      const perCategory = (count: number) => Object.fromEntries(ENTREPRENEUR_TYPES.map((type) => [type, count / ENTREPRENEUR_TYPES.length]));
      expect(categoriesOf(coreOf(questions, QUIZ.modes.STANDARD.core))).toEqual(perCategory(QUIZ.modes.STANDARD.core));
      expect(categoriesOf(coreOf(questions, QUIZ.modes.DEEP_DIVE.core))).toEqual(perCategory(QUIZ.modes.DEEP_DIVE.core));
    });

    describe('with stored answers', () => {
      let target: Question;
      let contrary: Question;
      let others: Question[];

      /**
       * One submitted quiz of 15 answers: `target` always answers Visionary (a), `contrary` Social Driver (e). When
       * `matching`, the other 13 answer Visionary too, so the primary type is Visionary and `target` matches it;
       * otherwise they answer Pragmatist (b), the primary type, which `target` does not match.
       */
      const submit = async (matching: boolean) => {
        const answers = [
          { questionId: target.id, selectedOptionId: 'a' },
          { questionId: contrary.id, selectedOptionId: 'e' },
          ...others.map((question) => ({ questionId: question.id, selectedOptionId: matching ? 'a' : 'b' })),
        ];
        const response = await post(server().url, '/api/submit-quiz', { answers, quizMode: 'STANDARD' });
        expect(response.status).toBe(201);
      };

      beforeAll(async () => {
        const core = coreOf(await quizQuestions(), QUIZ.modes.STANDARD.core);
        [target, contrary] = core as [Question, Question];
        others = core.slice(2);
        // 150 of 200 answers to `target` match the final type: p = 0.75, (0.75 − 0.2) / 0.8 = 0.6875 → 0.688 → power 0.844.
        for (let index = 0; index < DIAGNOSTIC_POWER_MIN_RESPONSES - 1; index += 1) await submit(index % 4 !== 3);
      }, 120_000);

      it('When a question has one answer fewer than the threshold, then its seed value stays in force', async () => {
        await refreshDiagnosticPowers(server().context.database.db);
        expect(await powerOf(target.id)).toBe(target.diagnosticPower);
        const bank = await adminQuestions();
        const stored = bank.find((question) => question.id === target.id)!;
        expect(stored).toMatchObject({
          responses: DIAGNOSTIC_POWER_MIN_RESPONSES - 1,
          diagnosticPowerSource: 'seed',
          seedDiagnosticPower: target.diagnosticPower,
          diagnosticPowerComputedAt: null,
          diagnosticPowerResponses: null,
        });
        // The observed value is shown already; it is what comes into force at the threshold.
        expect(stored.observedDiagnosticPower).toBe(diagnosticPowerFromDiscrimination(stored.discrimination!));
      });

      it('When the threshold is reached, then the refresh after every N results puts the observed value in force and GET /api/questions serves it', async () => {
        expect(DIAGNOSTIC_POWER_MIN_RESPONSES % REFRESH_EVERY_RESULTS).toBe(0);
        const before = Date.now();
        await submit(false);
        let served: number | undefined;
        for (let attempt = 0; attempt < 100; attempt += 1) {
          served = await powerOf(target.id);
          if (served !== target.diagnosticPower) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(served).toBe(0.844);
        // Always contradicting the final type: p = 0, (0 − 0.2) / 0.8 = −0.25 → power 0.375.
        expect(await powerOf(contrary.id)).toBe(0.375);

        const stored = (await adminQuestions()).find((question) => question.id === target.id)!;
        expect(stored).toMatchObject({
          diagnosticPower: 0.844,
          seedDiagnosticPower: target.diagnosticPower,
          observedDiagnosticPower: 0.844,
          discrimination: 0.688,
          responses: DIAGNOSTIC_POWER_MIN_RESPONSES,
          diagnosticPowerSource: 'observed',
          diagnosticPowerResponses: DIAGNOSTIC_POWER_MIN_RESPONSES,
        });
        expect(Date.parse(stored.diagnosticPowerComputedAt!)).toBeGreaterThanOrEqual(before - 1000);
      });

      it("The admin's figures agree with the value in force for every question", async () => {
        for (const question of await adminQuestions()) {
          expect(question.observedDiagnosticPower).toBe(question.discrimination === null ? null : diagnosticPowerFromDiscrimination(question.discrimination));
          if (question.diagnosticPowerSource === 'observed') {
            expect(question.diagnosticPower).toBe(question.observedDiagnosticPower);
            expect(question.diagnosticPowerResponses).toBe(question.responses);
          } else {
            expect(question.diagnosticPower).toBe(question.seedDiagnosticPower);
            expect(question.responses).toBeLessThan(DIAGNOSTIC_POWER_MIN_RESPONSES);
          }
        }
      });

      it('When refreshes run at once (as from several processes), then they agree and a refresh without new answers writes nothing', async () => {
        const db = server().context.database.db;
        const results = await Promise.all([refreshDiagnosticPowers(db), refreshDiagnosticPowers(db), refreshDiagnosticPowers(db)]);
        for (const changed of results) expect(changed === null || changed === 0).toBe(true);
        expect(await powerOf(target.id)).toBe(0.844);
      });

      it('When stored results are deleted and fewer answers than the threshold remain, then the seed value is in force again', async () => {
        const db = server().context.database.db;
        await db.execute(sql`delete from quiz_results where id in (select id from quiz_results where ${target.id} = any(question_ids) limit 1)`);
        expect(await refreshDiagnosticPowers(db)).toBeGreaterThan(0);
        expect(await powerOf(target.id)).toBe(target.diagnosticPower);
        const stored = (await adminQuestions()).find((question) => question.id === target.id)!;
        expect(stored).toMatchObject({ responses: DIAGNOSTIC_POWER_MIN_RESPONSES - 1, diagnosticPowerSource: 'seed', diagnosticPowerComputedAt: null });
      });
    });
  },
  ADMIN_ENV,
);
