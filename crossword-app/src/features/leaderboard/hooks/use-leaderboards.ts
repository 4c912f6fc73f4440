import { useCallback, useEffect, useRef } from 'react';
import { CROSSWORD } from '@edna/shared-contracts/rules';
import { useRead } from '../../../shared/hooks/use-read';
import { fetchLeaderboard, leaderboardUrl } from '../api/leaderboard-api';

/**
 * Today's and the all-time list, loaded in parallel on page load; `refreshSoon` reloads both after 0.5 s. The daily
 * puzzle's page has no data client (shared/hooks/use-read.ts).
 */
export function useLeaderboards(date: string, username: string | null) {
  const dailyUrl = leaderboardUrl({ date }, username);
  const allTimeUrl = leaderboardUrl('all-time', username);
  const daily = useRead(dailyUrl, (signal) => fetchLeaderboard(dailyUrl, { signal }));
  const allTime = useRead(allTimeUrl, (signal) => fetchLeaderboard(allTimeUrl, { signal }));
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { refetch: refetchDaily } = daily;
  const { refetch: refetchAllTime } = allTime;
  const refreshSoon = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      refetchDaily();
      refetchAllTime();
    }, CROSSWORD.leaderboardRefreshDelayMs);
  }, [refetchDaily, refetchAllTime]);
  return {
    daily: daily.data ?? [],
    allTime: allTime.data ?? [],
    loading: daily.isPending || allTime.isPending,
    refreshSoon,
  };
}
