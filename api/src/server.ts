import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import type { AppContext } from './app-context';
import { createApp } from './app';
import { ConfigError, listeningOrigin, loadConfig, trustProxySetting, type Config } from './lib/config';
import type { Clock } from './lib/database-clock';
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

/** On shutdown, how long idle keep-alive connections may still bring a request (answered with `Connection: close`). */
const DRAIN_LINGER_MS = 300;

export interface StartOptions {
  config: Config;
  logger?: Logger;
  /** PGlite folder override (tests use memory://). */
  pgliteDir?: string;
  /** The cluster an in-memory PGlite starts from instead of running initdb (see DatabaseOptions). */
  pgliteTemplate?: Blob;
  /** The clock stored deadlines are compared with (tests move it); unset: the database's. */
  clock?: Clock;
}

export async function startServer({ config, logger = createLogger(config), pgliteDir, pgliteTemplate, clock }: StartOptions): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: pgliteDir ?? path.join(config.DATA_DIR, 'pgdata'),
    pgliteTemplate,
    poolSize: config.DATABASE_POOL_SIZE,
    acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_MS,
    logger,
  });
  try {
    await database.migrate();
    const secrets = await loadSecrets(database.db, config.SESSION_SECRET);
    await runSeeds({ db: database.db, config, logger });

    // Behind a trusted proxy every connection comes from the proxy, which limits its clients itself (nginx
    // limit_conn): the per-address caps apply where clients connect directly.
    const direct = trustProxySetting(config.TRUST_PROXY) === false;
    const server = createHttpServer({ ...config, MAX_CONNECTIONS_PER_ADDRESS: direct ? config.MAX_CONNECTIONS_PER_ADDRESS : 0 });
    const realtime = createRealtime(server, {
      database,
      logger,
      authTimeoutMs: config.SOCKET_AUTH_TIMEOUT_MS,
      maxSocketsPerAddress: direct ? config.MAX_SOCKETS_PER_ADDRESS : 0,
    });
    const context: AppContext = {
      config,
      logger,
      database,
      secrets,
      realtime,
      siteSettings: createSiteSettings(database.db),
      lifecycle: { draining: false, onDrain: [] },
      ...(clock ? { clock } : {}),
    };
    installLiveFeed(context);
    const app = createApp(context);
    await realtime.ready;
    // While draining, every answer says `Connection: close`, so each keep-alive connection ends after its current
    // request instead of bringing new work; answers already under way learn it when the drain starts.
    const inFlight = new Set<http.ServerResponse>();
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (context.lifecycle.draining) res.setHeader('Connection', 'close');
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      app(req, res);
    });

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
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        // Stop accepting connections but keep the open ones (http's own close() would also cut the idle ones at
        // once, and a request a client is sending on one at that moment would be lost). Requests still arriving on
        // a keep-alive connection within the linger are answered with `Connection: close`; then the idle rest closes.
        const connectionsEnded = new Promise<void>((resolve) => {
          if (!server.listening) resolve();
          else net.Server.prototype.close.call(server, () => resolve());
        });
        await new Promise((resolve) => setTimeout(resolve, Math.min(DRAIN_LINGER_MS, config.SHUTDOWN_TIMEOUT_MS)));
        server.closeIdleConnections();
        await realtime.close();
        await connectionsEnded;
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
