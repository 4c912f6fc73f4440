import { z } from 'zod';
import { QUIZ } from '../constants';
import { REMOTE_KEYS } from '../site';
import { REMOTE_LOAD_FAILURE_REASONS } from '../shell-remote-contract';
import { entrepreneurTypeSchema, moodSchema, positiveIdSchema, quizModeSchema } from './common';
import { quizResultSchema, quizSessionIdSchema } from './quiz';

const questionIndexSchema = z.int().min(0).max(QUIZ.maxAnswers - 1);
const totalQuestionsSchema = z.int().min(1).max(QUIZ.maxAnswers);
/**
 * The quiz run's id (the one submit-quiz takes), so analytics can follow a run across its events. Optional in every
 * event's data: older clients send none.
 */
const session = { quizSessionId: quizSessionIdSchema.optional() };
const shareDataSchema = z.strictObject({ type: entrepreneurTypeSchema.optional(), ...session });

/** Each tracked event with the data it carries. Unknown names are refused. */
export const trackRequestSchema = z.discriminatedUnion('event', [
  z.strictObject({
    event: z.literal('question_answered'),
    data: z.strictObject({
      questionId: positiveIdSchema,
      questionIndex: questionIndexSchema,
      totalQuestions: totalQuestionsSchema,
      quizMode: quizModeSchema.optional(),
      ...session,
    }),
  }),
  z.strictObject({ event: z.literal('guide_viewed'), data: z.strictObject({ questionCount: z.int().min(0).max(10_000), ...session }) }),
  z.strictObject({ event: z.literal('guide_dismissed'), data: z.strictObject({ questionCount: z.int().min(0).max(10_000), ...session }) }),
  z.strictObject({ event: z.literal('results_viewed'), data: quizResultSchema.extend({ quizMode: quizModeSchema.optional(), ...session }).strict() }),
  z.strictObject({ event: z.literal('badge_generated'), data: shareDataSchema }),
  z.strictObject({ event: z.literal('results_shared'), data: shareDataSchema }),
  z.strictObject({ event: z.literal('shared_to_facebook'), data: shareDataSchema }),
  z.strictObject({ event: z.literal('shared_to_twitter'), data: shareDataSchema }),
  z.strictObject({ event: z.literal('shared_to_linkedin'), data: shareDataSchema }),
  z.strictObject({ event: z.literal('download_badge'), data: shareDataSchema }),
  z.strictObject({ event: z.literal('link_copied'), data: z.strictObject({ category: entrepreneurTypeSchema, ...session }) }),
  /** The shell could not load a remote (a broken or missing deploy): `route` is the path the visitor was on. */
  z.strictObject({
    event: z.literal('remote_load_failed'),
    data: z.strictObject({
      remote: z.enum(REMOTE_KEYS),
      route: z.string().startsWith('/').max(200),
      /** Why (shell-remote-contract.ts); absent from shells that predate it. */
      reason: z.enum(REMOTE_LOAD_FAILURE_REASONS).optional(),
    }),
  }),
  z.strictObject({
    event: z.literal('mood_tracked'),
    data: z.strictObject({
      questionId: positiveIdSchema,
      questionIndex: questionIndexSchema,
      totalQuestions: totalQuestionsSchema,
      quizMode: quizModeSchema,
      mood: moodSchema,
      ...session,
    }),
  }),
]);
export type TrackRequest = z.infer<typeof trackRequestSchema>;
export type TrackedEventName = TrackRequest['event'];
export const TRACKED_EVENT_NAMES = trackRequestSchema.options.map((option) => option.shape.event.value) as TrackedEventName[];

export const rawEventSchema = z.object({
  event: z.string(),
  data: z.unknown(),
  timestamp: z.string(),
  userAgent: z.string().nullable(),
  /** Sent by a known bot or headless browser (added later, so optional for readers). */
  bot: z.boolean().optional(),
});
export type RawEvent = z.infer<typeof rawEventSchema>;

export const analyticsSummarySchema = z.object({
  totalEvents: z.int().min(0),
  eventCounts: z.record(z.string(), z.int().min(0)),
  quizCompletions: z.object({
    total: z.int().min(0),
    resultCategories: z.record(z.string(), z.int().min(0)),
  }),
  rawData: z.array(rawEventSchema),
  eventsPerDay: z.array(z.object({ date: z.string(), count: z.int().min(0) })).optional(),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** GET /api/analytics: the raw log holds the newest 100 events; eventsPerDay covers the last 30 UTC days (zero-filled). */
export const ANALYTICS_RAW_EVENT_LIMIT = 100;
export const ANALYTICS_EVENTS_PER_DAY = 30;

/**
 * GET /api/mood/stats: how hard each mood says a question felt (higher = harder). A question's averageMoodScore is
 * the mean score of its moods; hardestQuestions lists the top 5 among questions with at least 3 moods.
 */
export const MOOD_DIFFICULTY_SCORES = { excited: 1, curious: 2, neutral: 3, confused: 4, stressed: 5 } as const;
export const HARDEST_QUESTION_MIN_MOODS = 3;
export const HARDEST_QUESTIONS_LIMIT = 5;

export const moodStatsSchema = z.object({
  totalMoods: z.int().min(0),
  moodCounts: z.record(moodSchema, z.int().min(0)),
  mostCommonMood: z.object({ mood: moodSchema, count: z.int().min(0) }).nullable(),
  hardestQuestions: z.array(
    z.object({ questionId: positiveIdSchema, text: z.string(), averageMoodScore: z.number(), count: z.int().min(0) }),
  ),
});
export type MoodStats = z.infer<typeof moodStatsSchema>;

/** One event of the live feed. */
export const realTimeEventSchema = z.object({
  action: z.string(),
  component: z.string(),
  page: z.string(),
  timestamp: z.string(),
  details: z.record(z.string(), z.unknown()).and(z.object({ region: z.string().optional() })),
});
export type RealTimeEvent = z.infer<typeof realTimeEventSchema>;
