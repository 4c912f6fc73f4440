import type { Database } from '../../lib/db';
import type { Logger } from '../../lib/logger';
import { refreshDiagnosticPowers } from './store';

/** A process recomputes diagnosticPower after every this many results it stored… */
export const REFRESH_EVERY_RESULTS = 100;
/** …and at this interval, for results stored by other processes or too few to reach the count. */
export const REFRESH_INTERVAL_MS = 10 * 60_000;

export interface DiagnosticPowerRefresher {
  /** Counts results this process has stored (committed); every REFRESH_EVERY_RESULTS starts a refresh. */
  noteStoredResults(count: number): void;
  /** Refreshes now; a request while one runs is served by one more run after it, which sees every commit before it. */
  refreshNow(): Promise<void>;
  /** Stops the schedule and waits for a running refresh. */
  stop(): Promise<void>;
}

/**
 * Runs refreshDiagnosticPowers (store.ts, the one place the computation lives) on a schedule and after every N
 * stored results. Failures are logged and never reach a request: the previous values stay in force.
 */
export function createDiagnosticPowerRefresher(
  db: Database,
  logger: Logger,
  { everyResults = REFRESH_EVERY_RESULTS, intervalMs = REFRESH_INTERVAL_MS } = {},
): DiagnosticPowerRefresher {
  let sinceLastRefresh = 0;
  let stopped = false;
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  async function runOnce(): Promise<void> {
    try {
      const changed = await refreshDiagnosticPowers(db);
      if (changed) logger.info({ changed }, 'diagnosticPower recomputed from stored answers');
    } catch (error) {
      logger.error({ err: error }, 'diagnosticPower refresh failed; the previous values stay in force');
    }
  }

  function refreshNow(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (!running) {
      running = runOnce().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running.then(() => {
      queued = null;
      return refreshNow();
    });
    return queued;
  }

  const timer = setInterval(() => void refreshNow(), intervalMs);
  timer.unref();

  return {
    noteStoredResults(count) {
      sinceLastRefresh += count;
      if (sinceLastRefresh < everyResults) return;
      sinceLastRefresh = 0;
      void refreshNow();
    },
    refreshNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await queued;
      await running;
    },
  };
}
