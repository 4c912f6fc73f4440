/**
 * Server-side scoring of a quiz (pure functions; the same answers always give the same result).
 *
 * Notation: n = number of answers; c[i] = answers whose option maps to type i, i in option order a..e
 * (Visionary, Pragmatist, Hustler, Craftsman, Social Driver); p[i] = c[i] / n.
 */
import {
  CATEGORY_KEYS,
  ENTREPRENEUR_TYPES,
  OPTION_IDS,
  TRAITS,
  TYPE_INFO,
  type EntrepreneurType,
  type OptionId,
  type PersonalityTraits,
  type QuizResult,
  type Trait,
} from '@edna/shared-contracts';
import { confidenceOf } from './confidence';

export interface ScoredAnswer {
  optionId: OptionId;
  /** The answered question's diagnosticPower, in (0, 1]; null or absent counts as 0.5. */
  diagnosticPower?: number | null;
}

export type QuizScore = Omit<QuizResult, 'resultId'>;

const TYPE_COUNT = ENTREPRENEUR_TYPES.length;
const MISSING_POWER = 0.5;

/** Secondary type: the runner-up's share must be at least this fraction of all answers… */
export const SECONDARY_MIN_SHARE = 0.2;
/** …and at least this fraction of the primary type's share. */
export const SECONDARY_MIN_RATIO_TO_PRIMARY = 0.5;

/** c[i]: how many answers chose the option of type i (counted from option ids, never from client counts). */
export function countByType(answers: readonly ScoredAnswer[]): number[] {
  const counts = new Array<number>(TYPE_COUNT).fill(0);
  for (const answer of answers) counts[OPTION_IDS.indexOf(answer.optionId)]! += 1;
  return counts;
}

/**
 * Integer percentages that sum to exactly 100 (largest remainder method): each type gets floor(100·c[i]/n); the
 * points still missing go one each to the largest remainders (100·c[i] mod n), ties in option order a..e.
 * Computed in integers, so no floating-point error can break the sum. With n = 0 every share is 0.
 */
export function largestRemainderPercentages(counts: readonly number[]): number[] {
  const n = counts.reduce((sum, count) => sum + count, 0);
  if (n === 0) return counts.map(() => 0);
  const floors = counts.map((count) => Math.floor((count * 100) / n));
  const remainders = counts.map((count) => (count * 100) % n);
  let missing = 100 - floors.reduce((sum, value) => sum + value, 0);
  const order = counts.map((_, index) => index).sort((a, b) => remainders[b]! - remainders[a]! || a - b);
  for (const index of order) {
    if (missing === 0) break;
    floors[index]! += 1;
    missing -= 1;
  }
  return floors;
}

/** Sum of diagnosticPower per type, in integer thousandths so the sum does not depend on the answers' order. */
export function powerByType(answers: readonly ScoredAnswer[]): number[] {
  const sums = new Array<number>(TYPE_COUNT).fill(0);
  for (const answer of answers) {
    sums[OPTION_IDS.indexOf(answer.optionId)]! += Math.round((answer.diagnosticPower ?? MISSING_POWER) * 1000);
  }
  return sums;
}

/**
 * Types from strongest to weakest: more answers first; on a tie, the higher sum of diagnosticPower of the answers
 * that chose the type (answers to sharper questions weigh more); then option order a..e.
 */
export function rankTypes(counts: readonly number[], powers: readonly number[]): number[] {
  return counts.map((_, index) => index).sort((a, b) => counts[b]! - counts[a]! || powers[b]! - powers[a]! || a - b);
}

const roundToOneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * balanceScore = 100 · H / ln 5, where H = −Σ p[i]·ln p[i] over the types with p[i] > 0 (Shannon entropy of the
 * shares, normalized by its maximum). 0 = every answer the same type, 100 = answers spread evenly over the five.
 * Rounded to one decimal.
 */
export function balanceScore(counts: readonly number[]): number {
  const n = counts.reduce((sum, count) => sum + count, 0);
  if (n === 0) return 0;
  let entropy = 0;
  for (const count of counts) {
    if (count === 0) continue;
    const share = count / n;
    entropy -= share * Math.log(share);
  }
  return Math.min(100, Math.max(0, roundToOneDecimal((100 * entropy) / Math.log(TYPE_COUNT))));
}

/**
 * dominantTraitScore: how far the strongest type stands above the others. The mean of the other four shares is
 * (1 − p_max) / 4, so p_max − (1 − p_max) / 4 = (5·p_max − 1) / 4, which runs from 0 (all five equal, p_max = 0.2)
 * to 1 (every answer the same type). Score = 100 · (5·p_max − 1) / 4, rounded to one decimal.
 */
export function dominantTraitScore(counts: readonly number[]): number {
  const n = counts.reduce((sum, count) => sum + count, 0);
  if (n === 0) return 0;
  const maxShare = Math.max(...counts) / n;
  return Math.min(100, Math.max(0, roundToOneDecimal((100 * (TYPE_COUNT * maxShare - 1)) / (TYPE_COUNT - 1))));
}

/**
 * personalityTraits[t] = 10 · (answers that add one to trait t) / n, rounded to one decimal. Each answer adds one
 * to its type's two traits, so a trait scores 10 when every answer fed it (risk is fed by both
 * Visionary and Hustler, patience by both Pragmatist and Craftsman) and 0 when none did.
 */
export function personalityTraits(counts: readonly number[]): Record<Trait, number> {
  const n = counts.reduce((sum, count) => sum + count, 0);
  const traitCounts = Object.fromEntries(TRAITS.map((trait) => [trait, 0])) as Record<Trait, number>;
  TYPE_INFO.forEach((info, index) => {
    for (const trait of info.traits) traitCounts[trait] += counts[index]!;
  });
  return Object.fromEntries(
    TRAITS.map((trait) => [trait, n === 0 ? 0 : roundToOneDecimal((10 * traitCounts[trait]) / n)]),
  ) as Record<Trait, number>;
}

/**
 * The secondary type is the runner-up of rankTypes, reported only when it is meaningful: it has at least 20 % of
 * all answers and at least half as many answers as the primary type (c[2nd] ≥ 0.2·n and c[2nd] ≥ 0.5·c[1st]).
 */
export function secondaryCategoryOf(counts: readonly number[], ranking: readonly number[]): EntrepreneurType | undefined {
  const n = counts.reduce((sum, count) => sum + count, 0);
  const [first, second] = ranking;
  if (first === undefined || second === undefined || n === 0) return undefined;
  const runnerUp = counts[second]!;
  if (runnerUp === 0) return undefined;
  if (runnerUp < SECONDARY_MIN_SHARE * n || runnerUp < SECONDARY_MIN_RATIO_TO_PRIMARY * counts[first]!) return undefined;
  return ENTREPRENEUR_TYPES[second];
}

/**
 * The quiz result (type counts, primary type, traits, and how far a retake would agree: confidence.ts) for a list of
 * (already validated, non-empty) answers.
 */
export function scoreAnswers(answers: readonly ScoredAnswer[]): QuizScore {
  if (answers.length === 0) throw new RangeError('scoreAnswers needs at least one answer');
  const counts = countByType(answers);
  const ranking = rankTypes(counts, powerByType(answers));
  const percentages = largestRemainderPercentages(counts);
  const percentageFields = Object.fromEntries(CATEGORY_KEYS.map((key, index) => [`${key}Percentage`, percentages[index]!])) as Pick<
    QuizResult,
    'visionaryPercentage' | 'pragmatistPercentage' | 'hustlerPercentage' | 'craftsmanPercentage' | 'socialDriverPercentage'
  >;
  const secondaryCategory = secondaryCategoryOf(counts, ranking);
  const traits: PersonalityTraits = personalityTraits(counts);
  return {
    primaryCategory: ENTREPRENEUR_TYPES[ranking[0]!]!,
    ...(secondaryCategory ? { secondaryCategory } : {}),
    ...percentageFields,
    balanceScore: balanceScore(counts),
    dominantTraitScore: dominantTraitScore(counts),
    personalityTraits: traits,
    ...confidenceOf(counts, ranking[0]!),
  };
}
