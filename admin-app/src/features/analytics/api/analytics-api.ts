import { useQuery } from '@tanstack/react-query';
import { ADMIN } from '@edna/shared-contracts/rules';
import type { AnalyticsSummary } from '@edna/shared-contracts';
import { ADMIN_QUERY_KEYS } from '../../../shared/lib/query-keys';
import { jsonQueryFn } from '../../../shared/lib/query-fn';

/** The analytics summary, refetched every 30 s while it is shown. */
export function useAnalytics() {
  return useQuery<AnalyticsSummary>({
    queryKey: ADMIN_QUERY_KEYS.analytics,
    queryFn: jsonQueryFn<AnalyticsSummary>(),
    refetchInterval: ADMIN.refetchIntervalMs,
  });
}
