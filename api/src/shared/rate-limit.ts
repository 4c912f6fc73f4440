import type { Request, RequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../lib/db';
import { rowsOf } from '../lib/db';
import { databaseNow, type Clock } from '../lib/database-clock';
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
  /**
   * The current time in ms (tests move it instead of waiting). Unset: this process's clock for local decisions and
   * the database's clock for shared counters, so processes on one PostgreSQL agree on when a window ends.
   */
  now?: Clock;
}

/** Fixed-window counters in this process: right for PGlite, which runs in one process. */
export function createMemoryRateLimiter({ windowMs, max, now: clock = Date.now }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock();
  return {
    async consume(key) {
      const now = clock();
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

/** A process takes this share of a limit from the shared counter at a time (at least one hit). */
export const LEASE_SHARE = 0.05;
const EXPIRED_ROW_SWEEP_MS = 10 * 60_000;

/** How many hits one lease holds for a limit of `max`. */
export function leaseSize(max: number): number {
  return Math.max(1, Math.floor(max * LEASE_SHARE));
}

/**
 * Adds `count` to `key`'s fixed-window counter in rate_limits (a key whose window is over starts a new one) and
 * returns the new total and the milliseconds left in the window.
 */
async function addToSharedCounter(
  database: DatabaseHandle,
  key: string,
  count: number,
  windowMs: number,
  clock: Clock | undefined,
): Promise<{ total: number; msLeft: number }> {
  const interval = `${windowMs} milliseconds`;
  const now = databaseNow(clock);
  const result = await database.db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, ${count}, ${now} + ${interval}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now} then excluded.count else rate_limits.count + excluded.count end,
      reset_at = case when rate_limits.reset_at <= ${now} then ${now} + ${interval}::interval else rate_limits.reset_at end
    returning count::int as count, (extract(epoch from (reset_at - ${now})) * 1000)::int as ms_left`);
  const [row] = rowsOf<{ count: number; ms_left: number }>(result);
  return { total: Number(row?.count ?? count), msLeft: Number(row?.ms_left ?? windowMs) };
}

/**
 * Fixed-window counters in PostgreSQL, shared by every API process on the database, without a database round trip
 * on most requests, and never letting more than `max` hits through per window however the hits are spread over
 * processes. A process takes hits from the shared counter in leases (LEASE_SHARE of the limit, at least one) with one
 * atomic statement, and decides hits locally until its lease is used up; the database grants at most what is left
 * of the limit. Once the counter is exhausted the process refuses locally until the window ends, so a flood of
 * refused requests costs no database writes either. The price is the other way round: hits leased by one process and
 * not used there are not available to another, so a client spreading requests over P processes may be refused up to
 * (P - 1) x (lease - 1) hits early; limits up to 39 lease one hit at a time and are exact.
 */
export function createPostgresRateLimiter(database: DatabaseHandle, { name, windowMs, max, now: injectedClock }: RateLimitOptions): RateLimiter {
  const clock = injectedClock ?? Date.now;
  interface View {
    /** Hits leased to this process and not used yet. */
    leased: number;
    /** The shared total after this process's last lease (leases of every process, capped by the limit or not). */
    sharedTotal: number;
    /** The shared counter has nothing left in this window. */
    exhausted: boolean;
    resetAt: number;
    /** The lease being taken right now; concurrent hits wait for it instead of taking their own. */
    leasing?: Promise<void>;
  }
  const views = new Map<string, View>();
  const lease = leaseSize(max);
  let lastRowSweep = clock();
  let lastViewSweep = clock();

  const storedKey = (key: string) => `${name}:${key}`;

  async function takeLease(key: string, view: View): Promise<void> {
    try {
      const { total, msLeft } = await addToSharedCounter(database, key, lease, windowMs, injectedClock);
      const before = total - lease;
      const granted = Math.max(0, Math.min(lease, max - before));
      if (views.get(key) !== view) return;
      view.leased += granted;
      view.sharedTotal = total;
      view.exhausted = total >= max;
      view.resetAt = clock() + msLeft;
    } finally {
      view.leasing = undefined;
    }
    if (clock() - lastRowSweep > EXPIRED_ROW_SWEEP_MS) {
      lastRowSweep = clock();
      await database.db.execute(sql`delete from rate_limits where reset_at < ${databaseNow(injectedClock)}`).catch(() => undefined);
    }
  }

  function currentView(key: string, now: number): View {
    if (now - lastViewSweep > windowMs) {
      for (const [stored, view] of views) if (view.resetAt <= now && !view.leasing) views.delete(stored);
      lastViewSweep = now;
    }
    let view = views.get(key);
    if (!view || (view.resetAt <= now && !view.leasing)) {
      // New to this process, or its window is over: unused leases of the old window no longer count.
      view = { leased: 0, sharedTotal: 0, exhausted: false, resetAt: now + windowMs };
      views.set(key, view);
    }
    return view;
  }

  return {
    async consume(key) {
      const shared = storedKey(key);
      // Each round either uses a leased hit, refuses, or waits for one lease, which grants at least one hit or marks
      // the counter exhausted: a handful of rounds at most.
      for (let round = 0; round < 100; round += 1) {
        const view = currentView(shared, clock());
        if (view.leasing) {
          await view.leasing;
          continue;
        }
        if (view.leased > 0) {
          view.leased -= 1;
          return decide(Math.min(view.sharedTotal, max) - view.leased, max, view.resetAt - clock());
        }
        if (view.exhausted) return decide(max + 1, max, view.resetAt - clock());
        view.leasing = takeLease(shared, view);
        await view.leasing;
      }
      return decide(max + 1, max, windowMs);
    },
    async reset(key) {
      views.delete(storedKey(key));
      await database.db.execute(sql`delete from rate_limits where key = ${storedKey(key)}`);
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
