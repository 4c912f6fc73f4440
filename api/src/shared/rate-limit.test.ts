import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/db';
import { createPostgresRateLimiter, createRateLimiter, SHARED_COUNTER_FLUSH_MS, SHARED_VIEW_MAX_AGE_MS } from './rate-limit';
import { describeEachDatabase } from '../test-support/test-server';

describeEachDatabase('rate limiter', (server) => {
  it('When the limit is reached, then further hits are refused until the window ends', async () => {
    const limiter = createRateLimiter(server().context.database, { name: `test-${Date.now()}`, windowMs: 60_000, max: 3 });
    const decisions = [];
    for (let index = 0; index < 5; index += 1) decisions.push(await limiter.consume('client-a'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false, false]);
    expect(decisions[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect((await limiter.consume('client-b')).allowed).toBe(true);
    await limiter.reset('client-a');
    expect((await limiter.consume('client-a')).allowed).toBe(true);
  });

  it('starts a new window once the old one is over', async () => {
    const limiter = createRateLimiter(server().context.database, { name: `short-${Date.now()}`, windowMs: 300, max: 1 });
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await limiter.consume('k')).allowed).toBe(true);
  });
});

describeEachDatabase('shared rate-limit counters (several API processes on one PostgreSQL)', (server) => {
  const afterFlush = () => new Promise((resolve) => setTimeout(resolve, SHARED_COUNTER_FLUSH_MS * 6));
  const afterViewsAge = () => new Promise((resolve) => setTimeout(resolve, SHARED_VIEW_MAX_AGE_MS + SHARED_COUNTER_FLUSH_MS));
  const storedCount = async (key: string) => {
    const [row] = rowsOf<{ count: number }>(await server().context.database.db.execute(sql`select count::int as count from rate_limits where key = ${key}`));
    return row?.count;
  };

  it('When a client sends to two processes, then each decides from the shared total once its view is older than the limit', async () => {
    const name = `shared-${Date.now()}`;
    const first = createPostgresRateLimiter(server().context.database, { name, windowMs: 60_000, max: 5 });
    const second = createPostgresRateLimiter(server().context.database, { name, windowMs: 60_000, max: 5 });
    for (let index = 0; index < 3; index += 1) expect((await first.consume('client')).allowed).toBe(true);
    await afterFlush();
    expect(await storedCount(`${name}:client`)).toBe(3);

    // A key new to a process is counted in the database before it is decided, so the second process starts from 4.
    expect(await second.consume('client')).toMatchObject({ allowed: true, remaining: 1 });
    expect((await second.consume('client')).allowed).toBe(true);
    expect((await second.consume('client')).allowed).toBe(false);
    await afterViewsAge();
    expect(await storedCount(`${name}:client`)).toBe(6);
    // The first process's view has aged, so its next hit is counted in the database first and refused.
    expect(await first.consume('client')).toMatchObject({ allowed: false, remaining: 0 });
    expect(await storedCount(`${name}:client`)).toBe(7);
  });

  it('When 300 hits arrive at once, then every one is counted, in two statements', async () => {
    const name = `burst-${Date.now()}`;
    const { database } = server().context;
    let statements = 0;
    const countingDb = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'execute') return (...args: Parameters<typeof target.execute>) => ((statements += 1), target.execute(...args));
        return Reflect.get(target, property, receiver);
      },
    });
    const limiter = createPostgresRateLimiter({ ...database, db: countingDb }, { name, windowMs: 60_000, max: 250 });
    const decisions = await Promise.all(Array.from({ length: 300 }, () => limiter.consume('client')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(250);
    await afterFlush();
    expect(await storedCount(`${name}:client`)).toBe(300);
    // The first hit is counted before it is decided; the other 299 are added by one flush.
    expect(statements).toBe(2);
  });

  it('When a window ends, then the next hit starts a new one in the database', async () => {
    const name = `renew-${Date.now()}`;
    const limiter = createPostgresRateLimiter(server().context.database, { name, windowMs: 300, max: 2 });
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await limiter.consume('k')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await storedCount(`${name}:k`)).toBe(1);
  });
});
