import { sql } from 'drizzle-orm';
import { ANALYTICS_EVENTS_PER_DAY, ANALYTICS_RAW_EVENT_LIMIT, ENTREPRENEUR_TYPES, type AnalyticsSummary, type RawEvent } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';

/** The raw log shows the newest events only. */
export const RAW_EVENT_LIMIT = ANALYTICS_RAW_EVENT_LIMIT;
/** eventsPerDay covers today and the 29 UTC days before it, zero-filled. */
export const EVENTS_PER_DAY_DAYS = ANALYTICS_EVENTS_PER_DAY;

const DAY_MS = 86_400_000;

/** The UTC calendar days ending today, oldest first, as YYYY-MM-DD. */
export function lastUtcDays(count: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * The analytics summary without scanning the event log or the results: totals, per-event counts and per-day counts
 * come from analytics_daily_counts (kept in step with every insert by the tracking feature), completions from
 * quiz_result_counts (kept in step with quiz_results by triggers), and the raw log is the newest RAW_EVENT_LIMIT
 * rows by primary key (ids grow in insert order).
 */
export async function analyticsSummary(db: Database, now = new Date()): Promise<AnalyticsSummary> {
  const days = lastUtcDays(EVENTS_PER_DAY_DAYS, now);
  const [eventRows, dayRows, completionRows, rawRows] = await Promise.all([
    db.execute(sql`select event, sum(count)::int as count from analytics_daily_counts group by event order by event`),
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as date, sum(count)::int as count from analytics_daily_counts
      where day >= ${days[0]}::date group by day`),
    db.execute(sql`select category, count from quiz_result_counts`),
    db.execute(sql`
      select event, data, user_agent as "userAgent", created_at as "createdAt" from analytics_events
      order by id desc limit ${RAW_EVENT_LIMIT}`),
  ]);

  const eventCounts: Record<string, number> = {};
  let totalEvents = 0;
  for (const row of rowsOf<{ event: string; count: number }>(eventRows)) {
    eventCounts[row.event] = Number(row.count);
    totalEvents += Number(row.count);
  }

  const perDay = new Map(rowsOf<{ date: string; count: number }>(dayRows).map((row) => [row.date, Number(row.count)]));
  const eventsPerDay = days.map((date) => ({ date, count: perDay.get(date) ?? 0 }));

  const resultCategories: Record<string, number> = Object.fromEntries(ENTREPRENEUR_TYPES.map((type) => [type, 0]));
  let completions = 0;
  for (const row of rowsOf<{ category: string; count: number }>(completionRows)) {
    resultCategories[row.category] = Number(row.count);
    completions += Number(row.count);
  }

  const rawData: RawEvent[] = rowsOf<{ event: string; data: unknown; userAgent: string | null; createdAt: Date | string }>(rawRows).map(
    (row) => ({ event: row.event, data: row.data, timestamp: new Date(row.createdAt).toISOString(), userAgent: row.userAgent }),
  );

  return { totalEvents, eventCounts, quizCompletions: { total: completions, resultCategories }, rawData, eventsPerDay };
}
