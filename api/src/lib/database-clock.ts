import { sql } from 'drizzle-orm';

/** The current time in ms since the epoch; tests pass a clock they move by hand instead of waiting. */
export type Clock = () => number;

/**
 * The time stored deadlines are compared with: the injected clock when there is one, else the database's own, which
 * every API process on one PostgreSQL shares (their own clocks may differ slightly).
 */
export const databaseNow = (clock: Clock | undefined) => (clock ? sql`to_timestamp(${clock() / 1000}::double precision)` : sql`now()`);
