/**
 * The crossword's solve-time histograms (crossword_session_counts.solve_times): solves counted by position, one
 * position per second below 100 s, then 50 positions per doubling of the time (100–199 s in steps of 2 s, 200–399 s
 * in steps of 4 s, ...). The positions are assigned by crossword_solve_time_bucket (migration 0008); this reads them.
 */

const EXACT_SECONDS = 100;
const POSITIONS_PER_DOUBLING = 50;

/** The solve times (whole seconds, inclusive) one histogram position holds. */
export function solveTimeBucketBounds(position: number): { from: number; to: number } {
  if (position < EXACT_SECONDS) return { from: position, to: position };
  const doublings = Math.floor((position - EXACT_SECONDS) / POSITIONS_PER_DOUBLING) + 1;
  const width = 2 ** doublings;
  const from = EXACT_SECONDS * 2 ** (doublings - 1) + ((position - EXACT_SECONDS) % POSITIONS_PER_DOUBLING) * width;
  return { from, to: from + width - 1 };
}

/** Adds a histogram into another (positions a row never reached read as 0). */
export function addSolveTimes(into: number[], times: readonly (number | null)[]): number[] {
  times.forEach((count, position) => {
    into[position] = (into[position] ?? 0) + Number(count ?? 0);
  });
  return into;
}

/**
 * The median solve time of a histogram, as `percentile_cont(0.5)` over the times would give it, with each time
 * taken as the middle of its position: exact below 100 s, within 1% above. Null without solves.
 */
export function medianSolveSeconds(times: readonly (number | undefined)[]): number | null {
  const total = times.reduce<number>((sum, count) => sum + (count ?? 0), 0);
  if (total === 0) return null;
  const lowerRank = Math.floor((total + 1) / 2);
  const upperRank = Math.floor(total / 2) + 1;
  let lower: number | null = null;
  let seen = 0;
  for (const [position, count] of times.entries()) {
    if (!count) continue;
    seen += count;
    const { from, to } = solveTimeBucketBounds(position);
    const middle = (from + to) / 2;
    if (lower === null && seen >= lowerRank) lower = middle;
    if (seen >= upperRank) return ((lower ?? middle) + middle) / 2;
  }
  return lower;
}
