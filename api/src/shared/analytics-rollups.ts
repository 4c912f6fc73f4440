import { sql } from 'drizzle-orm';
import type { Database } from '../lib/db';

/** Events rolled up per statement: the function takes them as one JSON value, so a large range goes in slices. */
const ROLL_UP_SLICE = 50_000;

/**
 * Adds stored events (ids from `firstId` to `lastId`) to the hourly and daily analytics counters and quiz runs, for
 * writers that insert events in bulk (a restore, a script). Nothing else keeps those counters: each event must be
 * rolled up exactly once, in the same transaction as its insert.
 */
export async function rollUpStoredEvents(db: Pick<Database, 'execute'>, firstId: number, lastId: number): Promise<void> {
  for (let from = firstId; from <= lastId; from += ROLL_UP_SLICE) {
    const to = Math.min(lastId, from + ROLL_UP_SLICE - 1);
    await db.execute(sql`
      select analytics_roll_up_events((
        select jsonb_agg(jsonb_build_object('id', id, 'event', event, 'data', data, 'bot', bot, 'created_at', created_at) order by id)
        from analytics_events where id between ${from} and ${to}))`);
  }
}
