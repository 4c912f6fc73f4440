/**
 * Every table of the product. One schema for PGlite and PostgreSQL; drizzle-kit generates the migrations in
 * ../../drizzle from it (`npm run db:generate -w api`).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  createdAt: createdAt(),
});

/** Session tokens ended by logout before their expiry; rows past expires_at are deleted on the next logout. */
export const revokedSessions = pgTable('revoked_sessions', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Key-value settings: ad-network settings, generated server secrets. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    /** [{id: 'a'..'e', text}] in option-id order. */
    options: jsonb('options').$type<{ id: string; text: string }[]>().notNull(),
    category: text('category').notNull(),
    diagnosticPower: real('diagnostic_power'),
    source: text('source').notNull().default('seed'),
    active: boolean('active').notNull().default(true),
    /** Normalized text, used to refuse duplicates. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('questions_fingerprint_idx').on(table.fingerprint),
    index('questions_active_order_idx').on(table.active, table.diagnosticPower, table.id),
  ],
);

export const quizResults = pgTable(
  'quiz_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id'),
    quizMode: text('quiz_mode').notNull(),
    primaryCategory: text('primary_category').notNull(),
    result: jsonb('result').notNull(),
    /**
     * The raw answers, compactly: question ids in answer order, and the chosen option ids as one string ('acbd…',
     * one letter per answer, same order). One row per submission keeps writes cheap; item statistics unnest them.
     */
    questionIds: integer('question_ids').array().notNull(),
    optionIds: text('option_ids').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('quiz_results_created_idx').on(table.createdAt)],
);

/**
 * Completed quizzes per primary type, kept in step with quiz_results by statement-level triggers (migration 0001),
 * whatever writes the results (the API, a restore, a script), so the analytics summary never counts the results.
 */
export const quizResultCounts = pgTable('quiz_result_counts', {
  category: text('category').primaryKey(),
  count: integer('count').notNull().default(0),
});

export const moods = pgTable(
  'moods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionId: integer('question_id').notNull(),
    questionIndex: smallint('question_index').notNull(),
    quizMode: text('quiz_mode').notNull(),
    mood: text('mood').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('moods_question_idx').on(table.questionId, table.mood), index('moods_mood_idx').on(table.mood)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    userAgent: text('user_agent'),
    region: text('region'),
    createdAt: createdAt(),
  },
  // No secondary index on purpose: every track request inserts here. The newest entries come from the primary key
  // (ids grow in insert order) and all counts from analytics_daily_counts.
);

/** Events per UTC day and name, kept in step with analytics_events so summaries never scan the raw log. */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    event: text('event').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.event] })],
);

export const shareBadges = pgTable('share_badges', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  userId: text('user_id'),
  createdAt: createdAt(),
});

export const crosswordPuzzles = pgTable('crossword_puzzles', {
  puzzleDate: date('puzzle_date', { mode: 'string' }).primaryKey(),
  theme: text('theme').notNull(),
  daySet: text('day_set').notNull(),
  /** Clues with answers and positions; never sent to browsers as is. */
  layout: jsonb('layout').notNull(),
  isFallback: boolean('is_fallback').notNull().default(false),
  createdAt: createdAt(),
});

export const crosswordSessions = pgTable(
  'crossword_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    puzzleDate: date('puzzle_date', { mode: 'string' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    mistakes: smallint('mistakes').notNull().default(0),
    hintsUsed: smallint('hints_used').notNull().default(0),
    totalMistakes: integer('total_mistakes').notNull().default(0),
    totalHints: integer('total_hints').notNull().default(0),
    /** Hints served per clue id, so the first one is the conceptual pointer. */
    hintsByClue: jsonb('hints_by_clue').$type<Record<string, number>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('crossword_sessions_date_idx').on(table.puzzleDate)],
);

export const crosswordScores = pgTable(
  'crossword_scores',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    puzzleDate: date('puzzle_date', { mode: 'string' }).notNull(),
    username: text('username').notNull(),
    theme: text('theme').notNull(),
    completionTime: integer('completion_time').notNull(),
    hintsUsed: smallint('hints_used').notNull(),
    mistakesCount: smallint('mistakes_count').notNull(),
    score: integer('score').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('crossword_scores_session_idx').on(table.sessionId),
    index('crossword_scores_daily_rank_idx').on(table.puzzleDate, table.score.desc(), table.completionTime, table.id),
    index('crossword_scores_all_time_rank_idx').on(table.score.desc(), table.completionTime, table.id),
    index('crossword_scores_username_idx').on(table.username, table.puzzleDate),
  ],
);

/** How many stored scores have each score value, so an all-time rank is a short sum instead of a long count. */
export const crosswordScoreHistogram = pgTable('crossword_score_histogram', {
  score: integer('score').primaryKey(),
  count: integer('count').notNull().default(0),
});

/** Fixed-window request counters shared by every API process (used when running on PostgreSQL). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Table used by @socket.io/postgres-adapter to pass large packets between API processes. */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).default(sql`now()`),
  payload: bytea('payload'),
});
