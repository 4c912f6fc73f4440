/**
 * Which questions a quiz asks: the core questions, then adaptive questions chosen from the two categories the visitor
 * scores highest in. A quiz never asks two questions of the same situation: a question whose situation the quiz
 * already holds is skipped, and the next one in order takes its place. The quiz runs these in the browser; the API
 * runs the same code to simulate retakes (result confidence, the psychometrics script).
 */
import { QUIZ } from '../constants';
import { CATEGORY_KEYS, TYPE_INFO, type CategoryKey, type EntrepreneurType, type QuizMode } from '../domain';
import { compareByDiagnosticPower, situationOf, type OrderedQuestion } from './question-bank';

/** Answers so far per type (the CategoryScores of the quiz contract). */
type TypeScores = Record<CategoryKey, number>;

type Ranked = OrderedQuestion;

export function sortByDiagnosticPower<T extends Ranked>(questions: readonly T[]): T[] {
  return [...questions].sort(compareByDiagnosticPower);
}

/** Up to `count` of `ordered`, in order, skipping a question whose situation is in `taken` or already picked. */
function pickDistinctSituations<T extends Ranked>(ordered: readonly T[], count: number, taken: ReadonlySet<string> = new Set()): T[] {
  const seen = new Set(taken);
  const picked: T[] = [];
  for (const question of ordered) {
    if (picked.length >= count) break;
    const situation = situationOf(question);
    if (seen.has(situation)) continue;
    seen.add(situation);
    picked.push(question);
  }
  return picked;
}

/** The first core-count questions by diagnosticPower, one per situation (fewer when the bank is short). */
export function selectCoreQuestions<T extends Ranked>(bank: readonly T[], mode: QuizMode): T[] {
  return pickDistinctSituations(sortByDiagnosticPower(bank), QUIZ.modes[mode].core);
}

/** Up to two categories with the highest scores (ties in option order a..e); categories scoring 0 never count. */
export function topCategories(scores: TypeScores, count = 2): EntrepreneurType[] {
  return TYPE_INFO.map((info, index) => ({ type: info.type, score: scores[CATEGORY_KEYS[index]!], index }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.type);
}

/**
 * The adaptive questions: first the non-core questions whose category is one of the two top-scoring categories, by
 * diagnosticPower; if fewer than the mode's adaptive count, any remaining non-core question (same order); neither of
 * a situation the quiz already holds. In Deep Dive, if still short, core questions again in core order (the
 * last resort: the same questions, not other ones of their situations). May be empty (the quiz then ends after the
 * core).
 */
export function selectAdaptiveQuestions<T extends Ranked & { category?: EntrepreneurType }>(
  bank: readonly T[],
  core: readonly T[],
  mode: QuizMode,
  scores: TypeScores,
): T[] {
  const needed = QUIZ.modes[mode].adaptive;
  const coreIds = new Set(core.map((question) => question.id));
  const coreSituations = new Set(core.map(situationOf));
  const remaining = sortByDiagnosticPower(bank.filter((question) => !coreIds.has(question.id)));
  const top = new Set<string>(topCategories(scores));
  const picked = pickDistinctSituations(
    remaining.filter((question) => question.category !== undefined && top.has(question.category)),
    needed,
    coreSituations,
  );
  if (picked.length < needed) {
    const pickedIds = new Set(picked.map((question) => question.id));
    const taken = new Set([...coreSituations, ...picked.map(situationOf)]);
    picked.push(...pickDistinctSituations(remaining.filter((question) => !pickedIds.has(question.id)), needed - picked.length, taken));
  }
  if (picked.length < needed && mode === 'DEEP_DIVE') picked.push(...core.slice(0, needed - picked.length));
  return picked;
}

/** Adaptive questions are added once, on reaching the last core question, and never before index 5. */
export function shouldAddAdaptiveQuestions(index: number, coreCount: number, alreadyAdded: boolean): boolean {
  return !alreadyAdded && index === coreCount - 1 && index >= QUIZ.adaptiveMinIndex;
}

/**
 * How many questions a quiz of this mode will have ('Question N of M'), given the bank or the number of its
 * situations: since a quiz asks one question per situation, that number is what counts.
 */
export function plannedQuestionCount(bank: number | readonly Ranked[], mode: QuizMode): number {
  const bankSize = typeof bank === 'number' ? bank : new Set(bank.map(situationOf)).size;
  const { core: coreTarget, adaptive } = QUIZ.modes[mode];
  const core = Math.min(coreTarget, bankSize);
  if (core - 1 < QUIZ.adaptiveMinIndex) return core;
  const available = bankSize - core + (mode === 'DEEP_DIVE' ? core : 0);
  return core + Math.min(adaptive, available);
}
