import type { Request, RequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../lib/db';
import { rowsOf } from '../lib/db';
import { tooManyRequests } from '../lib/errors';

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` and tells whether it is still within the limit. */
  consume(key: string): Promise<RateLimitDecision>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Distinguishes limiters sharing one store ("login-ip", "crossword-check", …). */
  name: string;
  windowMs: number;
  max: number;
}

/** Fixed-window counters in this process: right for PGlite, which runs in one process. */
export function createMemoryRateLimiter({ windowMs, max }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    async consume(key) {
      const now = Date.now();
      if (now - lastSweep > windowMs) {
        for (const [stored, window] of windows) if (window.resetAt <= now) windows.delete(stored);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return decide(window.count, max, window.resetAt - now);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** Fixed-window counters in PostgreSQL, shared by every API process on the database. */
export function createPostgresRateLimiter(database: DatabaseHandle, { name, windowMs, max }: RateLimitOptions): RateLimiter {
  const interval = `${windowMs} milliseconds`;
  return {
    async consume(key) {
      const storedKey = `${name}:${key}`;
      const result = await database.db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${storedKey}, 1, now() + ${interval}::interval)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then now() + ${interval}::interval else rate_limits.reset_at end
        returning count::int as count, (extract(epoch from (reset_at - now())) * 1000)::int as remaining_ms`);
      const [row] = rowsOf<{ count: number; remaining_ms: number }>(result);
      return decide(Number(row?.count ?? 1), max, Number(row?.remaining_ms ?? windowMs));
    },
    async reset(key) {
      await database.db.execute(sql`delete from rate_limits where key = ${`${name}:${key}`}`);
    },
  };
}

function decide(count: number, max: number, msLeft: number): RateLimitDecision {
  return {
    allowed: count <= max,
    remaining: Math.max(0, max - count),
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

/** Memory counters on PGlite (one process), shared counters on PostgreSQL (several processes). */
export function createRateLimiter(database: DatabaseHandle, options: RateLimitOptions): RateLimiter {
  return database.driver === 'postgres' ? createPostgresRateLimiter(database, options) : createMemoryRateLimiter(options);
}

/** The client's address as Express sees it (honours TRUST_PROXY). */
export function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Middleware answering 429 `{error: 'too_many_requests', message}` with Retry-After once the limit is reached. */
export function rateLimit(limiter: RateLimiter, message: string, keyOf: (req: Request) => string = clientKey): RequestHandler {
  return async (req, res, next) => {
    const decision = await limiter.consume(keyOf(req));
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    if (!decision.allowed) {
      next(tooManyRequests(message, decision.retryAfterSeconds));
      return;
    }
    next();
  };
}
