import { useCallback, useEffect, useRef } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { CROSSWORD } from '@edna/shared-contracts/rules';
import { fetchLeaderboard, LEADERBOARD_QUERY_KEY, leaderboardUrl } from '../api/leaderboard-api';

/** Today's and the all-time list, loaded in parallel on page load; `refreshSoon` reloads both after 0.5 s. */
export function useLeaderboards(date: string, username: string | null) {
  const queryClient = useQueryClient();
  const [daily, allTime] = useQueries({
    queries: [
      {
        queryKey: [LEADERBOARD_QUERY_KEY, 'daily', date, username],
        queryFn: ({ signal }) => fetchLeaderboard(leaderboardUrl({ date }, username), { signal }),
      },
      {
        queryKey: [LEADERBOARD_QUERY_KEY, 'all-time', username],
        queryFn: ({ signal }) => fetchLeaderboard(leaderboardUrl('all-time', username), { signal }),
      },
    ],
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const refreshSoon = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: [LEADERBOARD_QUERY_KEY] });
    }, CROSSWORD.leaderboardRefreshDelayMs);
  }, [queryClient]);
  return {
    daily: daily.data ?? [],
    allTime: allTime.data ?? [],
    loading: daily.isPending || allTime.isPending,
    refreshSoon,
  };
}
