/**
 * The quiz in progress as kept in local storage, so a reload, a closed tab or a failed submission resumes where the
 * visitor was. Pure functions: the page reads and writes the storage.
 *
 * Kept: the mode, the questions of this quiz in order (ids), how many are core, whether the adaptive ones were added,
 * the position, the answers, which answers were reported, and a copy of each question's option order (the quiz
 * keeps those in session storage, which a closed tab loses; the copy puts them back), and the run's quiz session id,
 * so a resumed run keeps the id its tracked events carry.
 */
import { QUIZ, QUIZ_MODES, isOptionId, type OptionId, type QuizMode } from '@edna/shared-contracts/rules';
import { isQuizSessionId } from '../../../shared/quiz-storage';
import type { Question } from '@edna/shared-contracts';
import { plannedQuestionCount } from './question-selection';
import { startQuiz, tally, type QuizState } from './quiz-state';

export const PROGRESS_VERSION = 1;
/** Older progress is dropped: retaking is recommended after about a week, so a week-old quiz is a new start. */
export const PROGRESS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SavedProgress {
  version: typeof PROGRESS_VERSION;
  savedAt: number;
  mode: QuizMode;
  questionIds: number[];
  coreCount: number;
  adaptiveAdded: boolean;
  index: number;
  answers: (OptionId | null)[];
  reported: number[];
  /** Display order of each question's options, by question id. */
  optionOrders: Record<string, string[]>;
  /** The run's quiz session id (absent in progress saved before it was kept). */
  quizSessionId?: string;
}

/** Only a quiz with something to lose is kept: an answer, or a mode other than the default. */
export function isWorthKeeping(state: QuizState): boolean {
  return state.questions.length > 0 && (state.answers.some((answer) => answer != null) || state.mode !== QUIZ.defaultMode);
}

export function progressOf(
  state: QuizState,
  optionOrders: Record<string, string[]>,
  now: number = Date.now(),
  quizSessionId?: string,
): SavedProgress {
  return {
    version: PROGRESS_VERSION,
    savedAt: now,
    mode: state.mode,
    questionIds: state.questions.map((question) => question.id),
    coreCount: state.coreCount,
    adaptiveAdded: state.adaptiveAdded,
    index: state.index,
    answers: [...state.answers],
    reported: [...state.reported],
    optionOrders,
    ...(quizSessionId ? { quizSessionId } : {}),
  };
}

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The saved progress when it can be read, is of this version and is fresh enough; null otherwise. */
export function parseSavedProgress(raw: string | null, now: number = Date.now()): SavedProgress | null {
  if (!raw) return null;
  let value: Partial<SavedProgress>;
  try {
    value = JSON.parse(raw) as Partial<SavedProgress>;
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || value.version !== PROGRESS_VERSION) return null;
  if (typeof value.savedAt !== 'number' || now - value.savedAt > PROGRESS_MAX_AGE_MS || value.savedAt - now > PROGRESS_MAX_AGE_MS) return null;
  if (!QUIZ_MODES.includes(value.mode as QuizMode) || typeof value.adaptiveAdded !== 'boolean') return null;
  if (!Array.isArray(value.questionIds) || !value.questionIds.every((id) => Number.isInteger(id) && id > 0)) return null;
  if (!isIndex(value.coreCount) || !isIndex(value.index)) return null;
  if (!Array.isArray(value.answers) || !value.answers.every((answer) => answer === null || isOptionId(answer))) return null;
  if (!Array.isArray(value.reported) || !value.reported.every(isIndex)) return null;
  const orders = value.optionOrders;
  if (!orders || typeof orders !== 'object' || !Object.values(orders).every(isStringList)) return null;
  if (value.quizSessionId !== undefined && !isQuizSessionId(value.quizSessionId)) return null;
  return value as SavedProgress;
}

/**
 * The quiz state the saved progress describes over the questions loaded now, or null when it no longer fits them
 * (a question was retired, an answer is not one of its options, the position skips an unanswered question).
 */
export function resumeQuiz(bank: readonly Question[], saved: SavedProgress): QuizState | null {
  const byId = new Map(bank.map((question) => [question.id, question]));
  const questions = saved.questionIds.map((id) => byId.get(id));
  if (questions.length === 0 || questions.some((question) => question === undefined)) return null;
  const asked = questions as Question[];
  if (saved.coreCount < 1 || saved.coreCount > asked.length || (!saved.adaptiveAdded && asked.length !== saved.coreCount)) return null;
  const total = saved.adaptiveAdded ? asked.length : Math.max(asked.length, plannedQuestionCount(bank.length, saved.mode));
  if (saved.index >= asked.length || saved.answers.length > total) return null;
  const answers = Array.from({ length: total }, (_, index) => saved.answers[index] ?? null);
  for (const [index, answer] of answers.entries()) {
    if (answer === null) continue;
    if (index >= asked.length || !asked[index]!.options.some((option) => option.id === answer)) return null;
  }
  if (answers.slice(0, saved.index).some((answer) => answer === null)) return null;
  return {
    ...startQuiz(bank, saved.mode),
    questions: asked,
    coreCount: saved.coreCount,
    total,
    index: saved.index,
    answers,
    scores: tally(answers),
    adaptiveAdded: saved.adaptiveAdded,
    reported: [...new Set(saved.reported)].filter((index) => index < asked.length && answers[index] !== null),
  };
}
