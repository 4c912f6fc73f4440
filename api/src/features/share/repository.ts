import { eq } from 'drizzle-orm';
import { claritySentence, typeMixOf, type EntrepreneurType, type QuizResult, type TypeMix } from '@edna/shared-contracts';
import { quizResults, shareBadges } from '../../db/schema';
import type { Database } from '../../lib/db';

export interface ShareBadge {
  id: string;
  type: EntrepreneurType;
  /** The five-type mix of the kept result the share belongs to; null for a share of a type alone. */
  mix: TypeMix | null;
  /** The kept result's clarity sentence ("Clear result: …"); null without a kept result or for one stored before it. */
  confidence: string | null;
}

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return true;
  }
  return false;
}

/** Stores a share; false when its result was deleted in the meantime (the foreign key refuses it). */
export async function insertShareBadge(db: Database, badge: { id: string; type: EntrepreneurType; resultId: string | null }): Promise<boolean> {
  try {
    await db.insert(shareBadges).values({ id: badge.id, type: badge.type, resultId: badge.resultId });
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function findShareBadge(db: Database, id: string): Promise<ShareBadge | null> {
  const [row] = await db
    .select({ id: shareBadges.id, type: shareBadges.type, result: quizResults.result })
    .from(shareBadges)
    .leftJoin(quizResults, eq(quizResults.id, shareBadges.resultId))
    .where(eq(shareBadges.id, id))
    .limit(1);
  if (!row) return null;
  const result = row.result as QuizResult | null;
  return { id: row.id, type: row.type as EntrepreneurType, mix: result ? typeMixOf(result) : null, confidence: result ? claritySentence(result) : null };
}
