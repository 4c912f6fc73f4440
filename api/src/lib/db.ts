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
  poolSize?: number;
  logger: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.pgliteDir ?? 'memory://', options.logger);
}

async function openPglite(dataDir: string, logger: Logger): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const releaseLock = inMemory ? () => {} : acquireDirectoryLock(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? {} : { dataDir });
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
  const pool = new Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 });
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
