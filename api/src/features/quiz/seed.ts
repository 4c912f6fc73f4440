import type { SeedContext } from '../../shared/seed-context';
import { applySeedBank, refreshDiagnosticPowers } from '../../shared/question-bank/store';
import { SEED_QUESTIONS } from './question-bank';

/**
 * The start-up seed of the question bank (api/src/db/seed.ts runs it after the migrations): the stored seed items are
 * brought in line with SEED_QUESTIONS by key (new ones added, edited ones updated or replaced by a new version,
 * removed ones retired), then diagnosticPower is recomputed from the stored answers. Idempotent: a second run, or a
 * second process, changes nothing.
 */
export async function seedQuestionBank({ db, logger }: SeedContext): Promise<void> {
  const summary = await applySeedBank(db, SEED_QUESTIONS);
  if (Object.values(summary).some((count) => count > 0)) logger.info({ ...summary, bank: SEED_QUESTIONS.length }, 'seed questions brought up to date');
  await refreshDiagnosticPowers(db);
}
