import { randomBytes } from 'node:crypto';
import { Client, type Pool, type PoolClient } from 'pg';
import type { LeaderboardEntry } from '@edna/shared-contracts';
import { HIGH_LIMITS, solvePuzzle, startSession, submitScore, today } from './test-support/crossword-play';
import { get } from './test-support/http';
import { startTestServer, type TestServer } from './test-support/test-server';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from './lib/errors';
import { isDatabaseBusy } from './lib/db';

/** PGlite has one connection and queues every query without a limit: only a PostgreSQL pool can run out. */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const POOL_SIZE = 3;
const ACQUIRE_TIMEOUT_MS = 300;

onPostgres('A PostgreSQL pool whose every connection is in use', () => {
  let server: TestServer;
  let held: PoolClient[] = [];

  beforeAll(async () => {
    server = await startTestServer('postgres', { ...HIGH_LIMITS, DATABASE_POOL_SIZE: String(POOL_SIZE), DATABASE_ACQUIRE_TIMEOUT_MS: String(ACQUIRE_TIMEOUT_MS) });
  });
  afterEach(async () => {
    await releaseHeldConnections();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Takes every connection the server's pool has left, each inside an open transaction, until they are released. */
  async function holdEveryFreeConnection(): Promise<void> {
    const pool = server.context.database.pool as Pool;
    // The socket.io adapter keeps one connection checked out for LISTEN; the others are taken here.
    while (pool.totalCount - pool.idleCount < POOL_SIZE) {
      const client = await pool.connect();
      held.push(client);
      await client.query('begin');
      await client.query('select count(*) from crossword_puzzles');
    }
    expect(pool.totalCount).toBe(POOL_SIZE);
    expect(pool.idleCount).toBe(0);
  }

  async function releaseHeldConnections(): Promise<void> {
    for (const client of held) {
      await client.query('rollback');
      client.release();
    }
    held = [];
  }

  it('When a request waits past the acquire timeout, then it is answered 503 database_busy with Retry-After, and once the connections are free the same score submission is stored', async () => {
    const session = await startSession(server);
    await solvePuzzle(server, session);
    await holdEveryFreeConnection();

    const busyScore = await submitScore(server, session, { username: 'busy_pool' });
    expect(busyScore).toMatchObject({ status: 503, body: { error: 'database_busy' } });
    expect(busyScore.headers.get('retry-after')).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
    // The same answer for a read on another route: the error handler decides it, not the route.
    const busyRead = await get<{ error: string }>(server.url, `/api/crossword/leaderboard/${today()}`);
    expect(busyRead).toMatchObject({ status: 503, body: { error: 'database_busy' } });
    expect(busyRead.headers.get('retry-after')).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));

    await releaseHeldConnections();
    const stored = await submitScore(server, session, { username: 'busy_pool' });
    expect(stored.status).toBe(201);
    const daily = await get<LeaderboardEntry[]>(server.url, `/api/crossword/leaderboard/${today()}?username=busy_pool`);
    expect(daily.status).toBe(200);
    expect(daily.body.filter((entry) => entry.username === 'busy_pool')).toHaveLength(1);
  });
});

onPostgres('isDatabaseBusy on a PostgreSQL server out of connection slots', () => {
  it('When the server refuses a connection with too_many_connections (53300), then the database counts as busy', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL as string;
    const role = `edna_no_slots_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create role ${role} login connection limit 0`);
    try {
      const url = new URL(baseUrl);
      url.username = role;
      const refused = new Client({ connectionString: url.toString() });
      const error = await refused.connect().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      await refused.end().catch(() => undefined);
      expect((error as { code?: string }).code).toBe('53300');
      expect(isDatabaseBusy(error)).toBe(true);
      // A query's own failure is not a busy database.
      expect(isDatabaseBusy(await admin.query('select 1/0').catch((failure: unknown) => failure))).toBe(false);
    } finally {
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
