import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from '../db/schema';
import type { Logger } from './logger';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** The node-postgres pool, when running on PostgreSQL (the socket.io adapter needs it). */
  pool?: Pool;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

/** Rows of a raw `db.execute(sql...)` result on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps everything in memory (tests). */
  pgliteDir?: string;
  /**
   * An in-memory database starts from this cluster (a PGlite `dumpDataDir` tarball) instead of running initdb, which
   * takes most of its start-up time. Tests pass a freshly initialised, empty one.
   */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /** How long a query waits for a PostgreSQL connection (a free one of the full pool, or a new one) before it fails. */
  acquireTimeoutMs?: number;
  logger: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.pgliteDir ?? 'memory://', options.logger, options.pgliteTemplate);
}

async function openPglite(dataDir: string, logger: Logger, template: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? () => {} : acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? (template ? { loadDataDir: template } : {}) : { dataDir });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  logger.info({ dataDir: inMemory ? 'memory' : dataDir }, 'database: embedded PGlite');
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
      releaseLock();
    },
  };
}

async function openPostgres(databaseUrl: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: options.acquireTimeoutMs ?? 10_000 });
  pool.on('error', (error) => options.logger.error({ err: error }, 'database pool error'));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  options.logger.info('database: PostgreSQL');
  return {
    db,
    driver: 'postgres',
    pool,
    migrate: async () => {
      // Several API processes may start together: one migrates, the others wait on the lock.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock(827364501)');
        await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock(827364501)').catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      // A connection somebody never released would keep end() waiting for ever; do not hang the shutdown on it.
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000).unref());
      if ((await Promise.race([pool.end(), timeout])) === 'timeout') options.logger.warn('database pool did not close within 5 s');
    },
  };
}

/** pg-pool's errors (they carry no code) when no connection became free, or no new one opened, within the timeout. */
const CONNECTION_WAIT_TIMED_OUT = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);
/** PostgreSQL's SQLSTATE `too_many_connections`: the server has no connection slot left. */
const TOO_MANY_CONNECTIONS = '53300';

/**
 * Whether a failure means the database could not take the work now (every connection busy), rather than that the
 * work is wrong: a query that waited for a connection past the acquire timeout, or a server out of connection slots.
 * drizzle wraps a query's error in its own (`cause`), so the whole cause chain is read. PGlite has one connection and
 * queues every query without a time limit, so it never fails this way.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (CONNECTION_WAIT_TIMED_OUT.has(current.message)) return true;
    if ((current as Error & { code?: unknown }).code === TOO_MANY_CONNECTIONS) return true;
  }
  return false;
}

/**
 * PGlite is a single-process database: two servers on one data folder would corrupt it. A lock file with the
 * owner's pid refuses a second server; a lock left by a dead process (kill -9) is taken over.
 */
function acquireDirectoryLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(`The data folder ${dataDir} is in use by process ${owner}. Stop it first, or set DATA_DIR to another folder.`, {
          cause: error,
        });
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
