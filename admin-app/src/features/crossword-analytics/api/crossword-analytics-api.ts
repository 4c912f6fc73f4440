import { ANALYTICS_API_PATHS } from '@edna/shared-contracts/rules';
import type { CrosswordAnalytics } from '@edna/shared-contracts';
import type { RangeSelection } from '../../../shared/range/date-range';
import { useRangeQuery } from '../../../shared/range/use-range-query';

export function useCrosswordAnalytics(selection: RangeSelection) {
  return useRangeQuery<CrosswordAnalytics>(ANALYTICS_API_PATHS.crosswordDays, selection);
}
