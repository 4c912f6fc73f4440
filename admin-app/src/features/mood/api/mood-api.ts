import { ANALYTICS_API_PATHS } from '@edna/shared-contracts/rules';
import type { RangeMoods } from '@edna/shared-contracts';
import type { RangeSelection } from '../../../shared/range/date-range';
import { useRangeQuery } from '../../../shared/range/use-range-query';

/** Mood statistics for the selected range, refetched every 30 s while they are shown. */
export function useRangeMoods(selection: RangeSelection) {
  return useRangeQuery<RangeMoods>(ANALYTICS_API_PATHS.moods, selection);
}
