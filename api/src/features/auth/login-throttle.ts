import { sql } from 'drizzle-orm';
import { databaseNow, type Clock } from '../../lib/database-clock';
import { rowsOf, type DatabaseHandle } from '../../lib/db';

export interface LoginThrottleOptions {
  /** Failures of one account from one address before each further attempt has to wait. */
  freeFailuresPerAccountAndAddress: number;
  /** Failures from one address, over all accounts, before each further attempt from it has to wait. */
  freeFailuresPerAddress: number;
  /** The first wait; every further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures are forgotten after this long without a new one. */
  forgetAfterMs: number;
  /** The current time (tests move it); unset: the database's clock. */
  now?: Clock;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Counter {
  key: string;
  freeFailures: number;
}

/** The wait after the `failures`-th failure: none within the free failures, then base, 2 x base, 4 x base, … up to the cap. */
export function delayAfter(failures: number, freeFailures: number, options: Pick<LoginThrottleOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  if (failures < freeFailures) return 0;
  const doublings = Math.min(failures - freeFailures, 40);
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** doublings);
}

/**
 * Brute-force protection that never locks anyone out: failed logins slow down further attempts of the same account
 * from the same address (after a few failures each attempt waits 1 s, then 2 s, 4 s, … up to a cap), and of any
 * account from an address that fails a lot (password spraying). Nothing is counted per account alone, so failures
 * from other addresses never keep the owner of an account out, and a correct password from an address without recent
 * failures is always checked.
 *
 * The counters live in login_failures, so every API process on one PostgreSQL shares them. Each attempt is counted
 * as a failure, under a row lock, before the password is checked: parallel guesses cannot slip past a wait. A
 * successful login then clears its account-and-address counter and gives the address its attempt back.
 */
export function createLoginThrottle(database: DatabaseHandle, options: LoginThrottleOptions) {
  const countersOf = (address: string, email: string): Counter[] => [
    { key: `address:${address}`, freeFailures: options.freeFailuresPerAddress },
    { key: `pair:${email}|${address}`, freeFailures: options.freeFailuresPerAccountAndAddress },
  ];
  const forgetInterval = `${options.forgetAfterMs} milliseconds`;

  return {
    async attempt(address: string, email: string): Promise<ThrottleDecision> {
      const counters = countersOf(address, email);
      const keys = counters.map((counter) => counter.key);
      const now = databaseNow(options.now);
      return database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into login_failures (key, failures, forget_at)
          values ${sql.join(keys.map((key) => sql`(${key}, 0, ${now} + ${forgetInterval}::interval)`), sql`, `)}
          on conflict (key) do nothing`);
        // In key order, so concurrent attempts lock the rows in the same order and cannot deadlock.
        const rows = rowsOf<{ key: string; failures: number; wait_ms: number; forgotten: boolean }>(
          await tx.execute(sql`
            select key, failures,
              greatest(0, ceil(extract(epoch from (coalesce(blocked_until, ${now}) - ${now})) * 1000))::int as wait_ms,
              forget_at <= ${now} as forgotten
            from login_failures where key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})
            order by key for update`),
        );
        const waitMs = Math.max(0, ...rows.map((row) => (row.forgotten ? 0 : Number(row.wait_ms))));
        if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
        for (const row of rows) {
          const counter = counters.find((candidate) => candidate.key === row.key);
          if (!counter) continue;
          const failures = (row.forgotten ? 0 : Number(row.failures)) + 1;
          const delayMs = delayAfter(failures, counter.freeFailures, options);
          await tx.execute(sql`
            update login_failures set
              failures = ${failures},
              blocked_until = ${delayMs > 0 ? sql`${now} + ${`${delayMs} milliseconds`}::interval` : sql`null`},
              forget_at = ${now} + ${forgetInterval}::interval
            where key = ${row.key}`);
        }
        return { allowed: true } as const;
      });
    },

    /** The attempt was a correct password: it was no failure after all. */
    async succeeded(address: string, email: string): Promise<void> {
      const [addressCounter, pairCounter] = countersOf(address, email) as [Counter, Counter];
      await database.db.execute(sql`delete from login_failures where key = ${pairCounter.key}`);
      await database.db.execute(sql`
        update login_failures set
          failures = greatest(failures - 1, 0),
          blocked_until = case when failures - 1 < ${addressCounter.freeFailures} then null else blocked_until end
        where key = ${addressCounter.key}`);
      await database.db.execute(sql`delete from login_failures where forget_at <= ${databaseNow(options.now)}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
