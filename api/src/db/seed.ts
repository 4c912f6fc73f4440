import { ensureFirstAdmin } from '../features/auth/first-admin';
import { seedQuestionBank } from '../features/quiz/seed';
import type { SeedContext } from '../shared/seed-context';

type Seed = (context: SeedContext) => Promise<void>;

/** Seeds run on every start after the migrations; each one is idempotent (never duplicates on restart). */
const seeds: Seed[] = [seedQuestionBank, (context) => ensureFirstAdmin(context)];

export async function runSeeds(context: SeedContext): Promise<void> {
  for (const seed of seeds) await seed(context);
}
