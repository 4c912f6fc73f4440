import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig, type Config } from '../lib/config';
import type { Clock } from '../lib/database-clock';
import { createLogger } from '../lib/logger';
import { startServer, type RunningServer } from '../server';
import { pgliteTemplate } from './pglite-template';

export type TestDriver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DRIVERS: TestDriver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer extends RunningServer {
  driver: TestDriver;
  /** The PostgreSQL URL of this server's own throw-away database (postgres driver only). */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server; dropped by the returned function. */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `edna_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A real server on a random port, over real HTTP, on an empty database: in-memory PGlite, or a scratch PostgreSQL
 * database. Web serving is off unless asked for.
 */
export interface TestServerOptions {
  /** Use this existing PostgreSQL database instead of a new scratch one (it is not dropped on close). */
  databaseUrl?: string;
  /** PGlite data folder instead of memory:// (e.g. a folder a restore has filled). */
  pgliteDir?: string;
  /** The clock the server compares stored deadlines with (see AppContext.clock). */
  clock?: Clock;
}

export async function startTestServer(driver: TestDriver, env: Record<string, string> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const scratch = driver === 'postgres' && !options.databaseUrl ? await createScratchDatabase() : undefined;
  const databaseUrl = driver === 'postgres' ? (options.databaseUrl ?? scratch?.url) : undefined;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SERVE_WEB: 'false',
    // Test clients stand for many addresses by sending X-Forwarded-For from loopback, as if behind a local proxy;
    // suites about an API without a proxy set TRUST_PROXY to false.
    TRUST_PROXY: 'loopback',
    // Cheap password hashes: suites log in hundreds of times; the hashing itself is tested at the production cost,
    // which a server running as production always uses.
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_COST: '10' }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const running = await startServer({ config, logger: createLogger(config), pgliteDir: options.pgliteDir ?? 'memory://', pgliteTemplate: pgliteTemplate(), ...(options.clock ? { clock: options.clock } : {}) }).catch(async (error: unknown) => {
    await scratch?.drop();
    throw error;
  });
  return {
    ...running,
    driver,
    databaseUrl,
    close: async () => {
      await running.stop();
      await scratch?.drop();
    },
  };
}

/** Runs a suite once per available database driver, each on its own server. */
export function describeEachDatabase(
  title: string,
  suite: (getServer: () => TestServer) => void,
  env: Record<string, string> = {},
  options: Pick<TestServerOptions, 'clock'> = {},
): void {
  describe.each(TEST_DRIVERS)(`${title} (%s)`, (driver) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(driver, env, options);
    });
    afterAll(async () => {
      await server?.close();
    });
    suite(() => server);
  });
}
