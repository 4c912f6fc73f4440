import { ensureFirstAdmin } from '../features/auth/first-admin';
import type { Config } from '../lib/config';
import type { Database } from '../lib/db';
import type { Logger } from '../lib/logger';
import { seedQuestionBank } from '../features/quiz/seed';

export interface SeedContext {
  db: Database;
  config: Config;
  logger: Logger;
}

type Seed = (context: SeedContext) => Promise<void>;

/** Seeds run on every start after the migrations; each one is idempotent (never duplicates on restart). */
const seeds: Seed[] = [seedQuestionBank, (context) => ensureFirstAdmin(context)];

export async function runSeeds(context: SeedContext): Promise<void> {
  for (const seed of seeds) await seed(context);
}
