import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../lib/db';
import { addSharedHits } from '../../shared/rate-limit';

export interface LoginThrottleOptions {
  /** Failed logins allowed per client address in one window (a success gives its attempt back). */
  perIp: number;
  /** Consecutive failed logins allowed per account email in one window (a success clears them). */
  perAccount: number;
  windowMs: number;
}

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Login brute-force protection with fixed-window counters in the rate_limits table, so every API process on one
 * PostgreSQL shares them (on PGlite there is one process anyway). Each attempt is counted before the password is
 * checked (parallel guesses cannot slip through); a successful login then gives the address its attempt back and
 * clears the account's counter, so only failures accumulate.
 */
export function createLoginThrottle(database: DatabaseHandle, options: LoginThrottleOptions) {
  const ipKey = (ip: string) => `login-ip:${ip}`;
  const accountKey = (email: string) => `login-account:${email}`;

  async function count(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const total = (await addSharedHits(database, [{ key, count: 1 }], options.windowMs)).get(key) ?? { count: 1, msLeft: options.windowMs };
    return { count: total.count, retryAfterSeconds: Math.max(1, Math.ceil(total.msLeft / 1000)) };
  }

  return {
    async attempt(ip: string, email: string): Promise<ThrottleDecision> {
      const byIp = await count(ipKey(ip));
      if (byIp.count > options.perIp) return { allowed: false, retryAfterSeconds: byIp.retryAfterSeconds };
      const byAccount = await count(accountKey(email));
      if (byAccount.count > options.perAccount) return { allowed: false, retryAfterSeconds: byAccount.retryAfterSeconds };
      return { allowed: true };
    },
    async succeeded(ip: string, email: string): Promise<void> {
      await database.db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${ipKey(ip)}`);
      await database.db.execute(sql`delete from rate_limits where key = ${accountKey(email)}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
