import { LEAGUES_STORAGE_KEY } from '@edna/shared-contracts/rules';
import type { LeagueSummary } from '@edna/shared-contracts';

/**
 * The leagues this browser joined, kept in local storage under `edna.crossword.leagues` (a JSON array of
 * {code, name}), so the finish dialog can show the player's rank in each. Unreadable storage reads as none.
 */
export function storedLeagues(): LeagueSummary[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LEAGUES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is LeagueSummary => typeof item === 'object' && item !== null && typeof item.code === 'string' && typeof item.name === 'string',
    );
  } catch {
    return [];
  }
}

/** Adds (or renames) a joined league. */
export function rememberLeague(league: LeagueSummary): void {
  const others = storedLeagues().filter((item) => item.code !== league.code);
  try {
    window.localStorage.setItem(LEAGUES_STORAGE_KEY, JSON.stringify([...others, { code: league.code, name: league.name }]));
  } catch {
    // Storage is full or blocked: the league still works, it is just not remembered.
  }
}
