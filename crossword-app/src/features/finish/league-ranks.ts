import { apiRequest } from '@edna/shared-contracts/client';

/** The leagues this browser joined, kept in local storage by the leagues page. */
export const LEAGUES_STORAGE_KEY = 'edna.crossword.leagues';

export interface JoinedLeague {
  code: string;
  name: string;
}

export function joinedLeagues(): JoinedLeague[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LEAGUES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((entry): entry is JoinedLeague => Boolean(entry) && typeof entry.code === 'string' && typeof entry.name === 'string');
  } catch {
    return [];
  }
}

export interface LeagueRank {
  code: string;
  name: string;
  rank: number;
}

/**
 * The player's rank on each joined league's board of the day. A league whose board does not answer, or does not list
 * the player, is left out: the finish shows league ranks only where they are known.
 */
export async function leagueRanks(puzzleDate: string, username: string, leagues: JoinedLeague[] = joinedLeagues()): Promise<LeagueRank[]> {
  const ranks = await Promise.all(
    leagues.map(async (league) => {
      try {
        const entries = await apiRequest<unknown>(
          'GET',
          `/api/crossword/leagues/${encodeURIComponent(league.code)}/leaderboard/${puzzleDate}?username=${encodeURIComponent(username)}`,
        );
        const list = Array.isArray(entries) ? entries : [];
        const mine = list.find((entry: { username?: unknown; rank?: unknown }) => entry?.username === username && typeof entry.rank === 'number') as
          | { rank: number }
          | undefined;
        return mine ? { code: league.code, name: league.name, rank: mine.rank } : null;
      } catch {
        return null;
      }
    }),
  );
  return ranks.filter((rank): rank is LeagueRank => rank !== null);
}
