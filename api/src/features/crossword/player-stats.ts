import type { PlayerStats } from '@edna/shared-contracts';

const DAY_MS = 86_400_000;

/** One puzzle date a player completed: the first completed session of that date. */
export interface PlayerSolve {
  puzzleDate: string;
  /** The daily puzzle, completed on its own day (UTC). Anything else is an archive solve. */
  onDay: boolean;
  completionTime: number;
  /** No hint and no mistake in the session's lifetime totals. */
  clean: boolean;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * A player's record from their solves. Only daily puzzles completed on their day count as solves and in the
 * streaks; archive solves (past dates, or a daily puzzle finished after its day) are only counted. The current streak
 * is the run of consecutive days that ends with the last daily solve, while that is today or yesterday (today is
 * still open); the best streak is the longest run ever. The median of an even number of times is the mean of the
 * middle two, rounded.
 */
export function playerStats(solves: readonly PlayerSolve[], today: string): PlayerStats {
  const daily = solves.filter((solve) => solve.onDay);
  const times = daily.map((solve) => solve.completionTime).sort((left, right) => left - right);
  const days = [...new Set(daily.map((solve) => dayNumber(solve.puzzleDate)))].sort((left, right) => left - right);

  let bestStreak = 0;
  let run = 0;
  days.forEach((day, index) => {
    run = index > 0 && day === (days[index - 1] as number) + 1 ? run + 1 : 1;
    bestStreak = Math.max(bestStreak, run);
  });
  const lastDay = days.at(-1);
  const currentStreak = lastDay !== undefined && dayNumber(today) - lastDay <= 1 ? run : 0;

  return {
    currentStreak,
    bestStreak,
    solves: daily.length,
    cleanSolves: daily.filter((solve) => solve.clean).length,
    bestTime: times[0] ?? null,
    medianTime: median(times),
    lastSolvedDate: lastDay === undefined ? null : new Date(lastDay * DAY_MS).toISOString().slice(0, 10),
    archiveSolves: solves.length - daily.length,
  };
}

function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return Math.round(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}
