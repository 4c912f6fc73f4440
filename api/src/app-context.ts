import type { Config } from './lib/config';
import type { Clock } from './lib/database-clock';
import type { DatabaseHandle } from './lib/db';
import type { Logger } from './lib/logger';
import type { ServerSecrets } from './lib/secrets';
import type { Realtime } from './realtime/realtime';
import type { SiteSettings } from './shared/site-settings';

/** What every feature gets: built once at start-up, passed to each router factory. */
export interface AppContext {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  secrets: ServerSecrets;
  realtime: Realtime;
  siteSettings: SiteSettings;
  /** draining: true once shutdown began; onDrain: flushes (queued writes) run before the database closes. */
  lifecycle: { draining: boolean; onDrain: (() => Promise<void>)[] };
  /**
   * The clock of the server's own deadlines: login waits and the crossword's remembered lists. Unset: real time (the
   * database's for stored deadlines). Tests move it by hand instead of waiting.
   */
  clock?: Clock;
}
