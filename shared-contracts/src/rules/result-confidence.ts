/**
 * How far a result can be trusted, in the words the results pages, the compare page and the badge use. The API
 * computes `stability` (the estimated probability that a retake gives the same primary type) and `clarity` from the
 * answers; docs/result-confidence.md explains the model and how the thresholds were chosen.
 */
import { CATEGORY_KEYS, ENTREPRENEUR_TYPES, type CategoryKey, type EntrepreneurType } from '../domain';

export const RESULT_CLARITIES = ['clear', 'close', 'mixed'] as const;
export type ResultClarity = (typeof RESULT_CLARITIES)[number];

/** From this stability on a result is clear: a retake would very likely give the same primary type. */
export const CLEAR_MIN_STABILITY = 0.8;
/** Below this stability no type stands out: the result is mixed. Between the two it is a close call. */
export const MIXED_BELOW_STABILITY = 0.5;

export function clarityOfStability(stability: number): ResultClarity {
  if (stability >= CLEAR_MIN_STABILITY) return 'clear';
  if (stability < MIXED_BELOW_STABILITY) return 'mixed';
  return 'close';
}

export interface ConfidenceOfResult {
  primaryCategory: EntrepreneurType;
  secondaryCategory?: EntrepreneurType | undefined;
  clarity?: ResultClarity | undefined;
  visionaryPercentage: number;
  pragmatistPercentage: number;
  hustlerPercentage: number;
  craftsmanPercentage: number;
  socialDriverPercentage: number;
}

/**
 * The type closest behind the primary: the secondary type when the result names one, otherwise the type with the
 * highest percentage after the primary (ties in option order a..e).
 */
export function runnerUpOf(result: ConfidenceOfResult): EntrepreneurType | undefined {
  if (result.secondaryCategory) return result.secondaryCategory;
  let best: { type: EntrepreneurType; share: number } | undefined;
  CATEGORY_KEYS.forEach((key: CategoryKey, index) => {
    const type = ENTREPRENEUR_TYPES[index]!;
    const share = result[`${key}Percentage`];
    if (type === result.primaryCategory || share <= 0) return;
    if (!best || share > best.share) best = { type, share };
  });
  return best?.type;
}

/**
 * The plain-words sentence of a result's clarity; null for a result stored before results carried one.
 * "Clear result: a retake would very likely give Hustler again" / "Close call between Hustler and Visionary" /
 * "Mixed profile: no type stands out".
 */
export function claritySentence(result: ConfidenceOfResult): string | null {
  switch (result.clarity) {
    case 'clear':
      return `Clear result: a retake would very likely give ${result.primaryCategory} again`;
    case 'close': {
      const runnerUp = runnerUpOf(result);
      return runnerUp ? `Close call between ${result.primaryCategory} and ${runnerUp}` : `Close call: ${result.primaryCategory} leads only narrowly`;
    }
    case 'mixed':
      return 'Mixed profile: no type stands out';
    default:
      return null;
  }
}
