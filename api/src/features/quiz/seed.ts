import { OPTION_IDS, questionFingerprint } from '@edna/shared-contracts';
import type { SeedContext } from '../../db/seed';
import type { Database } from '../../lib/db';
import { SEED_QUESTIONS, type SeedQuestion } from './question-bank';
import { invalidateQuestionCatalog } from './question-catalog';
import { insertQuestions, type NewQuestion } from './repository';

export function toNewQuestion(question: SeedQuestion, source = 'seed'): NewQuestion {
  return {
    text: question.text,
    category: question.category,
    diagnosticPower: question.diagnosticPower,
    options: question.options.map((text, index) => ({ id: OPTION_IDS[index]!, text })),
    fingerprint: questionFingerprint(question.text),
    source,
  };
}

/**
 * Stores the questions whose fingerprint (normalized text) is not stored yet; returns how many were new. Running it
 * again, or from two processes at once, never duplicates a question.
 */
export async function addQuestions(db: Database, bank: readonly SeedQuestion[], source = 'seed'): Promise<number> {
  const unique = new Map<string, NewQuestion>();
  for (const question of bank) {
    const row = toNewQuestion(question, source);
    if (!unique.has(row.fingerprint)) unique.set(row.fingerprint, row);
  }
  const inserted = await insertQuestions(db, [...unique.values()]);
  if (inserted > 0) invalidateQuestionCatalog(db);
  return inserted;
}

/** The start-up seed of the question bank (api/src/db/seed.ts runs it after the migrations). */
export async function seedQuestionBank({ db, logger }: SeedContext): Promise<void> {
  const inserted = await addQuestions(db, SEED_QUESTIONS);
  if (inserted > 0) logger.info({ inserted, bank: SEED_QUESTIONS.length }, 'seeded quiz questions');
}
