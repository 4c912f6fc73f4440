import { QUIZ } from '@edna/shared-contracts/rules';

const { min, max, default: fallback } = QUIZ.generationCount;

/**
 * The number of questions to generate from the count input: an integer from 1 to 50; an
 * unparsable value (empty, text) falls back to 10. A value outside the range is brought to the nearest limit, as the
 * input's min and max ask, and a fraction is cut to its integer part.
 */
export function parseGenerationCount(raw: string): number {
  const parsed = Number.parseInt(raw.trim(), 10);
  if (!Number.isFinite(parsed)) return fallback;
  return Math.min(max, Math.max(min, parsed));
}

export const GENERATION_COUNT_LIMITS = QUIZ.generationCount;
