/** The crossword counters (crossword_session_counts) as stored, and as they should be computed from the sessions. */
import { sql } from 'drizzle-orm';
import type { CrosswordCounterSums } from '../features/analytics/crossword';
import { solveTimeBucketBounds } from '../features/analytics/solve-times';
import { rowsOf, type Database } from '../lib/db';

export interface CrosswordCountRow extends CrosswordCounterSums {
  granularity: string;
  bucket: string;
  bot: boolean;
  /** `from-to:solves` per histogram position holding solves, fastest first. */
  solveTimes: string[];
}

type Row = Omit<CrosswordCountRow, 'bucket' | 'solveTimes'> & { bucket: Date | string };

const describePosition = (position: number, solves: number) => {
  const { from, to } = solveTimeBucketBounds(position);
  return `${from}-${to}:${solves}`;
};

/** The histogram position holding a time, found from the reader's bounds alone. */
function positionOf(seconds: number): number {
  for (let position = 0; position < 5000; position += 1) {
    const { from, to } = solveTimeBucketBounds(position);
    if (seconds >= from && seconds <= to) return position;
  }
  throw new Error(`no histogram position holds ${seconds} s`);
}

const shape = (row: Row, solveTimes: string[]): CrosswordCountRow => ({
  ...row,
  bucket: new Date(row.bucket).toISOString(),
  sessionsStarted: Number(row.sessionsStarted),
  resets: Number(row.resets),
  completions: Number(row.completions),
  hints: Number(row.hints),
  mistakes: Number(row.mistakes),
  rankedSolves: Number(row.rankedSolves),
  practiceSolves: Number(row.practiceSolves),
  bestSeconds: row.bestSeconds === null ? null : Number(row.bestSeconds),
  solveTimes,
});

const order = sql`order by granularity, bucket, bot`;

/** The stored counter rows that count anything. */
export async function storedCrosswordCounts(db: Database): Promise<CrosswordCountRow[]> {
  const rows = rowsOf<Row & { times: (number | null)[] }>(
    await db.execute(sql`
      select granularity, bucket, bot, sessions_started as "sessionsStarted", resets, completions, hints, mistakes, ranked_solves as "rankedSolves",
        practice_solves as "practiceSolves", best_seconds as "bestSeconds", solve_times as times
      from crossword_session_counts where sessions_started <> 0 or completions <> 0 or resets <> 0 ${order}`),
  );
  return rows.map(({ times, ...row }) =>
    shape(
      row,
      times.flatMap((solves, position) => (solves ? [describePosition(position, Number(solves))] : [])),
    ),
  );
}

/** What the counter rows should hold, computed from every stored session. */
export async function crosswordCountsFromSessions(db: Database): Promise<CrosswordCountRow[]> {
  const rows = rowsOf<Row & { seconds: (number | null)[] }>(
    await db.execute(sql`
      select granularity, bucket, bot, sum(started)::int as "sessionsStarted", sum(resets)::int as resets, sum(solved)::int as completions,
        sum(hints)::int as hints, sum(mistakes)::int as mistakes, sum(ranked)::int as "rankedSolves", sum(solved - ranked)::int as "practiceSolves",
        min(seconds) as "bestSeconds", coalesce(array_agg(seconds) filter (where seconds is not null), '{}') as seconds
      from (
        select unit as granularity, date_trunc(unit, started_at, 'UTC') as bucket, bot, 1 as started, resets, 0 as solved, 0 as hints, 0 as mistakes,
          0 as ranked, null::int as seconds
        from crossword_sessions, unnest(array['day', 'hour']) as unit
        union all
        select unit, date_trunc(unit, solved_at, 'UTC'), bot, 0, 0, 1, total_hints, total_mistakes, ranked::int, solve_seconds
        from crossword_sessions, unnest(array['day', 'hour']) as unit where solved_at is not null
      ) as parts group by 1, 2, 3 ${order}`),
  );
  return rows.map(({ seconds, ...row }) => {
    const solves = new Map<number, number>();
    for (const time of seconds) if (time !== null) solves.set(positionOf(Number(time)), (solves.get(positionOf(Number(time))) ?? 0) + 1);
    const times = [...solves.entries()].sort(([a], [b]) => a - b).map(([position, count]) => describePosition(position, count));
    return shape(row, times);
  });
}
