import { CROSSWORD } from '@edna/shared-contracts/rules';
import type { LeaderboardEntry } from '@edna/shared-contracts';

export interface FetchLeaderboardOptions {
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function leaderboardUrl(scope: 'all-time' | { date: string }, username: string | null): string {
  const path = scope === 'all-time' ? '/api/crossword/leaderboard/all-time' : `/api/crossword/leaderboard/${encodeURIComponent(scope.date)}`;
  return username ? `${path}?username=${encodeURIComponent(username)}` : path;
}

/**
 * One leaderboard list: retried up to 2 times, waiting 1 s then 2 s, on a non-OK status or a
 * network failure; if it still fails, the list is empty (the failure is only logged).
 */
export async function fetchLeaderboard(url: string, { fetchImpl = fetch, sleep = wait, signal }: FetchLeaderboardOptions = {}): Promise<LeaderboardEntry[]> {
  const delays = CROSSWORD.leaderboardRetryDelaysMs;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      const response = await fetchImpl(url, { credentials: 'include', signal });
      if (response.ok) {
        const body: unknown = await response.json();
        return Array.isArray(body) ? (body as LeaderboardEntry[]) : [];
      }
      console.warn(`Leaderboard ${url} answered ${response.status}`);
    } catch (error) {
      if (signal?.aborted) throw error;
      console.warn(`Leaderboard ${url} failed`, error);
    }
    const delay = delays[attempt];
    if (delay === undefined) break;
    await sleep(delay);
  }
  console.error(`Leaderboard ${url} could not be loaded; showing an empty list.`);
  return [];
}
