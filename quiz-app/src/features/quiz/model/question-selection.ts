/**
 * Which questions a quiz asks (spec section 4): the core questions, then adaptive questions chosen from the two
 * categories the visitor scores highest in.
 */
import { CATEGORY_KEYS, QUIZ, TYPE_INFO, type CategoryKey, type EntrepreneurType, type QuizMode } from '@edna/shared-contracts/rules';
import type { Question } from '@edna/shared-contracts';

export type CategoryScores = Record<CategoryKey, number>;

/**
 * diagnosticPower descending; equal powers by id ascending. A question without a power sorts after every question
 * that has one (by id among themselves), which keeps the order total and stable.
 */
export function compareByDiagnosticPower(a: Pick<Question, 'id' | 'diagnosticPower'>, b: Pick<Question, 'id' | 'diagnosticPower'>): number {
  const powerA = a.diagnosticPower ?? Number.NEGATIVE_INFINITY;
  const powerB = b.diagnosticPower ?? Number.NEGATIVE_INFINITY;
  if (powerA !== powerB) return powerB > powerA ? 1 : -1;
  return a.id - b.id;
}

export function sortByDiagnosticPower<T extends Pick<Question, 'id' | 'diagnosticPower'>>(questions: readonly T[]): T[] {
  return [...questions].sort(compareByDiagnosticPower);
}

/** The first core-count questions by diagnosticPower (fewer when the bank is short). */
export function selectCoreQuestions<T extends Pick<Question, 'id' | 'diagnosticPower'>>(bank: readonly T[], mode: QuizMode): T[] {
  return sortByDiagnosticPower(bank).slice(0, QUIZ.modes[mode].core);
}

/** Up to two categories with the highest scores (ties in option order a..e); categories scoring 0 never count. */
export function topCategories(scores: CategoryScores, count = 2): EntrepreneurType[] {
  return TYPE_INFO.map((info, index) => ({ type: info.type, score: scores[CATEGORY_KEYS[index]!], index }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.type);
}

/**
 * The adaptive questions: first the non-core questions whose category is one of the two top-scoring categories, by
 * diagnosticPower; if fewer than the mode's adaptive count, any remaining non-core question (same order); in Deep
 * Dive, if still short, core questions again in core order. May be empty (the quiz then ends after the core).
 */
export function selectAdaptiveQuestions<T extends Pick<Question, 'id' | 'diagnosticPower' | 'category'>>(
  bank: readonly T[],
  core: readonly T[],
  mode: QuizMode,
  scores: CategoryScores,
): T[] {
  const needed = QUIZ.modes[mode].adaptive;
  const coreIds = new Set(core.map((question) => question.id));
  const remaining = sortByDiagnosticPower(bank.filter((question) => !coreIds.has(question.id)));
  const top = new Set<string>(topCategories(scores));
  const picked = remaining.filter((question) => question.category !== undefined && top.has(question.category)).slice(0, needed);
  if (picked.length < needed) {
    const pickedIds = new Set(picked.map((question) => question.id));
    picked.push(...remaining.filter((question) => !pickedIds.has(question.id)).slice(0, needed - picked.length));
  }
  if (picked.length < needed && mode === 'DEEP_DIVE') picked.push(...core.slice(0, needed - picked.length));
  return picked;
}

/** Adaptive questions are added once, on reaching the last core question, and never before index 5. */
export function shouldAddAdaptiveQuestions(index: number, coreCount: number, alreadyAdded: boolean): boolean {
  return !alreadyAdded && index === coreCount - 1 && index >= QUIZ.adaptiveMinIndex;
}

/** How many questions a quiz of this mode will have with a bank of this size ('Question N of M'). */
export function plannedQuestionCount(bankSize: number, mode: QuizMode): number {
  const { core: coreTarget, adaptive } = QUIZ.modes[mode];
  const core = Math.min(coreTarget, bankSize);
  if (core - 1 < QUIZ.adaptiveMinIndex) return core;
  const available = bankSize - core + (mode === 'DEEP_DIVE' ? core : 0);
  return core + Math.min(adaptive, available);
}
