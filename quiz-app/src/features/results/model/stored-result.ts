import { CATEGORY_KEYS, RESULT_CLARITIES, TRAITS, isEntrepreneurType } from '@edna/shared-contracts/rules';
import type { QuizResult } from '@edna/shared-contracts';

export type StoredResult = { status: 'missing' } | { status: 'unreadable'; reason: string } | { status: 'ok'; result: QuizResult };

const isPercent = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/** The quiz result kept in session storage, checked field by field (the browser bundle carries no schema library). */
export function parseStoredResult(raw: string | null): StoredResult {
  if (raw === null || raw === '') return { status: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { status: 'unreadable', reason: `not JSON: ${(error as Error).message}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { status: 'unreadable', reason: 'not an object' };
  const candidate = value as Record<string, unknown>;
  if (!isEntrepreneurType(candidate.primaryCategory)) return { status: 'unreadable', reason: 'unknown primary category' };
  if (candidate.secondaryCategory !== undefined && !isEntrepreneurType(candidate.secondaryCategory)) {
    return { status: 'unreadable', reason: 'unknown secondary category' };
  }
  for (const key of CATEGORY_KEYS) {
    if (!isPercent(candidate[`${key}Percentage`])) return { status: 'unreadable', reason: `${key}Percentage is not a percentage` };
  }
  for (const key of ['balanceScore', 'dominantTraitScore'] as const) {
    if (candidate[key] !== undefined && !isPercent(candidate[key])) return { status: 'unreadable', reason: `${key} is not a percentage` };
  }
  const traits = candidate.personalityTraits;
  if (traits !== undefined) {
    if (!traits || typeof traits !== 'object') return { status: 'unreadable', reason: 'personalityTraits is not an object' };
    for (const [trait, score] of Object.entries(traits)) {
      if (!(TRAITS as readonly string[]).includes(trait) || typeof score !== 'number' || !Number.isFinite(score)) {
        return { status: 'unreadable', reason: `personality trait ${trait} is not valid` };
      }
    }
  }
  if (candidate.stability !== undefined && !(typeof candidate.stability === 'number' && candidate.stability >= 0 && candidate.stability <= 1)) {
    return { status: 'unreadable', reason: 'stability is not a number from 0 to 1' };
  }
  if (candidate.clarity !== undefined && !(RESULT_CLARITIES as readonly unknown[]).includes(candidate.clarity)) {
    return { status: 'unreadable', reason: 'clarity is not clear, close or mixed' };
  }
  if (candidate.resultId !== undefined && typeof candidate.resultId !== 'string') return { status: 'unreadable', reason: 'resultId is not text' };
  return { status: 'ok', result: candidate as unknown as QuizResult };
}

export const percentageOf = (result: QuizResult, index: number): number =>
  result[`${CATEGORY_KEYS[index]!}Percentage` as 'visionaryPercentage'];

