import { sql, type SQL } from 'drizzle-orm';
import {
  analyticsRangeQuerySchema,
  INVALID_RANGE_ERROR,
  type AnalyticsRangePreset,
  type AnalyticsRangeQuery,
  type ResolvedAnalyticsRange,
} from '@edna/shared-contracts';
import { AppError, fromZodError } from '../../lib/errors';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/** A range of whole hours or whole UTC days: [from, to), and the period of the same length just before it. */
export interface AnalyticsRange {
  preset: AnalyticsRangePreset;
  granularity: 'hour' | 'day';
  from: Date;
  to: Date;
  /** Null for 'all': there is no period before all time. */
  previousFrom: Date | null;
  previousTo: Date | null;
  includeBots: boolean;
}

const PRESET_DAYS: Partial<Record<AnalyticsRangePreset, number>> = { '7d': 7, '30d': 30, '90d': 90 };

/** The query string of an analytics request; anything else is a 400 with the code invalid_range. */
export function parseRangeQuery(query: unknown): AnalyticsRangeQuery {
  const result = analyticsRangeQuerySchema.safeParse(query);
  if (result.success) return result.data;
  const invalid = fromZodError(result.error, 'The date range is not valid.');
  throw new AppError(400, INVALID_RANGE_ERROR, invalid.message, invalid.details);
}

export function startOfUtcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/**
 * The instants a query covers. `firstDay` is the first UTC day holding data (for 'all'; today when there is none).
 * 24h ends with the current hour; day presets and custom ranges end with their last day (today for presets).
 */
export function resolveRange(query: AnalyticsRangeQuery, now: Date, firstDay: Date | null): AnalyticsRange {
  const tomorrow = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  let from: Date;
  let to: Date;
  let granularity: AnalyticsRange['granularity'] = 'day';
  if (query.preset === '24h') {
    granularity = 'hour';
    to = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
    from = new Date(to.getTime() - 24 * HOUR_MS);
  } else if (query.preset === 'all') {
    to = tomorrow;
    from = firstDay && firstDay < to ? startOfUtcDay(firstDay) : startOfUtcDay(now);
    return { preset: query.preset, granularity, from, to, previousFrom: null, previousTo: null, includeBots: query.includeBots };
  } else if (query.preset === 'custom') {
    from = new Date(`${query.from}T00:00:00Z`);
    to = new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS);
  } else {
    to = tomorrow;
    from = new Date(to.getTime() - (PRESET_DAYS[query.preset] ?? 7) * DAY_MS);
  }
  const length = to.getTime() - from.getTime();
  return {
    preset: query.preset,
    granularity,
    from,
    to,
    previousFrom: new Date(from.getTime() - length),
    previousTo: from,
    includeBots: query.includeBots,
  };
}

export function describeRange(range: AnalyticsRange): ResolvedAnalyticsRange {
  return {
    preset: range.preset,
    granularity: range.granularity,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    previousFrom: range.previousFrom?.toISOString() ?? null,
    previousTo: range.previousTo?.toISOString() ?? null,
    includeBots: range.includeBots,
  };
}

/** The start of every bucket (hour or UTC day) of [from, to), oldest first. */
export function bucketStarts(range: AnalyticsRange): Date[] {
  const step = range.granularity === 'hour' ? HOUR_MS : DAY_MS;
  const starts: Date[] = [];
  for (let at = range.from.getTime(); at < range.to.getTime(); at += step) starts.push(new Date(at));
  return starts;
}

/** The UTC days [from, to) touches, as YYYY-MM-DD, oldest first. */
export function utcDaysOf(range: AnalyticsRange): string[] {
  const days: string[] = [];
  for (let at = startOfUtcDay(range.from).getTime(); at < range.to.getTime(); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** Where both periods start: the previous period's start, or the range's own for 'all'. */
export const earliestOf = (range: AnalyticsRange): Date => range.previousFrom ?? range.from;

/** Rows of the bot flag the range counts. */
export function botFilter(range: AnalyticsRange, column: SQL = sql`bot`): SQL {
  return range.includeBots ? sql`true` : sql`not ${column}`;
}

/** 'current' for a timestamp inside the range, 'previous' for one in the period before. */
export function periodOf(column: SQL, range: AnalyticsRange): SQL {
  return sql`case when ${column} >= ${range.from.toISOString()}::timestamptz then 'current' else 'previous' end`;
}

/** The counter table of the range's granularity: `<base>_hours` or `<base>_days`. */
export function counterTable(
  base: 'analytics_event' | 'mood' | 'question_mood' | 'quiz_funnel' | 'quiz_drop_off' | 'quiz_result',
  range: AnalyticsRange,
): SQL {
  return sql.raw(`${base}_${range.granularity === 'hour' ? 'hours' : 'days'}`);
}

/** `bucket` inside both periods (or the range alone for 'all'). */
export function bothPeriods(range: AnalyticsRange, column: SQL = sql`bucket`): SQL {
  return sql`${column} >= ${earliestOf(range).toISOString()}::timestamptz and ${column} < ${range.to.toISOString()}::timestamptz`;
}

/** `bucket` inside the range only. */
export function currentPeriod(range: AnalyticsRange, column: SQL = sql`bucket`): SQL {
  return sql`${column} >= ${range.from.toISOString()}::timestamptz and ${column} < ${range.to.toISOString()}::timestamptz`;
}

/** A share of a whole (0..1, four decimals); null when the whole is 0. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}
