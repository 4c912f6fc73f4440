import { asc } from 'drizzle-orm';
import { OPTION_IDS, questionFingerprint, type QuestionSource } from '@edna/shared-contracts';
import { questions } from '../../db/schema';
import type { Database } from '../../lib/db';
import type { CandidateQuestion } from './question-candidate';

/** Every question text of the bank, active or not, oldest first. */
export async function loadBankTexts(db: Database): Promise<string[]> {
  const rows = await db.select({ text: questions.text }).from(questions).orderBy(asc(questions.id));
  return rows.map((row) => row.text);
}

/**
 * Stores new questions; one whose fingerprint (shared questionFingerprint, as the seed uses) is already stored is
 * skipped by the unique index, so concurrent generations never duplicate. Returns how many were stored.
 */
export async function insertGeneratedQuestions(
  db: Database,
  candidates: readonly CandidateQuestion[],
  source: QuestionSource,
  diagnosticPower: number,
): Promise<number> {
  if (candidates.length === 0) return 0;
  const rows = await db
    .insert(questions)
    .values(
      candidates.map((candidate) => ({
        text: candidate.text,
        category: candidate.category,
        options: OPTION_IDS.map((id, index) => ({ id, text: candidate.options[index] ?? '' })),
        diagnosticPower,
        source,
        active: true,
        fingerprint: questionFingerprint(candidate.text),
      })),
    )
    .onConflictDoNothing({ target: questions.fingerprint })
    .returning({ id: questions.id });
  return rows.length;
}
