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

/** How often a process adds its counted hits to the shared PostgreSQL counters. */
export const SHARED_COUNTER_FLUSH_MS = 50;
/** How old this process's view of a shared counter may be before a hit is counted in the database first. */
export const SHARED_VIEW_MAX_AGE_MS = 4 * SHARED_COUNTER_FLUSH_MS;
const EXPIRED_ROW_SWEEP_MS = 10 * 60_000;

/**
 * Adds `hits` to each key's fixed-window counter in rate_limits in one statement (a key whose window is over starts a
 * new one) and returns each key's new total and the milliseconds left in its window.
 */
export async function addSharedHits(
  database: DatabaseHandle,
  hits: { key: string; count: number }[],
  windowMs: number,
): Promise<Map<string, { count: number; msLeft: number }>> {
  const interval = `${windowMs} milliseconds`;
  // In key order, so two processes flushing overlapping keys lock the rows in the same order and cannot deadlock.
  const rows = hits.map(({ key, count }) => ({ key, count })).sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0));
  const result = await database.db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    select key, count, now() + ${interval}::interval
    from json_to_recordset(${JSON.stringify(rows)}::json) as hit(key text, count int)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
      reset_at = case when rate_limits.reset_at <= now() then now() + ${interval}::interval else rate_limits.reset_at end
    returning key, count::int as count, (extract(epoch from (reset_at - now())) * 1000)::int as ms_left`);
  const totals = new Map<string, { count: number; msLeft: number }>();
  for (const row of rowsOf<{ key: string; count: number; ms_left: number }>(result)) {
    totals.set(row.key, { count: Number(row.count), msLeft: Number(row.ms_left) });
  }
  return totals;
}

/**
 * Fixed-window counters in PostgreSQL, shared by every API process on the database, without a database round trip
 * on most requests. A hit is counted in the database before it is decided when this process's view of the key is
 * missing or older than SHARED_VIEW_MAX_AGE_MS (a client new to this process, or back after a pause). While a client
 * keeps sending, its hits are decided from the shared total this process last saw plus its own hits since, and are
 * added to the shared counters every SHARED_COUNTER_FLUSH_MS in one statement for all keys, which also refreshes the
 * view. The price: a client spreading requests over several processes can exceed the limit by what the other
 * processes let through in the last SHARED_VIEW_MAX_AGE_MS. Login throttling, which must be exact, counts every
 * attempt in the database (login-throttle.ts).
 */
export function createPostgresRateLimiter(database: DatabaseHandle, { name, windowMs, max }: RateLimitOptions): RateLimiter {
  interface View {
    /** The shared total the database last reported, including this process's hits flushed so far. */
    sharedCount: number;
    /** Hits decided here and not yet added to the shared counter. */
    unflushed: number;
    resetAt: number;
    syncedAt: number;
  }
  const views = new Map<string, View>();
  /** Keys whose hit is being counted in the database right now; their other hits wait for it. */
  const syncing = new Map<string, Promise<RateLimitDecision>>();
  let flushTimer: NodeJS.Timeout | undefined;
  let lastRowSweep = Date.now();
  let lastViewSweep = Date.now();

  const storedKey = (key: string) => `${name}:${key}`;

  /** Adds hits to the database and refreshes the views they came from; within one window the total only grows. */
  async function addAndRefresh(batch: { key: string; view: View; count: number }[]): Promise<void> {
    for (const hit of batch) hit.view.unflushed -= hit.count;
    const totals = await addSharedHits(database, batch, windowMs);
    const now = Date.now();
    for (const { key, view } of batch) {
      const total = totals.get(key);
      if (!total || views.get(key) !== view) continue;
      Object.assign(view, { sharedCount: Math.max(view.sharedCount, total.count), resetAt: now + total.msLeft, syncedAt: now });
    }
  }

  async function flush(): Promise<void> {
    flushTimer = undefined;
    const batch = [...views].filter(([, view]) => view.unflushed > 0).map(([key, view]) => ({ key, view, count: view.unflushed }));
    if (batch.length === 0) return;
    try {
      await addAndRefresh(batch);
      if (Date.now() - lastRowSweep > EXPIRED_ROW_SWEEP_MS) {
        lastRowSweep = Date.now();
        await database.db.execute(sql`delete from rate_limits where reset_at < now()`);
      }
    } catch {
      // The counters are advisory: a failed flush (e.g. while the pool shuts down) only forgets a few hits.
    }
  }

  function scheduleFlush(): void {
    if (flushTimer) return;
    flushTimer = setTimeout(() => void flush(), SHARED_COUNTER_FLUSH_MS);
    flushTimer.unref();
  }

  /** Counts this hit (and any not yet flushed) in the database, then decides from the exact shared total. */
  async function countInDatabase(key: string, current: View | undefined): Promise<RateLimitDecision> {
    try {
      const view = current ?? { sharedCount: 0, unflushed: 0, resetAt: 0, syncedAt: 0 };
      if (!current) views.set(key, view);
      view.unflushed += 1;
      await addAndRefresh([{ key, view, count: view.unflushed }]);
      return decide(view.sharedCount, max, view.resetAt - Date.now());
    } finally {
      syncing.delete(key);
    }
  }

  return {
    async consume(key) {
      const shared = storedKey(key);
      const pending = syncing.get(shared);
      if (pending) await pending.catch(() => undefined);
      const now = Date.now();
      if (now - lastViewSweep > windowMs) {
        for (const [stored, view] of views) if (view.resetAt <= now && view.unflushed === 0) views.delete(stored);
        lastViewSweep = now;
      }
      let view = views.get(shared);
      if (view && view.resetAt <= now) {
        // The window is over: its unflushed hits no longer matter.
        views.delete(shared);
        view = undefined;
      }
      if (view && now - view.syncedAt <= SHARED_VIEW_MAX_AGE_MS) {
        view.unflushed += 1;
        scheduleFlush();
        return decide(view.sharedCount + view.unflushed, max, view.resetAt - now);
      }
      const counted = countInDatabase(shared, view);
      syncing.set(shared, counted);
      return counted;
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
