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

/**
 * Recent failed logins, owned by the auth feature's login throttle. Key `pair:<email>|<address>` or
 * `address:<address>`; `blocked_until` is when the next attempt may start; the row is forgotten at `forget_at`.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    forgetAt: timestamp('forget_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('login_failures_forget_at_idx').on(table.forgetAt)],
);

/** Key-value settings: ad-network settings, generated server secrets. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Owned by api/src/shared/question-bank/store.ts: every read and write of the bank goes through that module. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    /** [{id: 'a'..'e', text}] in option-id order. */
    options: jsonb('options').$type<{ id: string; text: string }[]>().notNull(),
    category: text('category').notNull(),
    /** The value in force: the seed value until enough answers are stored, then the observed one. */
    diagnosticPower: real('diagnostic_power'),
    /** The value the question started with (the seed bank's, or the provisional one of a generated question). */
    seedDiagnosticPower: real('seed_diagnostic_power'),
    /** When diagnostic_power was computed from stored answers; null while the seed value is in force. */
    diagnosticPowerComputedAt: timestamp('diagnostic_power_computed_at', { withTimezone: true, mode: 'date' }),
    /** How many stored answers that computation counted; null while the seed value is in force. */
    diagnosticPowerResponses: integer('diagnostic_power_responses'),
    source: text('source').notNull().default('seed'),
    active: boolean('active').notNull().default(true),
    /** The stable name of a seed item; every version of an edited item keeps it. Null for generated questions. */
    key: text('key'),
    /** What the question is about (a seed item's key, a generator's situation id); a quiz asks one question per situation. */
    situation: text('situation').notNull(),
    /** The newer version of an edited seed item that replaced this row; a replaced row stays for its stored answers. */
    replacedBy: integer('replaced_by'),
    /** Normalized text, used to refuse duplicates. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('questions_fingerprint_idx').on(table.fingerprint).where(sql`replaced_by is null`),
    uniqueIndex('questions_key_idx').on(table.key).where(sql`replaced_by is null`),
    index('questions_active_order_idx').on(table.active, table.diagnosticPower, table.id),
  ],
);

/**
 * Stored answers per question and how many of them matched the respondent's other answers (item-rest), kept in
 * step with quiz_results by statement-level triggers (migration 0003) whoever writes the results, so item
 * statistics never scan the results.
 */
export const questionAnswerCounts = pgTable('question_answer_counts', {
  questionId: integer('question_id').primaryKey(),
  responses: integer('responses').notNull().default(0),
  matches: integer('matches').notNull().default(0),
  /**
   * Item-rest matches in sixtieths of an answer (migration 0011; the rule is in shared/question-bank/diagnostic-power.ts):
   * what diagnosticPower is computed from. `matches` (self-inclusive) is kept in step for the previous release only.
   */
  restMatchSixtieths: integer('rest_match_sixtieths').notNull().default(0),
});

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
    /**
     * SHA-256 (base64url) of the result's private link token and of its read-only compare code. Only the hashes are
     * stored, so the database alone opens no result; null for results stored before links existed.
     */
    tokenHash: text('token_hash'),
    compareHash: text('compare_hash'),
    createdAt: createdAt(),
    /** Submitted by a known bot or headless browser (the same isbot check as tracked events); left out of figures by default. */
    isBot: boolean('is_bot').notNull().default(false),
  },
  (table) => [
    index('quiz_results_created_idx').on(table.createdAt),
    uniqueIndex('quiz_results_token_hash_idx').on(table.tokenHash),
    uniqueIndex('quiz_results_compare_hash_idx').on(table.compareHash),
  ],
);

/**
 * Completed quizzes per primary type, kept in step with quiz_results by statement-level triggers (migration 0001),
 * whatever writes the results (the API, a restore, a script), so the analytics summary never counts the results.
 */
export const quizResultCounts = pgTable('quiz_result_counts', {
  category: text('category').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * How many stored results give each type each percentage (0 to 100), kept in step with quiz_results by
 * statement-level triggers (migration 0004), so a percentile is a sum over at most 101 rows per type.
 */
export const quizResultPercentages = pgTable(
  'quiz_result_percentages',
  {
    category: text('category').notNull(),
    percentage: smallint('percentage').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.category, table.percentage] })],
);

export const moods = pgTable(
  'moods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    questionId: integer('question_id').notNull(),
    questionIndex: smallint('question_index').notNull(),
    quizMode: text('quiz_mode').notNull(),
    mood: text('mood').notNull(),
    createdAt: createdAt(),
    /** Given by a known bot or headless browser (by the request's user agent), as analytics events are flagged. */
    bot: boolean('bot').notNull().default(false),
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
    /** Sent by a known bot or headless browser (isbot); kept, and left out of every analytics figure by default. */
    bot: boolean('bot').notNull().default(false),
    createdAt: createdAt(),
  },
  // No B-tree index besides the primary key on purpose: every track request inserts here. The newest entries come
  // from the primary key (ids grow in insert order), all counts from the counter tables below, which every writer of
  // events keeps in step in the same transaction (analytics_roll_up_events, migration 0013), and a date range's ids from
  // a block-range (BRIN) index, which costs almost nothing per insert.
  (table) => [index('analytics_events_created_brin_idx').using('brin', table.createdAt)],
);

/** Columns of a counter row keyed by the start of its hour or UTC day and by the bot flag. */
const bucketColumns = () => ({
  bucket: timestamp('bucket', { withTimezone: true, mode: 'date' }).notNull(),
  bot: boolean('bot').notNull(),
});

const eventCounterColumns = () => ({ ...bucketColumns(), event: text('event').notNull(), count: integer('count').notNull().default(0) });
/** Events per hour / per UTC day, name and bot flag. */
export const analyticsEventHours = pgTable('analytics_event_hours', eventCounterColumns(), (table) => [
  primaryKey({ name: 'analytics_event_hours_pk', columns: [table.bucket, table.event, table.bot] }),
]);
export const analyticsEventDays = pgTable('analytics_event_days', eventCounterColumns(), (table) => [
  primaryKey({ name: 'analytics_event_days_pk', columns: [table.bucket, table.event, table.bot] }),
]);

const moodCounterColumns = () => ({
  ...bucketColumns(),
  quizMode: text('quiz_mode').notNull(),
  mood: text('mood').notNull(),
  count: integer('count').notNull().default(0),
});
/** mood_tracked events per hour / per UTC day, quiz mode and mood (no longer read: the mood figures count mood_hours/days). */
export const analyticsMoodHours = pgTable('analytics_mood_hours', moodCounterColumns(), (table) => [
  primaryKey({ name: 'analytics_mood_hours_pk', columns: [table.bucket, table.bot, table.quizMode, table.mood] }),
]);
export const analyticsMoodDays = pgTable('analytics_mood_days', moodCounterColumns(), (table) => [
  primaryKey({ name: 'analytics_mood_days_pk', columns: [table.bucket, table.bot, table.quizMode, table.mood] }),
]);

const questionMoodColumns = () => ({
  ...bucketColumns(),
  questionId: integer('question_id').notNull(),
  excited: integer('excited').notNull().default(0),
  curious: integer('curious').notNull().default(0),
  neutral: integer('neutral').notNull().default(0),
  confused: integer('confused').notNull().default(0),
  stressed: integer('stressed').notNull().default(0),
});
/** mood_tracked events per hour / per UTC day and question, one column per mood (no longer read: see question_mood_*). */
export const analyticsQuestionMoodHours = pgTable('analytics_question_mood_hours', questionMoodColumns(), (table) => [
  primaryKey({ name: 'analytics_question_mood_hours_pk', columns: [table.bucket, table.bot, table.questionId] }),
]);
export const analyticsQuestionMoodDays = pgTable('analytics_question_mood_days', questionMoodColumns(), (table) => [
  primaryKey({ name: 'analytics_question_mood_days_pk', columns: [table.bucket, table.bot, table.questionId] }),
]);

/** Stored moods (POST /api/mood) per hour / per UTC day, quiz mode and mood; kept by triggers on moods (migration 0012). */
export const moodHours = pgTable('mood_hours', moodCounterColumns(), (table) => [
  primaryKey({ name: 'mood_hours_pk', columns: [table.bucket, table.bot, table.quizMode, table.mood] }),
]);
export const moodDays = pgTable('mood_days', moodCounterColumns(), (table) => [
  primaryKey({ name: 'mood_days_pk', columns: [table.bucket, table.bot, table.quizMode, table.mood] }),
]);
/** Stored moods per hour / per UTC day and question, one column per mood; kept by triggers on moods (migration 0012). */
export const questionMoodHours = pgTable('question_mood_hours', questionMoodColumns(), (table) => [
  primaryKey({ name: 'question_mood_hours_pk', columns: [table.bucket, table.bot, table.questionId] }),
]);
export const questionMoodDays = pgTable('question_mood_days', questionMoodColumns(), (table) => [
  primaryKey({ name: 'question_mood_days_pk', columns: [table.bucket, table.bot, table.questionId] }),
]);

const resultCounterColumns = () => ({ ...bucketColumns(), category: text('category').notNull(), count: integer('count').notNull().default(0) });
/**
 * Stored quiz results per hour / per UTC day of their creation, bot flag and primary type, kept in step with
 * quiz_results by statement-level triggers (migration 0014, also on delete and truncate), so a range's results by
 * type are a sum over its buckets, not a count of the results.
 */
export const quizResultHours = pgTable('quiz_result_hours', resultCounterColumns(), (table) => [
  primaryKey({ name: 'quiz_result_hours_pk', columns: [table.bucket, table.bot, table.category] }),
]);
export const quizResultDays = pgTable('quiz_result_days', resultCounterColumns(), (table) => [
  primaryKey({ name: 'quiz_result_days_pk', columns: [table.bucket, table.bot, table.category] }),
]);

/** One row per quiz run (the quizSessionId of its events): when it started and how far it got. */
export const quizRuns = pgTable(
  'quiz_runs',
  {
    quizSessionId: text('quiz_session_id').primaryKey(),
    bot: boolean('bot').notNull(),
    /** Null until one of the run's events names its mode. */
    quizMode: text('quiz_mode'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    guideViewed: boolean('guide_viewed').notNull(),
    firstAnswer: boolean('first_answer').notNull(),
    halfWay: boolean('half_way').notNull(),
    resultsViewed: boolean('results_viewed').notNull(),
    badgeGenerated: boolean('badge_generated').notNull(),
    shared: boolean('shared').notNull(),
    lastQuestionIndex: smallint('last_question_index'),
    lastQuestionId: integer('last_question_id'),
  },
  (table) => [index('quiz_runs_started_idx').on(table.startedAt)],
);

const funnelCounterColumns = () => ({
  ...bucketColumns(),
  /** '' while the run's mode is unknown. */
  quizMode: text('quiz_mode').notNull(),
  step: text('step').notNull(),
  runs: integer('runs').notNull().default(0),
});
/** Quiz runs that reached each funnel step, on the hour / UTC day the run started. */
export const quizFunnelHours = pgTable('quiz_funnel_hours', funnelCounterColumns(), (table) => [
  primaryKey({ name: 'quiz_funnel_hours_pk', columns: [table.bucket, table.bot, table.quizMode, table.step] }),
]);
export const quizFunnelDays = pgTable('quiz_funnel_days', funnelCounterColumns(), (table) => [
  primaryKey({ name: 'quiz_funnel_days_pk', columns: [table.bucket, table.bot, table.quizMode, table.step] }),
]);

const dropOffCounterColumns = () => ({
  ...bucketColumns(),
  questionIndex: smallint('question_index').notNull(),
  questionId: integer('question_id').notNull(),
  runs: integer('runs').notNull().default(0),
});
/** Unfinished quiz runs by the last question they answered, on the hour / UTC day the run started. */
export const quizDropOffHours = pgTable('quiz_drop_off_hours', dropOffCounterColumns(), (table) => [
  primaryKey({ name: 'quiz_drop_off_hours_pk', columns: [table.bucket, table.bot, table.questionIndex, table.questionId] }),
]);
export const quizDropOffDays = pgTable('quiz_drop_off_days', dropOffCounterColumns(), (table) => [
  primaryKey({ name: 'quiz_drop_off_days_pk', columns: [table.bucket, table.bot, table.questionIndex, table.questionId] }),
]);

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

export const shareBadges = pgTable(
  'share_badges',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userId: text('user_id'),
    /** The kept result the badge shows (its five-type mix); deleting the result deletes the share. */
    resultId: uuid('result_id').references(() => quizResults.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('share_badges_result_idx').on(table.resultId)],
);

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
    /** When its score was stored (the session is then submitted). */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The browser's anonymous player id, when it sent one. */
    playerId: uuid('player_id'),
    /** Ranked sessions may enter the leaderboards; practice sessions never do (practice_reason says why). */
    ranked: boolean('ranked').notNull().default(true),
    practiceReason: text('practice_reason'),
    /** Keyed hash (HMAC) of the client address that started the session; never the address itself. */
    addressHash: text('address_hash'),
    /** Clue ids confirmed by solve-clue, in the order they were solved. */
    solvedClueIds: smallint('solved_clue_ids').array().notNull().default(sql`'{}'::smallint[]`),
    /** Squares shown by letter hints (row * size + col), for the whole session, so none is revealed twice. */
    revealedCells: smallint('revealed_cells').array().notNull().default(sql`'{}'::smallint[]`),
    /** When the last clue was solved, and the seconds from the start to then: the completion's time. */
    solvedAt: timestamp('solved_at', { withTimezone: true, mode: 'date' }),
    solveSeconds: integer('solve_seconds'),
    /** Started by a known bot or headless browser (isbot); left out of the analytics figures by default. */
    bot: boolean('bot').notNull().default(false),
    /** How many times the fifth mistake reset the session's mistakes and hints. */
    resets: integer('resets').notNull().default(0),
    /** The ranked play was claimed (at the session's first check, letter, answer or hint); sessions start unclaimed. */
    playClaimed: boolean('play_claimed').notNull().default(false),
    /** Bumped whenever the board is wiped (the fifth mistake or the player's Reset); answers about an older board are ignored. */
    boardEpoch: integer('board_epoch').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('crossword_sessions_date_idx').on(table.puzzleDate),
    index('crossword_sessions_started_idx').on(table.startedAt),
    index('crossword_sessions_solved_idx').on(table.solvedAt).where(sql`solved_at is not null`),
  ],
);

/**
 * Crossword sessions per hour and per UTC day (granularity 'hour' or 'day') and bot flag, kept by a row trigger on
 * crossword_sessions (migration 0008): starts and resets in the bucket a session started, solves (with their hints,
 * mistakes, ranked or practice, fastest time and a histogram of solve times) in the bucket it was solved.
 */
export const crosswordSessionCounts = pgTable(
  'crossword_session_counts',
  {
    granularity: text('granularity').notNull(),
    ...bucketColumns(),
    sessionsStarted: integer('sessions_started').notNull().default(0),
    resets: integer('resets').notNull().default(0),
    completions: integer('completions').notNull().default(0),
    hints: integer('hints').notNull().default(0),
    mistakes: integer('mistakes').notNull().default(0),
    rankedSolves: integer('ranked_solves').notNull().default(0),
    practiceSolves: integer('practice_solves').notNull().default(0),
    bestSeconds: integer('best_seconds'),
    /** Solves per histogram position (crossword_solve_time_bucket in migration 0008), from position 0. */
    solveTimes: integer('solve_times').array().notNull().default(sql`'{}'::integer[]`),
  },
  (table) => [primaryKey({ name: 'crossword_session_counts_pk', columns: [table.granularity, table.bucket, table.bot] })],
);

/**
 * A player's day: the row appears when the player starts that day's puzzle (so a later session of the day is
 * practice) or first completes a puzzle of that date; the solve columns hold the first completed session of the date.
 */
export const crosswordPlayerDays = pgTable(
  'crossword_player_days',
  {
    playerId: uuid('player_id').notNull(),
    puzzleDate: date('puzzle_date', { mode: 'string' }).notNull(),
    solvedSessionId: uuid('solved_session_id'),
    /** Solved on the puzzle's own day (UTC) as the daily puzzle; false for archive solves and late finishes. */
    onDay: boolean('on_day'),
    completionTime: integer('completion_time'),
    clean: boolean('clean'),
    solvedAt: timestamp('solved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.puzzleDate] })],
);

/** Per puzzle date and client address (keyed hash): ranked sessions started and wrong guesses made. */
export const crosswordAddressDays = pgTable(
  'crossword_address_days',
  {
    puzzleDate: date('puzzle_date', { mode: 'string' }).notNull(),
    addressHash: text('address_hash').notNull(),
    rankedSessions: integer('ranked_sessions').notNull().default(0),
    wrongGuesses: integer('wrong_guesses').notNull().default(0),
    /** When one of the address's sessions revealed the grid by guessing (crossword probe rule); null otherwise. */
    probedAt: timestamp('probed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.puzzleDate, table.addressHash] })],
);

/** The leaderboard: one entry per username and puzzle date, its best solve (a better one replaces it). */
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
    uniqueIndex('crossword_scores_daily_best_idx').on(table.puzzleDate, table.username),
    index('crossword_scores_daily_rank_idx').on(table.puzzleDate, table.score.desc(), table.completionTime, table.id),
    index('crossword_scores_all_time_rank_idx').on(table.score.desc(), table.completionTime, table.id),
    // Every column of a player's own entry, so finding it (of a day or of all time) reads this index only.
    index('crossword_scores_username_entry_idx').on(
      table.username,
      table.puzzleDate,
      table.score.desc(),
      table.completionTime,
      table.id,
      table.hintsUsed,
      table.mistakesCount,
    ),
  ],
);

/** Crossword leagues (migration 0009): a name and the code of its join link. */
export const crosswordLeagues = pgTable('crossword_leagues', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** A league's members: a player id and the username shown on the league's boards (unique per league, any case). */
export const crosswordLeagueMembers = pgTable(
  'crossword_league_members',
  {
    leagueCode: text('league_code')
      .notNull()
      .references(() => crosswordLeagues.code, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    username: text('username').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'crossword_league_members_pk', columns: [table.leagueCode, table.playerId] }),
    uniqueIndex('crossword_league_members_username_idx').on(table.leagueCode, sql`lower(${table.username})`),
    index('crossword_league_members_player_idx').on(table.playerId),
  ],
);

/** Leaderboard entries an admin hid: moved out of crossword_scores with their id, moved back when shown again. */
export const crosswordHiddenScores = pgTable(
  'crossword_hidden_scores',
  {
    id: integer('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    puzzleDate: date('puzzle_date', { mode: 'string' }).notNull(),
    username: text('username').notNull(),
    theme: text('theme').notNull(),
    completionTime: integer('completion_time').notNull(),
    hintsUsed: smallint('hints_used').notNull(),
    mistakesCount: smallint('mistakes_count').notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('crossword_hidden_scores_name_idx').on(table.puzzleDate, sql`lower(${table.username})`)],
);

/** Every hide and show of a leaderboard entry, and the admin who did it. */
export const crosswordModerationLog = pgTable('crossword_moderation_log', {
  id: serial('id').primaryKey(),
  entryId: integer('entry_id').notNull(),
  puzzleDate: date('puzzle_date', { mode: 'string' }).notNull(),
  username: text('username').notNull(),
  action: text('action').notNull(),
  adminUserId: integer('admin_user_id'),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** How many leaderboard entries have each score value, so an all-time rank is a short sum instead of a long count. */
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
