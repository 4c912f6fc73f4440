import { sql } from 'drizzle-orm';
import { rowsOf } from '../lib/db';
import { createPostgresRateLimiter, createRateLimiter, leaseSize } from './rate-limit';
import { post } from '../test-support/http';
import { startServersOnOneDatabase } from '../test-support/shared-database';
import { describeEachDatabase, type TestServer } from '../test-support/test-server';

/** A clock the test moves by hand; it starts at the real time so the database's rows look ordinary. */
function testClock() {
  let time = Date.now();
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

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
    const clock = testClock();
    const limiter = createRateLimiter(server().context.database, { name: `short-${Date.now()}`, windowMs: 300, max: 1, now: clock.now });
    expect((await limiter.consume('k')).allowed).toBe(true);
    clock.advance(299);
    expect((await limiter.consume('k')).allowed).toBe(false);
    clock.advance(1);
    expect((await limiter.consume('k')).allowed).toBe(true);
  });
});

describeEachDatabase('shared rate-limit counters (several API processes on one PostgreSQL)', (server) => {
  const storedCount = async (key: string) => {
    const [row] = rowsOf<{ count: number }>(await server().context.database.db.execute(sql`select count::int as count from rate_limits where key = ${key}`));
    return row?.count;
  };
  /** The database of the test server with every statement counted. */
  const countingDatabase = () => {
    const { database } = server().context;
    const counter = { statements: 0 };
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'execute') return (...args: Parameters<typeof target.execute>) => ((counter.statements += 1), target.execute(...args));
        return Reflect.get(target, property, receiver);
      },
    });
    return { database: { ...database, db }, counter };
  };

  it('When a client alternates between two processes, then exactly the limit passes (small limits lease one hit at a time)', async () => {
    const name = `alternate-${Date.now()}`;
    const processes = [0, 1].map(() => createPostgresRateLimiter(server().context.database, { name, windowMs: 60_000, max: 10 }));
    const decisions = [];
    for (let index = 0; index < 40; index += 1) decisions.push(await processes[index % 2]!.consume('client'));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(10);
    expect(decisions.slice(0, 10).every((decision) => decision.allowed)).toBe(true);
    expect(decisions.at(-1)).toMatchObject({ allowed: false, remaining: 0 });
  });

  it('When bursts hit two processes at once, then no more than the limit passes, and at most a lease per other process is lost', async () => {
    for (const max of [10, 100, 600]) {
      const name = `burst-two-${max}-${Date.now()}`;
      const processes = [0, 1].map(() => createPostgresRateLimiter(server().context.database, { name, windowMs: 60_000, max }));
      const decisions = await Promise.all(Array.from({ length: max * 2 }, (_unused, index) => processes[index % 2]!.consume('client')));
      const allowed = decisions.filter((decision) => decision.allowed).length;
      expect(allowed).toBeLessThanOrEqual(max);
      expect(allowed).toBeGreaterThanOrEqual(max - (leaseSize(max) - 1));
    }
  });

  it('When 300 hits arrive at once for a limit of 250, then 250 pass with one statement per lease, and refusals cost no statement', async () => {
    const name = `burst-${Date.now()}`;
    const { database, counter } = countingDatabase();
    const limiter = createPostgresRateLimiter(database, { name, windowMs: 60_000, max: 250 });
    const decisions = await Promise.all(Array.from({ length: 300 }, () => limiter.consume('client')));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(250);
    expect(counter.statements).toBe(Math.ceil(250 / leaseSize(250)));
    const before = counter.statements;
    for (let index = 0; index < 1000; index += 1) expect((await limiter.consume('client')).allowed).toBe(false);
    expect(counter.statements).toBe(before);
    // The counter holds what was leased: the last lease was granted only in part.
    expect(await storedCount(`${name}:client`)).toBe(before * leaseSize(250));
  });

  it('When a window ends, then the next hit starts a new one in the database', async () => {
    const name = `renew-${Date.now()}`;
    const clock = testClock();
    const limiter = createPostgresRateLimiter(server().context.database, { name, windowMs: 300, max: 2, now: clock.now });
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(true);
    clock.advance(299);
    expect((await limiter.consume('k')).allowed).toBe(false);
    clock.advance(1);
    expect(await limiter.consume('k')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await storedCount(`${name}:k`)).toBe(1);
  });
});

// Several processes can share only a PostgreSQL server, so this runs when TEST_DATABASE_URL is set (CI sets it).
const multiProcess = process.env.TEST_DATABASE_URL ? describe : describe.skip;

multiProcess('Rate limits over two API processes (real HTTP)', () => {
  let deployment: Awaited<ReturnType<typeof startServersOnOneDatabase>>;
  beforeAll(async () => {
    deployment = await startServersOnOneDatabase(2, { CROSSWORD_SCORE_RATE_LIMIT: '10' });
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it('When one client posts 40 scores over two processes, one by one and in parallel, then exactly 10 pass (19 did with per-process views)', async () => {
    const [first, second] = deployment.servers as [TestServer, TestServer];
    const scorePost = (index: number, address: string) =>
      post(index % 2 === 0 ? first.url : second.url, '/api/crossword/score', { garbage: true }, { 'x-forwarded-for': address }).then((response) => response.status);
    const oneByOne: number[] = [];
    for (let index = 0; index < 40; index += 1) oneByOne.push(await scorePost(index, '198.51.100.60'));
    const parallel = await Promise.all(Array.from({ length: 40 }, (_unused, index) => scorePost(index, '198.51.100.61')));
    for (const statuses of [oneByOne, parallel]) {
      expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    }
  });
});
