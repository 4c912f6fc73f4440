import {
  OPTION_IDS,
  observedDiagnosticPower,
  observedDiscrimination,
  type AdminQuestion,
  type OptionId,
  type QuestionSource,
} from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { listQuestionsWithAnswers, setQuestionActive as storeQuestionActive, type QuestionWithAnswers } from '../../shared/question-bank/store';

/**
 * The admin's view of a question: its figures come from the same answer counts diagnosticPower is computed from, so
 * the observed value shown is the one that comes into force (or already is) once enough answers are stored.
 */
export function toAdminQuestion(row: QuestionWithAnswers): AdminQuestion {
  const options = [...row.options].sort((a, b) => OPTION_IDS.indexOf(a.id as OptionId) - OPTION_IDS.indexOf(b.id as OptionId));
  return {
    id: row.id,
    text: row.text,
    options: options as AdminQuestion['options'],
    category: row.category as AdminQuestion['category'],
    ...(row.diagnosticPower === null ? {} : { diagnosticPower: row.diagnosticPower }),
    situation: row.situation,
    source: row.source as QuestionSource,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    responses: row.responses,
    discrimination: observedDiscrimination(row.responses, row.matches),
    key: row.key,
    seedDiagnosticPower: row.seedDiagnosticPower,
    observedDiagnosticPower: observedDiagnosticPower(row.responses, row.matches),
    diagnosticPowerSource: row.diagnosticPowerComputedAt === null ? 'seed' : 'observed',
    diagnosticPowerComputedAt: row.diagnosticPowerComputedAt?.toISOString() ?? null,
    diagnosticPowerResponses: row.diagnosticPowerResponses,
    replacedBy: row.replacedBy,
  };
}

/** Every question, active or not, by id, with its answer statistics. */
export async function listAdminQuestions(db: Database): Promise<AdminQuestion[]> {
  return (await listQuestionsWithAnswers(db)).map(toAdminQuestion);
}

/** Activates or deactivates a question: 404 when there is none, 409 when it is a replaced version of a seed item. */
export async function setQuestionActive(db: Database, id: number, active: boolean): Promise<AdminQuestion> {
  const change = await storeQuestionActive(db, id, active);
  if (!change) throw notFound(`There is no question ${id}.`, 'question_not_found');
  if ('replacedBy' in change) {
    throw conflict(`Question ${id} is an earlier version of a seed item that question ${change.replacedBy} replaced; activate that one instead.`, 'question_replaced');
  }
  return toAdminQuestion(change.question);
}
