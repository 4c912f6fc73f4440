/** Kept results: reopening one from its private link, deleting it, showing it to a co-founder, and its percentiles. */
import {
  CATEGORY_KEYS,
  PERCENTILE_MIN_RESULTS,
  typeMixOf,
  type ComparedResultResponse,
  type KeptResultResponse,
  type ResultPercentiles,
  type TypeMix,
} from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { compareCodeFor, findResultByToken } from '../../shared/kept-results';
import { countResultsBelow, deleteResultByToken, findResultByCompareCode, type PercentileCounts } from './result-repository';

const RESULT_NOT_FOUND = 'No result has this link. It may have been deleted, or the link was not copied in full.';

/**
 * Percentile of each type: the share of stored results with a strictly lower percentage for that type, rounded
 * down ("more Visionary than 72% of people"); null while fewer than PERCENTILE_MIN_RESULTS results are stored.
 */
export function percentilesFrom(counts: PercentileCounts): ResultPercentiles | null {
  if (counts.total < PERCENTILE_MIN_RESULTS) return null;
  const byCategory = Object.fromEntries(
    CATEGORY_KEYS.map((key) => [key, Math.min(100, Math.floor((100 * counts.below[key]) / counts.total))]),
  ) as ResultPercentiles['byCategory'];
  return { resultCount: counts.total, byCategory };
}

export async function percentilesOf(db: Database, mix: TypeMix): Promise<ResultPercentiles | null> {
  return percentilesFrom(await countResultsBelow(db, mix));
}

export async function openKeptResult(db: Database, token: string): Promise<KeptResultResponse> {
  const kept = await findResultByToken(db, token);
  if (!kept) throw notFound(RESULT_NOT_FOUND, 'result_not_found');
  return {
    result: kept.result as KeptResultResponse['result'],
    compareCode: compareCodeFor(token),
    takenAt: kept.createdAt.toISOString(),
    percentiles: await percentilesOf(db, typeMixOf(kept.result)),
  };
}

export async function deleteKeptResult(db: Database, token: string): Promise<void> {
  if (!(await deleteResultByToken(db, token))) throw notFound(RESULT_NOT_FOUND, 'result_not_found');
}

export async function openComparedResult(db: Database, code: string): Promise<ComparedResultResponse> {
  const kept = await findResultByCompareCode(db, code);
  if (!kept) throw notFound('No result has this compare link. It may have been deleted, or the link was not copied in full.', 'result_not_found');
  const { resultId: _resultId, ...result } = kept.result;
  return { result, takenAt: kept.createdAt.toISOString() };
}
