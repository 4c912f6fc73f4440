import { randomUUID } from 'node:crypto';
import {
  QUIZ,
  type MoodRequest,
  type QuizMode,
  type SubmitQuizRequest,
  type SubmitQuizResponse,
} from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { createBatchWriter, type BatchWriter } from '../../lib/batch-writer';
import { badRequest, notFound } from '../../lib/errors';
import { newResultLink } from '../../shared/kept-results';
import type { QuestionCatalog, StoredQuestion } from '../../shared/question-bank/catalog';
import { createDiagnosticPowerRefresher, type DiagnosticPowerRefresher } from '../../shared/question-bank/power-refresh';
import { findQuestionsByIds, questionCatalogFor } from '../../shared/question-bank/store';
import { insertMoods, insertQuizResults, type StoredMood, type StoredSubmission } from './repository';
import { scoreAnswers, type ScoredAnswer } from './scoring';

export interface QuizService {
  questionCountJson(): Promise<Buffer>;
  /** The active questions as JSON, plain and gzipped. */
  questionListJson(): Promise<{ plain: Buffer; gzip: Buffer }>;
  /** `bot`: sent by a known bot or headless browser; the result is stored flagged. */
  submitQuiz(request: SubmitQuizRequest, meta?: { bot: boolean }): Promise<SubmitQuizResponse>;
  /** Stores a mood; `bot` when the request came from a known bot or headless browser (the analytics filter it). */
  recordMood(request: MoodRequest, meta: { bot: boolean }): Promise<void>;
  /** Resolves once every queued write is committed and the diagnosticPower schedule has stopped (graceful shutdown). */
  flush(): Promise<void>;
}

/** Without an explicit mode, more answers than a Standard quiz has means Deep Dive. */
export function inferQuizMode(answerCount: number): QuizMode {
  return answerCount > QUIZ.modes.STANDARD.total ? 'DEEP_DIVE' : 'STANDARD';
}

/** A 400 when a question is answered twice (the first repeat, 1-based positions). */
export function assertNoDuplicateQuestions(questionIds: readonly number[]): void {
  const firstPosition = new Map<number, number>();
  questionIds.forEach((id, index) => {
    const seen = firstPosition.get(id);
    if (seen !== undefined) {
      throw badRequest(`Question ${id} is answered more than once (answers ${seen + 1} and ${index + 1}).`, 'duplicate_question');
    }
    firstPosition.set(id, index);
  });
}

export function createQuizService({ database, config, logger }: Pick<AppContext, 'database' | 'config' | 'logger'>): QuizService & {
  catalog: QuestionCatalog;
  writers: { results: BatchWriter<StoredSubmission>; moods: BatchWriter<StoredMood> };
  powerRefresher: DiagnosticPowerRefresher;
} {
  const { db } = database;
  const catalog = questionCatalogFor(db, config.QUESTION_CACHE_TTL_MS);
  // Stored results change the answer counts diagnosticPower is computed from.
  const powerRefresher = createDiagnosticPowerRefresher(db, logger);
  // 100 submissions of up to 30 answers each is at most 3,100 rows in one statement.
  const results = createBatchWriter<StoredSubmission>((batch) => insertQuizResults(db, batch), 100);
  const moods = createBatchWriter<StoredMood>((batch) => insertMoods(db, batch), 500);

  /** The questions with these ids, from memory; ids missing there are looked up once in the database. */
  async function resolveQuestions(ids: readonly number[]): Promise<Map<number, StoredQuestion>> {
    const { byId } = await catalog.snapshot();
    const found = new Map<number, StoredQuestion>();
    const missing: number[] = [];
    for (const id of ids) {
      const question = byId.get(id);
      if (question) found.set(id, question);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const fresh = await findQuestionsByIds(db, missing);
      if (fresh.length > 0) catalog.invalidate();
      for (const question of fresh) found.set(question.id, question);
    }
    return found;
  }

  return {
    catalog,
    writers: { results, moods },
    powerRefresher,

    async questionCountJson() {
      return (await catalog.snapshot()).countJson;
    },

    async questionListJson() {
      const snapshot = await catalog.snapshot();
      return { plain: snapshot.activeJson, gzip: snapshot.activeJsonGzip };
    },

    async submitQuiz(request, meta) {
      const ids = request.answers.map((answer) => answer.questionId);
      assertNoDuplicateQuestions(ids);
      const questions = await resolveQuestions(ids);
      const scored: ScoredAnswer[] = request.answers.map((answer, index) => {
        const question = questions.get(answer.questionId);
        if (!question) {
          throw notFound(`Answer ${index + 1}: question ${answer.questionId} does not exist.`, 'question_not_found');
        }
        if (!question.options.some((option) => option.id === answer.selectedOptionId)) {
          const allowed = question.options.map((option) => option.id).join(', ');
          throw badRequest(
            `Answer ${index + 1}: option '${answer.selectedOptionId}' is not an option of question ${answer.questionId} (options: ${allowed}).`,
            'invalid_option',
          );
        }
        return { optionId: answer.selectedOptionId, diagnosticPower: question.diagnosticPower };
      });
      const resultId = randomUUID();
      const result = { ...scoreAnswers(scored), resultId };
      const link = newResultLink();
      // The session id is not stored: a kept result identifies nobody.
      await results.write({
        resultId,
        quizMode: request.quizMode ?? inferQuizMode(request.answers.length),
        result,
        answers: request.answers.map((answer) => ({ questionId: answer.questionId, optionId: answer.selectedOptionId })),
        tokenHash: link.tokenHash,
        compareHash: link.compareHash,
        bot: meta?.bot ?? false,
      });
      powerRefresher.noteStoredResults(1);
      return { ...result, resultToken: link.token, compareCode: link.compareCode };
    },

    async recordMood(request, { bot }) {
      const questions = await resolveQuestions([request.questionId]);
      if (!questions.has(request.questionId)) {
        throw notFound(`Question ${request.questionId} does not exist.`, 'question_not_found');
      }
      await moods.write({
        questionId: request.questionId,
        questionIndex: request.questionIndex,
        quizMode: request.quizMode,
        mood: request.mood,
        bot,
      });
    },

    async flush() {
      await Promise.all([results.flush(), moods.flush()]);
      await powerRefresher.stop();
    },
  };
}
