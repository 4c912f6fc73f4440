import { z } from 'zod';
import { CATEGORY_KEYS } from '../domain';
import { COMPARE_CODE_PATTERN } from '../rules/quiz-results';
import { isoTimestampSchema } from './common';
import { quizResultSchema, submitQuizResponseSchema } from './quiz';

const percentileSchema = z.int().min(0).max(100);

/**
 * Per type, the share of stored results with a lower percentage for that type than this result ("more Visionary
 * than 72% of people who took the quiz"), out of resultCount stored results.
 */
export const resultPercentilesSchema = z.object({
  resultCount: z.int().min(0),
  byCategory: z.object(Object.fromEntries(CATEGORY_KEYS.map((key) => [key, percentileSchema])) as Record<(typeof CATEGORY_KEYS)[number], typeof percentileSchema>),
});
export type ResultPercentiles = z.infer<typeof resultPercentilesSchema>;

/** GET /api/results/{token}: the kept result, its compare code, when it was taken, and percentiles (null below the threshold). */
export const keptResultResponseSchema = z.object({
  result: submitQuizResponseSchema.omit({ resultToken: true, compareCode: true }),
  compareCode: z.string().regex(new RegExp(`^${COMPARE_CODE_PATTERN}$`)),
  takenAt: isoTimestampSchema,
  percentiles: resultPercentilesSchema.nullable(),
});
export type KeptResultResponse = z.infer<typeof keptResultResponseSchema>;

/** GET /api/compare/{code}: someone's result as their co-founder sees it (no id, no link, nothing to delete it with). */
export const comparedResultResponseSchema = z.object({
  result: quizResultSchema.omit({ resultId: true }),
  takenAt: isoTimestampSchema,
});
export type ComparedResultResponse = z.infer<typeof comparedResultResponseSchema>;
