import {
  OPTION_IDS,
  observedDiagnosticPower,
  observedDiscrimination,
  type AdminQuestion,
  type AdminQuestionPage,
  type AdminQuestionQuery,
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

/** Whether a question matches the search: every word of `q` in its text, situation or options (any case). */
function matchesQuery(question: AdminQuestion, query: AdminQuestionQuery): boolean {
  if (query.category && question.category !== query.category) return false;
  if (query.source && question.source !== query.source) return false;
  if (query.power && (question.diagnosticPowerSource ?? 'seed') !== query.power) return false;
  if (query.active && String(question.active) !== query.active) return false;
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [question.text, question.situation ?? '', ...question.options.map((option) => option.text)].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Newest first (the latest added on top); questions added at the same moment by id, the latest first. */
function newestFirst(a: AdminQuestion, b: AdminQuestion): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

/** One page of the questions that match the search, newest first, with how many match and the bank's counts. */
export function searchAdminQuestions(bank: readonly AdminQuestion[], query: AdminQuestionQuery): AdminQuestionPage {
  const matching = bank.filter((question) => matchesQuery(question, query)).sort(newestFirst);
  const start = (query.page - 1) * query.pageSize;
  return {
    questions: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
    counts: { all: bank.length, active: bank.filter((question) => question.active).length },
  };
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
