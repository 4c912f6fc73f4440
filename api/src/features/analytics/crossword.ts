import { sql, type SQL } from 'drizzle-orm';
import type { CrosswordAnalytics, CrosswordDayFigures } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { figureOf } from './overview';
import { botFilter, bothPeriods, describeRange, periodOf, ratio, utcDaysOf, type AnalyticsRange } from './range';

type Period = 'current' | 'previous';
interface SolveRow {
  completions: number;
  median: number | null;
  best: number | null;
  hints: number;
  mistakes: number;
  ranked: number;
  practice: number;
}

const solveColumns = sql`count(*)::int as completions, percentile_cont(0.5) within group (order by solve_seconds)::float8 as median,
  min(solve_seconds)::int as best, sum(total_hints)::int as hints, sum(total_mistakes)::int as mistakes,
  count(*) filter (where ranked)::int as ranked, count(*) filter (where not ranked)::int as practice`;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Crossword figures per UTC day and in total, from the sessions (indexed by start and by solve time): sessions count
 * on the day they started (with their resets), solves on the day the last clue was solved. Per-day rows cover the
 * range only (the previous period appears in the totals).
 */
export async function crosswordAnalytics(db: Database, range: AnalyticsRange): Promise<CrosswordAnalytics> {
  // One scan each for starts and solves: grouping sets give the per-day rows of the range and the per-period totals.
  const day = (column: SQL) => sql`to_char(date_trunc('day', ${column}, 'UTC'), 'YYYY-MM-DD')`;
  const [startedRows, solvedRows] = await Promise.all([
    db.execute(sql`
      select ${day(sql`started_at`)} as day, ${periodOf(sql`started_at`, range)} as period, count(*)::int as started, sum(resets)::int as resets
      from crossword_sessions where ${bothPeriods(range, sql`started_at`)} and ${botFilter(range)}
      group by grouping sets ((1, 2), (2))`),
    db.execute(sql`
      select ${day(sql`solved_at`)} as day, ${periodOf(sql`solved_at`, range)} as period, ${solveColumns}
      from crossword_sessions where ${bothPeriods(range, sql`solved_at`)} and ${botFilter(range)}
      group by grouping sets ((1, 2), (2))`),
  ]);
  type Grouped = { day: string | null; period: Period };
  const startRows = rowsOf<Grouped & { started: number; resets: number }>(startedRows);
  const solveRows = rowsOf<Grouped & SolveRow>(solvedRows);
  const started = new Map(startRows.filter((row) => row.day !== null && row.period === 'current').map((row) => [row.day as string, row]));
  const solved = new Map(solveRows.filter((row) => row.day !== null && row.period === 'current').map((row) => [row.day as string, row]));
  const days: CrosswordDayFigures[] = utcDaysOf(range).map((date) => {
    const start = started.get(date);
    const solve = solved.get(date);
    const completions = Number(solve?.completions ?? 0);
    const sessionsStarted = Number(start?.started ?? 0);
    return {
      date,
      sessionsStarted,
      completions,
      completionRate: ratio(completions, sessionsStarted),
      medianSeconds: solve?.median == null ? null : round2(Number(solve.median)),
      bestSeconds: solve?.best == null ? null : Number(solve.best),
      hintsPerSolve: completions > 0 ? round2(Number(solve?.hints ?? 0) / completions) : null,
      mistakesPerSolve: completions > 0 ? round2(Number(solve?.mistakes ?? 0) / completions) : null,
      resets: Number(start?.resets ?? 0),
      rankedSolves: Number(solve?.ranked ?? 0),
      practiceSolves: Number(solve?.practice ?? 0),
    };
  });

  const startTotals = new Map(startRows.filter((row) => row.day === null).map((row) => [row.period, row]));
  const solveTotals = new Map(solveRows.filter((row) => row.day === null).map((row) => [row.period, row]));
  const per = (read: (period: Period) => number | null | undefined) => {
    const values: Partial<Record<Period, number>> = {};
    for (const period of ['current', 'previous'] as const) {
      const value = read(period);
      if (value !== null && value !== undefined) values[period] = value;
    }
    return figureOf(values, range);
  };
  const hasSolves = (solveTotals.get('current')?.completions ?? 0) > 0;
  return {
    range: describeRange(range),
    totals: {
      sessionsStarted: per((period) => Number(startTotals.get(period)?.started ?? 0)),
      completions: per((period) => Number(solveTotals.get(period)?.completions ?? 0)),
      completionRate: per((period) => ratio(Number(solveTotals.get(period)?.completions ?? 0), Number(startTotals.get(period)?.started ?? 0))),
      medianSeconds: hasSolves ? per((period) => nullableNumber(solveTotals.get(period)?.median, round2)) : null,
      bestSeconds: hasSolves ? per((period) => nullableNumber(solveTotals.get(period)?.best)) : null,
      resets: per((period) => Number(startTotals.get(period)?.resets ?? 0)),
      rankedSolves: per((period) => Number(solveTotals.get(period)?.ranked ?? 0)),
      practiceSolves: per((period) => Number(solveTotals.get(period)?.practice ?? 0)),
    },
    days,
  };
}

function nullableNumber(value: number | null | undefined, shape: (value: number) => number = (same) => same): number | null {
  return value === null || value === undefined ? null : shape(Number(value));
}
