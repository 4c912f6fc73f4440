import type http from 'node:http';
import path from 'node:path';
import type { AppContext } from './app-context';
import { createApp } from './app';
import { ConfigError, listeningOrigin, loadConfig, type Config } from './lib/config';
import { openDatabase } from './lib/db';
import { createHttpServer } from './lib/http-timeouts';
import { createLogger, type Logger } from './lib/logger';
import { loadSecrets } from './lib/secrets';
import { createRealtime } from './realtime/realtime';
import { createSiteSettings } from './shared/site-settings';
import { runSeeds } from './db/seed';
import { installLiveFeed } from './features/admin/live-feed';

export interface RunningServer {
  context: AppContext;
  server: http.Server;
  url: string;
  /** Graceful stop: refuse new work, drain HTTP and sockets, flush writes, close the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** PGlite folder override (tests use memory://). */
  pgliteDir?: string;
}

export async function startServer({ config, logger = createLogger(config), pgliteDir }: StartOptions): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: pgliteDir ?? path.join(config.DATA_DIR, 'pgdata'),
    poolSize: config.DATABASE_POOL_SIZE,
    logger,
  });
  try {
    await database.migrate();
    const secrets = await loadSecrets(database.db, config.SESSION_SECRET);
    await runSeeds({ db: database.db, config, logger });

    const server = createHttpServer(config);
    const realtime = createRealtime(server, { database, logger, authTimeoutMs: config.SOCKET_AUTH_TIMEOUT_MS });
    const context: AppContext = {
      config,
      logger,
      database,
      secrets,
      realtime,
      siteSettings: createSiteSettings(database.db),
      lifecycle: { draining: false, onDrain: [] },
    };
    installLiveFeed(context);
    const app = createApp(context);
    await realtime.ready;
    server.on('request', app);

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = listeningOrigin(config.HOST, port);
    logger.info({ url }, 'Entrepreneurial DNA is listening');

    let stopping: Promise<void> | null = null;
    const stop = () => {
      stopping ??= (async () => {
        context.lifecycle.draining = true;
        logger.info('shutting down: draining connections');
        const forceClose = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
        forceClose.unref();
        await realtime.close();
        await new Promise<void>((resolve) => {
          if (!server.listening) resolve();
          else server.close(() => resolve());
          server.closeIdleConnections();
        });
        clearTimeout(forceClose);
        for (const flush of context.lifecycle.onDrain) await flush().catch((error: unknown) => logger.error({ err: error }, 'flush failed'));
        await database.close();
        logger.info('shut down cleanly');
      })();
      return stopping;
    };
    return { context, server, url, stop };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

/** The process entry point: validated config, start, and a graceful stop on SIGTERM / SIGINT. */
export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  let running: RunningServer;
  try {
    running = await startServer({ config, logger });
  } catch (error) {
    logger.fatal({ err: error }, `could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const shutdown = (signal: string) => {
    logger.info({ signal }, 'signal received');
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
}

if (require.main === module) void main();
