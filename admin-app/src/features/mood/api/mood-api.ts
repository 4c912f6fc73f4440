import { useQuery } from '@tanstack/react-query';
import { ADMIN } from '@edna/shared-contracts/rules';
import type { MoodStats } from '@edna/shared-contracts';
import { ADMIN_QUERY_KEYS } from '../../../shared/lib/query-keys';
import { jsonQueryFn } from '../../../shared/lib/query-fn';

/** Mood statistics, refetched every 30 s while they are shown. */
export function useMoodStats() {
  return useQuery<MoodStats>({
    queryKey: ADMIN_QUERY_KEYS.moodStats,
    queryFn: jsonQueryFn<MoodStats>(),
    refetchInterval: ADMIN.refetchIntervalMs,
  });
}
