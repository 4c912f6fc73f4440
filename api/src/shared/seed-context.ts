import type { Config } from '../lib/config';
import type { Database } from '../lib/db';
import type { Logger } from '../lib/logger';

/** What a seed gets: seeds run after the migrations on every start, so each one must be idempotent. */
export interface SeedContext {
  db: Database;
  config: Config;
  logger: Logger;
}
