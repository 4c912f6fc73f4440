import { CROSSWORD } from '@edna/shared-contracts/rules';
import type { LeaderboardEntry } from '@edna/shared-contracts';

/**
 * The list to show when a live update (the top entries) has arrived: the live top, then the player's own entry
 * beyond the top from the HTTP list (a live update names nobody's rank past the top) unless the live top now has it.
 */
export function mergeLiveTop(live: LeaderboardEntry[] | null, loaded: LeaderboardEntry[], username: string | null): LeaderboardEntry[] {
  if (!live) return loaded;
  const top = live.slice(0, CROSSWORD.leaderboardTop);
  const own = loaded.find((entry) => entry.rank > CROSSWORD.leaderboardTop && entry.username === username);
  return own && !top.some((entry) => entry.username === username) ? [...top, own] : top;
}

/** A clean solve: no hint and no mistake. */
export const isCleanSolve = (entry: Pick<LeaderboardEntry, 'hintsUsed' | 'mistakesCount'>) => entry.hintsUsed === 0 && entry.mistakesCount === 0;
