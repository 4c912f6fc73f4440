/** The quiz state as a pure reducer; storage, tracking and navigation stay in the components. */
import { CATEGORY_KEYS, OPTION_IDS, QUIZ, TYPE_INFO, isOptionId, type OptionId, type QuizMode } from '@edna/shared-contracts/rules';
import type { Answer, Question } from '@edna/shared-contracts';
import {
  plannedQuestionCount,
  selectAdaptiveQuestions,
  selectCoreQuestions,
  shouldAddAdaptiveQuestions,
  type CategoryScores,
} from './question-selection';

export interface QuizState {
  mode: QuizMode;
  /** Every active question, as loaded. */
  bank: readonly Question[];
  /** The questions of this quiz so far: the core, then the adaptive ones once added (a question may repeat in Deep Dive). */
  questions: readonly Question[];
  coreCount: number;
  /** M of 'Question N of M'. */
  total: number;
  index: number;
  /** One slot per question of the quiz; null until answered. */
  answers: readonly (OptionId | null)[];
  /** Category scores of the answers so far (they choose the adaptive questions). */
  scores: CategoryScores;
  adaptiveAdded: boolean;
  /** Indexes whose answer was reported as question_answered (once each, when the visitor moved on from it). */
  reported: readonly number[];
}

export type QuizAction =
  | { type: 'loaded'; bank: readonly Question[] }
  | { type: 'modeChanged'; mode: QuizMode }
  | { type: 'answered'; index: number; optionId: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reset' }
  | { type: 'reported'; index: number }
  | { type: 'restored'; state: QuizState };

const emptyScores = (): CategoryScores => Object.fromEntries(CATEGORY_KEYS.map((key) => [key, 0])) as CategoryScores;

/** Category scores of the given answers: one point to each answer's type. */
export function tally(answers: readonly (OptionId | null)[]): CategoryScores {
  const scores = emptyScores();
  for (const optionId of answers) {
    if (optionId) scores[TYPE_INFO[OPTION_IDS.indexOf(optionId)]!.key] += 1;
  }
  return scores;
}

/** A fresh quiz of `mode` over `bank`: index 0, no answers, no adaptive questions yet. */
export function startQuiz(bank: readonly Question[], mode: QuizMode): QuizState {
  const core = selectCoreQuestions(bank, mode);
  const total = plannedQuestionCount(bank, mode);
  return {
    mode,
    bank,
    questions: core,
    coreCount: core.length,
    total,
    index: 0,
    answers: new Array<OptionId | null>(total).fill(null),
    scores: emptyScores(),
    adaptiveAdded: false,
    reported: [],
  };
}

export const initialQuizState: QuizState = startQuiz([], QUIZ.defaultMode);

/** Why an answer would be ignored (spec: a console warning only), or null when it is valid. */
export function answerProblem(state: QuizState, index: number, optionId: string): string | null {
  const question = state.questions[index];
  if (!question) return `No question at index ${index}`;
  if (!isOptionId(optionId) || !question.options.some((option) => option.id === optionId)) {
    return `No option with id ${optionId} in question ${question.id}`;
  }
  return null;
}

/** Adds the adaptive questions when the index has just reached the last core question (once, never before index 5). */
function withAdaptiveQuestions(state: QuizState): QuizState {
  if (!shouldAddAdaptiveQuestions(state.index, state.coreCount, state.adaptiveAdded)) return state;
  const core = state.questions.slice(0, state.coreCount);
  const adaptive = selectAdaptiveQuestions(state.bank, core, state.mode, state.scores);
  const questions = [...core, ...adaptive];
  const answers = Array.from({ length: questions.length }, (_, index) => state.answers[index] ?? null);
  return { ...state, questions, total: questions.length, answers, adaptiveAdded: true };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'loaded':
      return startQuiz(action.bank, state.mode);
    case 'modeChanged':
      if (state.index !== 0 || action.mode === state.mode) return state;
      return startQuiz(state.bank, action.mode);
    case 'reset':
      return startQuiz(state.bank, state.mode);
    case 'answered': {
      if (answerProblem(state, action.index, action.optionId)) return state;
      const answers = state.answers.map((answer, index) => (index === action.index ? (action.optionId as OptionId) : answer));
      return { ...state, answers, scores: tally(answers) };
    }
    case 'next': {
      if (state.answers[state.index] == null || state.index >= state.questions.length - 1) return state;
      return withAdaptiveQuestions({ ...state, index: state.index + 1 });
    }
    case 'previous':
      return state.index === 0 ? state : { ...state, index: state.index - 1 };
    case 'reported':
      if (state.answers[action.index] == null || state.reported.includes(action.index)) return state;
      return { ...state, reported: [...state.reported, action.index] };
    case 'restored':
      return action.state;
  }
}

export const isLastQuestion = (state: QuizState) => state.questions.length > 0 && state.index === state.questions.length - 1;

export const answeredCount = (state: QuizState) => state.answers.filter((answer) => answer != null).length;

/**
 * The answers to submit, in quiz order. A question asked twice (Deep Dive reusing core questions on a small bank)
 * is sent once, with the later answer, because the server refuses duplicate questions.
 */
export function submissionAnswers(state: QuizState): Answer[] {
  const latest = new Map<number, OptionId>();
  state.questions.forEach((question, index) => {
    const answer = state.answers[index];
    if (answer) latest.set(question.id, answer);
  });
  return [...latest].map(([questionId, selectedOptionId]) => ({ questionId, selectedOptionId }));
}
