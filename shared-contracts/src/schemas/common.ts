import { z } from 'zod';
import { ENTREPRENEUR_TYPES, MOODS, OPTION_IDS, QUIZ_MODES, TRAITS } from '../domain';
import { isCalendarDate } from '../rules/crossword-calendar';

/** Every error answer of the API: a stable code and a human sentence. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const optionIdSchema = z.enum(OPTION_IDS);
export const entrepreneurTypeSchema = z.enum(ENTREPRENEUR_TYPES);
export const traitSchema = z.enum(TRAITS);
export const moodSchema = z.enum(MOODS);
export const quizModeSchema = z.enum(QUIZ_MODES);

export const positiveIdSchema = z.int().min(1).max(2_147_483_647);
export const isoTimestampSchema = z.iso.datetime({ offset: true });
/** A real calendar date written YYYY-MM-DD that PostgreSQL can store (no year 0000). */
export const calendarDateSchema = z.iso.date().refine(isCalendarDate, 'Expected a calendar date from the year 0001 on');

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'draining', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
