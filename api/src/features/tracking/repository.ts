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
 * Stores a batch of events and adds them to every counter in one statement, so they commit together: the events go
 * in as one multi-row INSERT (one JSON parameter), the counters of today's UTC date grow by the number of events of
 * each name (rows locked in event order, so concurrent batches cannot deadlock), and `analytics_roll_up_events`
 * (migration 0013) adds the batch to the hourly and daily counters and quiz runs with one grouped upsert per table.
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
      returning id, event, data, bot, created_at
    ), daily as (
      insert into analytics_daily_counts (day, event, count)
      select (now() at time zone 'utc')::date, event, count(*)::int from inserted group by event order by event
      on conflict (day, event) do update set count = analytics_daily_counts.count + excluded.count
      returning 1
    )
    select analytics_roll_up_events((select jsonb_agg(to_jsonb(inserted) order by id) from inserted))`);
}
