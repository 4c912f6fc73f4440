import { z } from 'zod';
import { QUIZ_MODES } from '../domain';
import type { AnalyticsExportTable } from '../rules/analytics-paths';
import { calendarDateSchema, isoTimestampSchema, moodSchema, positiveIdSchema, quizModeSchema } from './common';

/**
 * Analytics for a date range: the admin's Analytics, Mood and Crossword sections. Every answer names the range it
 * covers and, for each figure, the value of the previous period of the same length.
 */

/**
 * 24h: the 24 whole UTC hours ending with the current hour (the current hour included). 7d, 30d, 90d: that many UTC
 * days ending today (today included). all: from the first day with data to today, with no previous period.
 * custom: from and to, both UTC calendar days, inclusive.
 */
export const ANALYTICS_RANGE_PRESETS = ['24h', '7d', '30d', '90d', 'all', 'custom'] as const;
export type AnalyticsRangePreset = (typeof ANALYTICS_RANGE_PRESETS)[number];
export const DEFAULT_ANALYTICS_RANGE_PRESET: AnalyticsRangePreset = '7d';
/** A custom range may span at most this many days, and starts no earlier than ANALYTICS_EARLIEST_DATE. */
export const ANALYTICS_MAX_CUSTOM_DAYS = 3660;
export const ANALYTICS_EARLIEST_DATE = '2000-01-01';

/** The error code of every refused range (400). */
export const INVALID_RANGE_ERROR = 'invalid_range';

/** The query string of every analytics endpoint and export. includeBots accepts true/false (also 1/0, yes/no). */
export const analyticsRangeQuerySchema = z
  .strictObject({
    preset: z.enum(ANALYTICS_RANGE_PRESETS).default(DEFAULT_ANALYTICS_RANGE_PRESET),
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    includeBots: z.stringbool().default(false),
  })
  .superRefine((query, context) => {
    if (query.preset !== 'custom') {
      if (query.from !== undefined || query.to !== undefined) {
        context.addIssue({ code: 'custom', path: ['from'], message: 'from and to are only taken with preset=custom' });
      }
      return;
    }
    if (query.from === undefined || query.to === undefined) {
      context.addIssue({ code: 'custom', path: [query.from === undefined ? 'from' : 'to'], message: 'A custom range needs from and to (YYYY-MM-DD)' });
      return;
    }
    if (query.from > query.to) context.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    if (query.from < ANALYTICS_EARLIEST_DATE) {
      context.addIssue({ code: 'custom', path: ['from'], message: `from must not be before ${ANALYTICS_EARLIEST_DATE}` });
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > ANALYTICS_MAX_CUSTOM_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `A custom range spans at most ${ANALYTICS_MAX_CUSTOM_DAYS} days` });
    }
  });
/** What a browser puts in the query string (every value a string). */
export type AnalyticsRangeQueryInput = z.input<typeof analyticsRangeQuerySchema>;
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuerySchema>;

/** The range an answer covers: [from, to) as instants; previousFrom/previousTo are null for the 'all' preset. */
export const resolvedAnalyticsRangeSchema = z.object({
  preset: z.enum(ANALYTICS_RANGE_PRESETS),
  granularity: z.enum(['hour', 'day']),
  from: isoTimestampSchema,
  to: isoTimestampSchema,
  previousFrom: isoTimestampSchema.nullable(),
  previousTo: isoTimestampSchema.nullable(),
  includeBots: z.boolean(),
});
export type ResolvedAnalyticsRange = z.infer<typeof resolvedAnalyticsRangeSchema>;

/** A figure and its value over the previous period of the same length (null when there is none: 'all'). */
export const analyticsFigureSchema = z.object({ value: z.number(), previousValue: z.number().nullable() });
export type AnalyticsFigure = z.infer<typeof analyticsFigureSchema>;

const countSchema = z.int().min(0);
/** A share between 0 and 1; null when the denominator is 0. */
const ratioSchema = z.number().min(0).nullable();

export const ANALYTICS_OVERVIEW_FIGURES = [
  'events',
  'quizSessions',
  'quizCompletions',
  'quizCompletionRate',
  'shares',
  'moods',
  'crosswordSessions',
  'crosswordCompletions',
] as const;
export type AnalyticsOverviewFigure = (typeof ANALYTICS_OVERVIEW_FIGURES)[number];

/**
 * GET overview. quizSessions: quiz runs (by quizSessionId) that started in the range; quizCompletions: those runs
 * that reached their results (the funnel's results_viewed step, so tile and funnel agree); quizCompletionRate: completed
 * runs / started runs (0..1); shares: share events of any network and copied links. buckets: exactly one per hour
 * (24h) or per UTC day of the range, zero-filled, oldest first, whole counts. completionsByResult: quiz results stored
 * in the range per primary type (every type present, zero-filled), following the bots switch like every other figure.
 */
export const analyticsOverviewSchema = z.object({
  range: resolvedAnalyticsRangeSchema,
  figures: z.record(z.enum(ANALYTICS_OVERVIEW_FIGURES), analyticsFigureSchema),
  eventCounts: z.record(z.string(), analyticsFigureSchema),
  buckets: z.array(z.object({ start: isoTimestampSchema, events: countSchema, botEvents: countSchema })),
  completionsByResult: z.record(z.string(), countSchema).optional(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** The quiz funnel steps, in order. shared: any share network, badge download or copied link. */
export const QUIZ_FUNNEL_STEPS = ['guide_viewed', 'first_answer', 'half_way', 'results_viewed', 'badge_generated', 'shared'] as const;
export type QuizFunnelStep = (typeof QUIZ_FUNNEL_STEPS)[number];
/** ALL counts every run; a run counts under a mode once one of its events names the mode. */
export const FUNNEL_QUIZ_MODES = ['ALL', ...QUIZ_MODES] as const;

export const quizFunnelStepSchema = z.object({
  step: z.enum(QUIZ_FUNNEL_STEPS),
  /** Quiz runs started in the range that reached this step. */
  count: countSchema,
  previousCount: countSchema.nullable(),
  conversionFromPrevious: ratioSchema,
  conversionFromStart: ratioSchema,
});
export type QuizFunnelStepFigures = z.infer<typeof quizFunnelStepSchema>;

export const quizFunnelSchema = z.object({
  range: resolvedAnalyticsRangeSchema,
  modes: z.array(z.object({ quizMode: z.enum(FUNNEL_QUIZ_MODES), steps: z.array(quizFunnelStepSchema) })),
});
export type QuizFunnel = z.infer<typeof quizFunnelSchema>;

const moodCountsSchema = z.record(moodSchema, countSchema);

/**
 * GET drop-off: quiz runs started in the range (first answer given) that never reached their results. A run's last
 * index is the highest question index it answered (0-based); byIndex is zero-filled up to the highest index seen.
 * questions: the questions runs stopped at most (their last answered question), most first, with the moods given on
 * them in the range and their observed discrimination (null while the bank has no value computed from real answers).
 */
export const DROP_OFF_QUESTIONS_LIMIT = 10;
export const quizDropOffSchema = z.object({
  range: resolvedAnalyticsRangeSchema,
  startedSessions: analyticsFigureSchema,
  unfinishedSessions: analyticsFigureSchema,
  byIndex: z.array(z.object({ questionIndex: z.int().min(0), sessions: countSchema, shareOfUnfinished: ratioSchema })),
  questions: z.array(
    z.object({
      questionId: positiveIdSchema,
      questionIndex: z.int().min(0),
      text: z.string(),
      sessions: countSchema,
      moodCounts: moodCountsSchema,
      observedDiscrimination: z.number().nullable(),
    }),
  ),
});
export type QuizDropOff = z.infer<typeof quizDropOffSchema>;

/**
 * GET crossword: per UTC day of the range (zero-filled, oldest first) and in total. Sessions count on the day they
 * started, solves on the day they were solved. Times are seconds; per-solve figures are null without solves.
 */
export const crosswordDaySchema = z.object({
  date: calendarDateSchema,
  sessionsStarted: countSchema,
  completions: countSchema,
  completionRate: ratioSchema,
  medianSeconds: z.number().nullable(),
  bestSeconds: z.int().min(0).nullable(),
  hintsPerSolve: z.number().nullable(),
  mistakesPerSolve: z.number().nullable(),
  resets: countSchema,
  rankedSolves: countSchema,
  practiceSolves: countSchema,
});
export type CrosswordDayFigures = z.infer<typeof crosswordDaySchema>;

export const crosswordAnalyticsSchema = z.object({
  range: resolvedAnalyticsRangeSchema,
  totals: z.object({
    sessionsStarted: analyticsFigureSchema,
    completions: analyticsFigureSchema,
    completionRate: analyticsFigureSchema,
    medianSeconds: analyticsFigureSchema.nullable(),
    bestSeconds: analyticsFigureSchema.nullable(),
    resets: analyticsFigureSchema,
    rankedSolves: analyticsFigureSchema,
    practiceSolves: analyticsFigureSchema,
  }),
  days: z.array(crosswordDaySchema),
});
export type CrosswordAnalytics = z.infer<typeof crosswordAnalyticsSchema>;

/** GET moods: moods given in the range (mood_tracked events), per mood, per day and the hardest questions. */
export const rangeMoodsSchema = z.object({
  range: resolvedAnalyticsRangeSchema,
  totalMoods: analyticsFigureSchema,
  moodCounts: z.record(moodSchema, analyticsFigureSchema),
  perDay: z.array(z.object({ date: calendarDateSchema, moodCounts: moodCountsSchema })),
  byQuizMode: z.array(z.object({ quizMode: quizModeSchema, moodCounts: moodCountsSchema })),
  hardestQuestions: z.array(
    z.object({ questionId: positiveIdSchema, text: z.string(), averageMoodScore: z.number(), count: countSchema }),
  ),
});
export type RangeMoods = z.infer<typeof rangeMoodsSchema>;

/** Columns of each CSV export, in order (the first line of every file). */
export const ANALYTICS_EXPORT_COLUMNS: Record<AnalyticsExportTable, readonly string[]> = {
  events: ['id', 'timestamp', 'event', 'bot', 'quizSessionId', 'region', 'userAgent', 'data'],
  funnel: ['quizMode', 'step', 'count', 'previousCount', 'conversionFromPrevious', 'conversionFromStart'],
  'drop-off': ['questionIndex', 'questionId', 'questionText', 'sessions', 'excited', 'curious', 'neutral', 'confused', 'stressed', 'observedDiscrimination'],
  crossword: [
    'date',
    'sessionsStarted',
    'completions',
    'completionRate',
    'medianSeconds',
    'bestSeconds',
    'hintsPerSolve',
    'mistakesPerSolve',
    'resets',
    'rankedSolves',
    'practiceSolves',
  ],
  moods: ['date', 'excited', 'curious', 'neutral', 'confused', 'stressed'],
};
