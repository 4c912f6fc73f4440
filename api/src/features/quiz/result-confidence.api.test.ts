import {
  CATEGORY_KEYS,
  DIAGNOSTIC_POWER_MIN_RESPONSES,
  OPTION_IDS,
  RESULT_CLARITIES,
  selectAdaptiveQuestions,
  selectCoreQuestions,
  shouldAddAdaptiveQuestions,
  type AdminQuestion,
  type CategoryScores,
  type ComparedResultResponse,
  type KeptResultResponse,
  type OptionId,
  type Question,
  type SubmitQuizResponse,
} from '@edna/shared-contracts';
import { get, post } from '../../test-support/http';
import { ADMIN_ENV, loginAsAdmin } from '../../test-support/sessions';
import { describeEachDatabase } from '../../test-support/test-server';
import { refreshDiagnosticPowers } from '../../shared/question-bank/store';
import { seededRandom, type Random } from './simulation';

const NOISE_SUBMISSIONS = 1200;
const IN_FLIGHT = 20;

/** A Standard quiz as the browser builds it (core, then adaptive from the scores so far), every answer uniformly random. */
function noiseAnswers(bank: readonly Question[], random: Random): { questionId: number; selectedOptionId: OptionId }[] {
  const core = selectCoreQuestions(bank, 'STANDARD');
  let questions = [...core];
  const scores = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, 0])) as CategoryScores;
  const answers: { questionId: number; selectedOptionId: OptionId }[] = [];
  let adaptiveAdded = false;
  for (let index = 0; index < questions.length; index += 1) {
    if (shouldAddAdaptiveQuestions(index, core.length, adaptiveAdded)) {
      questions = [...core, ...selectAdaptiveQuestions(bank, core, 'STANDARD', scores)];
      adaptiveAdded = true;
    }
    const type = Math.floor(random() * OPTION_IDS.length);
    answers.push({ questionId: questions[index]!.id, selectedOptionId: OPTION_IDS[type]! });
    scores[CATEGORY_KEYS[type]!] += 1;
  }
  return answers;
}

describeEachDatabase(
  'Result confidence and diagnosticPower under noise',
  (server) => {
    const quizQuestions = async () => (await get<Question[]>(server().url, '/api/questions')).body;

    it('A submitted result carries stability in [0, 1] and a clarity, and its permalink and compare link keep both', async () => {
      const bank = await quizQuestions();
      const answers = selectCoreQuestions(bank, 'STANDARD').map((question) => ({ questionId: question.id, selectedOptionId: 'c' }));
      const submitted = await post<SubmitQuizResponse>(server().url, '/api/submit-quiz', { answers, quizMode: 'STANDARD' });
      expect(submitted.status).toBe(201);
      expect(submitted.body).toMatchObject({ primaryCategory: 'Hustler', clarity: 'clear' });
      expect(submitted.body.stability).toBeGreaterThanOrEqual(0.99);
      expect(submitted.body.stability).toBeLessThanOrEqual(1);

      const kept = await get<KeptResultResponse>(server().url, `/api/results/${submitted.body.resultToken}`);
      expect(kept.body.result).toMatchObject({ stability: submitted.body.stability, clarity: 'clear' });
      const compared = await get<ComparedResultResponse>(server().url, `/api/compare/${submitted.body.compareCode}`);
      expect(compared.body.result).toMatchObject({ stability: submitted.body.stability, clarity: 'clear' });
    });

    it(`After ${NOISE_SUBMISSIONS} pure-noise submissions the served diagnosticPower has a mean of 0.5 ± 0.02, and random results are mostly mixed`, async () => {
      const random = seededRandom(18);
      const clarities = Object.fromEntries(RESULT_CLARITIES.map((clarity) => [clarity, 0])) as Record<(typeof RESULT_CLARITIES)[number], number>;
      for (let sent = 0; sent < NOISE_SUBMISSIONS; sent += IN_FLIGHT) {
        const bank = await quizQuestions();
        const responses = await Promise.all(
          Array.from({ length: IN_FLIGHT }, () => post<SubmitQuizResponse>(server().url, '/api/submit-quiz', { answers: noiseAnswers(bank, random), quizMode: 'STANDARD' })),
        );
        for (const response of responses) {
          expect(response.status).toBe(201);
          clarities[response.body.clarity!] += 1;
        }
      }
      expect(clarities.mixed / NOISE_SUBMISSIONS).toBeGreaterThanOrEqual(0.7);

      // A refresh that finds another one running (null) computes nothing: retry until this one computes.
      while ((await refreshDiagnosticPowers(server().context.database.db)) === null);
      const admin = await loginAsAdmin(server().url);
      const observed = (await get<AdminQuestion[]>(server().url, '/api/admin/questions', admin.headers())).body.filter(
        (question) => question.diagnosticPowerSource === 'observed',
      );
      expect(observed.length).toBeGreaterThanOrEqual(15);
      expect(observed.every((question) => (question.responses ?? 0) >= DIAGNOSTIC_POWER_MIN_RESPONSES)).toBe(true);
      const served = new Map((await quizQuestions()).map((question) => [question.id, question.diagnosticPower]));
      const mean = observed.reduce((sum, question) => sum + served.get(question.id)!, 0) / observed.length;
      expect(Math.abs(mean - 0.5)).toBeLessThanOrEqual(0.02);
    }, 300_000);
  },
  ADMIN_ENV,
);
