/**
 * Kept and compared results: the shapes of the secret links and the pure rules the results pages and the API share.
 * Free of zod so the browser can use them.
 */
import { CATEGORY_KEYS, ENTREPRENEUR_TYPES, type CategoryKey, type EntrepreneurType } from '../domain';
import { COMPARE_CODE_PATTERN, RESULT_TOKEN_PATTERN } from '../pages';

export { COMPARE_CODE_PATTERN, RESULT_TOKEN_PATTERN };

export const isResultToken = (value: unknown): value is string => typeof value === 'string' && new RegExp(`^${RESULT_TOKEN_PATTERN}$`).test(value);
export const isCompareCode = (value: unknown): value is string => typeof value === 'string' && new RegExp(`^${COMPARE_CODE_PATTERN}$`).test(value);

export const resultPermalinkPath = (token: string) => `/r/${token}`;
export const comparePath = (code: string) => `/compare/${code}`;

/** Percentiles are shown only once this many results are stored; fewer would make them noise. */
export const PERCENTILE_MIN_RESULTS = 100;

/** The five type percentages of a result, in option order a..e. */
export type TypeMix = Record<CategoryKey, number>;

export const typeMixOf = (result: { [K in `${CategoryKey}Percentage`]: number }): TypeMix =>
  Object.fromEntries(CATEGORY_KEYS.map((key) => [key, result[`${key}Percentage`]])) as TypeMix;

/**
 * The types whose percentage equals the primary type's (the primary itself excluded), in option order. The server
 * breaks such ties by the answers' diagnosticPower, then by option order, so the primary may lead only on that.
 */
export function typesTiedWithPrimary(result: { primaryCategory: EntrepreneurType } & { [K in `${CategoryKey}Percentage`]: number }): EntrepreneurType[] {
  const mix = typeMixOf(result);
  const primaryKey = CATEGORY_KEYS[ENTREPRENEUR_TYPES.indexOf(result.primaryCategory)]!;
  return ENTREPRENEUR_TYPES.filter((type, index) => type !== result.primaryCategory && mix[CATEGORY_KEYS[index]!] === mix[primaryKey]);
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
