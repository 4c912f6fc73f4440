import { eq, sql } from 'drizzle-orm';
import { CATEGORY_KEYS, isCompareCode, isResultToken, type CategoryKey, type TypeMix } from '@edna/shared-contracts';
import { quizResults } from '../../db/schema';
import { rowsOf, type Database } from '../../lib/db';
import { hashLinkSecret, keptResultColumns, toKeptResult, type KeptResult } from '../../shared/kept-results';

/** The result this compare code shows, or null (also for anything that cannot be a compare code). */
export async function findResultByCompareCode(db: Database, code: string): Promise<KeptResult | null> {
  if (!isCompareCode(code)) return null;
  const [row] = await db.select(keptResultColumns).from(quizResults).where(eq(quizResults.compareHash, hashLinkSecret(code))).limit(1);
  return toKeptResult(row);
}

/** Deletes the result this link token opens; its shares go with it (foreign key). True when there was one. */
export async function deleteResultByToken(db: Database, token: string): Promise<boolean> {
  if (!isResultToken(token)) return false;
  const deleted = await db.delete(quizResults).where(eq(quizResults.tokenHash, hashLinkSecret(token))).returning({ id: quizResults.id });
  return deleted.length > 0;
}

export interface PercentileCounts {
  /** Stored results with a lower percentage than the given one, per type. */
  below: Record<CategoryKey, number>;
  /** Stored results (every result adds one row per type, so any type's total is the number of results). */
  total: number;
}

/** Counts for percentiles from the per-type histogram kept by triggers: at most 5 x 101 rows, whatever the number of results. */
export async function countResultsBelow(db: Database, mix: TypeMix): Promise<PercentileCounts> {
  const wanted = sql.join(
    CATEGORY_KEYS.map((key) => sql`(${key}::text, ${Math.round(mix[key])}::int)`),
    sql`, `,
  );
  const rows = rowsOf<{ category: CategoryKey; below: number; total: number }>(
    await db.execute(sql`
      select histogram.category,
        coalesce(sum(histogram.count) filter (where histogram.percentage < wanted.value), 0)::int as below,
        coalesce(sum(histogram.count), 0)::int as total
      from quiz_result_percentages as histogram
      join (values ${wanted}) as wanted(category, value) on wanted.category = histogram.category
      group by histogram.category`),
  );
  const below = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, 0])) as Record<CategoryKey, number>;
  let total = 0;
  for (const row of rows) {
    below[row.category] = Number(row.below);
    total = Math.max(total, Number(row.total));
  }
  return { below, total };
}
