import { sql } from 'drizzle-orm';
import type { CrosswordAnalytics, CrosswordDayFigures } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { figureOf } from './overview';
import { botFilter, bothPeriods, currentPeriod, describeRange, periodOf, ratio, utcDaysOf, type AnalyticsRange } from './range';

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
 * on the day they started (with their resets), solves on the day the last clue was solved.
 */
export async function crosswordAnalytics(db: Database, range: AnalyticsRange): Promise<CrosswordAnalytics> {
  const [startedRows, solvedRows, totalStartedRows, totalSolvedRows] = await Promise.all([
    db.execute(sql`
      select to_char(date_trunc('day', started_at, 'UTC'), 'YYYY-MM-DD') as day, count(*)::int as started, sum(resets)::int as resets
      from crossword_sessions where ${currentPeriod(range, sql`started_at`)} and ${botFilter(range)} group by 1`),
    db.execute(sql`
      select to_char(date_trunc('day', solved_at, 'UTC'), 'YYYY-MM-DD') as day, ${solveColumns}
      from crossword_sessions where ${currentPeriod(range, sql`solved_at`)} and ${botFilter(range)} group by 1`),
    db.execute(sql`
      select ${periodOf(sql`started_at`, range)} as period, count(*)::int as started, sum(resets)::int as resets
      from crossword_sessions where ${bothPeriods(range, sql`started_at`)} and ${botFilter(range)} group by 1`),
    db.execute(sql`
      select ${periodOf(sql`solved_at`, range)} as period, ${solveColumns}
      from crossword_sessions where ${bothPeriods(range, sql`solved_at`)} and ${botFilter(range)} group by 1`),
  ]);
  const started = new Map(rowsOf<{ day: string; started: number; resets: number }>(startedRows).map((row) => [row.day, row]));
  const solved = new Map(rowsOf<SolveRow & { day: string }>(solvedRows).map((row) => [row.day, row]));
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

  const startTotals = new Map(rowsOf<{ period: Period; started: number; resets: number }>(totalStartedRows).map((row) => [row.period, row]));
  const solveTotals = new Map(rowsOf<SolveRow & { period: Period }>(totalSolvedRows).map((row) => [row.period, row]));
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
