import { ANALYTICS_API_PATHS } from '@edna/shared-contracts/rules';
import type { AnalyticsOverview, QuizDropOff, QuizFunnel } from '@edna/shared-contracts';
import type { RangeSelection } from '../../../shared/range/date-range';
import { useRangeQuery } from '../../../shared/range/use-range-query';

export function useAnalyticsOverview(selection: RangeSelection) {
  return useRangeQuery<AnalyticsOverview>(ANALYTICS_API_PATHS.overview, selection);
}

export function useQuizFunnel(selection: RangeSelection) {
  return useRangeQuery<QuizFunnel>(ANALYTICS_API_PATHS.funnel, selection);
}

export function useQuizDropOff(selection: RangeSelection) {
  return useRangeQuery<QuizDropOff>(ANALYTICS_API_PATHS.dropOff, selection);
}
