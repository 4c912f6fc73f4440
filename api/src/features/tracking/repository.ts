import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/db';

export interface TrackedEventRow {
  event: string;
  data: unknown;
  userAgent: string | null;
  region: string | null;
  bot: boolean;
}

/**
 * Stores a batch of events and adds them to the per-day counters in one statement, so both commit together: the
 * events go in as one multi-row INSERT (one JSON parameter), and the counters of today's UTC date grow by the
 * number of events of each name (rows locked in event order, so concurrent batches cannot deadlock).
 */
export async function insertTrackedEvents(db: Database, rows: readonly TrackedEventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const input = rows.map((row) => ({ event: row.event, data: row.data, user_agent: row.userAgent, region: row.region, bot: row.bot }));
  await db.execute(sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(input)}::json) as x(event text, data jsonb, user_agent text, region text, bot boolean)
    ), inserted as (
      insert into analytics_events (event, data, user_agent, region, bot)
      select event, data, user_agent, region, bot from input
      returning event
    )
    insert into analytics_daily_counts (day, event, count)
    select (now() at time zone 'utc')::date, event, count(*)::int from inserted group by event order by event
    on conflict (day, event) do update set count = analytics_daily_counts.count + excluded.count`);
}
