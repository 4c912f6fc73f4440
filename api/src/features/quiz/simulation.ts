/**
 * Simulated respondents taking the quiz through the product's own question selection (shared-contracts) and scoring
 * (scoring.ts), for the psychometrics script and its tests. Deterministic: every draw comes from a seeded generator.
 *
 * A simulated respondent has an own type and picks its option with probability q, each other type's option with
 * probability (1 − q) / 4; a pure random responder has q = 0.2.
 */
import {
  CATEGORY_KEYS,
  ENTREPRENEUR_TYPES,
  OPTION_IDS,
  selectAdaptiveQuestions,
  selectCoreQuestions,
  shouldAddAdaptiveQuestions,
  type CategoryScores,
  type EntrepreneurType,
  type OptionId,
  type QuizMode,
} from '@edna/shared-contracts';
import { scoreAnswers, type QuizScore } from './scoring';

export interface SimulatedQuestion {
  id: number;
  category: EntrepreneurType;
  diagnosticPower: number | null;
  situation: string | null;
}

export interface Respondent {
  /** Index of the own type in option order a..e. */
  ownType: number;
  /** Probability of picking the own type's option. */
  q: number;
}

export type Random = () => number;

/** mulberry32: a small seeded generator with a full 2^32 period, good enough for simulation. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function answerOf(respondent: Respondent, random: Random): OptionId {
  if (random() < respondent.q) return OPTION_IDS[respondent.ownType]!;
  const other = Math.floor(random() * (OPTION_IDS.length - 1));
  return OPTION_IDS[other >= respondent.ownType ? other + 1 : other]!;
}

export interface SimulatedTake {
  result: QuizScore;
  /** The submitted answers, in quiz order: question ids and option letters. */
  questionIds: number[];
  optionIds: string;
}

/**
 * One quiz as the browser runs it: the core questions; on reaching the last core question, the adaptive ones chosen
 * from the scores of the answers so far; a question asked twice is submitted once, with its later answer.
 */
export function takeQuiz(bank: readonly SimulatedQuestion[], mode: QuizMode, respondent: Respondent, random: Random): SimulatedTake {
  const core = selectCoreQuestions(bank, mode);
  let questions: SimulatedQuestion[] = [...core];
  const scores = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, 0])) as CategoryScores;
  const answers: OptionId[] = [];
  let adaptiveAdded = false;
  for (let index = 0; index < questions.length; index += 1) {
    if (shouldAddAdaptiveQuestions(index, core.length, adaptiveAdded)) {
      questions = [...core, ...selectAdaptiveQuestions(bank, core, mode, scores)];
      adaptiveAdded = true;
    }
    const optionId = answerOf(respondent, random);
    answers.push(optionId);
    scores[CATEGORY_KEYS[OPTION_IDS.indexOf(optionId)]!] += 1;
  }
  const latest = new Map<number, { question: SimulatedQuestion; optionId: OptionId }>();
  questions.forEach((question, index) => {
    latest.delete(question.id);
    latest.set(question.id, { question, optionId: answers[index]! });
  });
  const submitted = [...latest.values()];
  return {
    result: scoreAnswers(submitted.map(({ question, optionId }) => ({ optionId, diagnosticPower: question.diagnosticPower }))),
    questionIds: submitted.map(({ question }) => question.id),
    optionIds: submitted.map(({ optionId }) => optionId).join(''),
  };
}

export const typeIndexOf = (type: EntrepreneurType) => ENTREPRENEUR_TYPES.indexOf(type);
