import { sql } from 'drizzle-orm';
import type { AnalyticsFigure, CrosswordAnalytics, CrosswordDayFigures } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { figureOf } from './overview';
import { botFilter, bothPeriods, describeRange, ratio, utcDaysOf, type AnalyticsRange } from './range';
import { addSolveTimes, medianSolveSeconds } from './solve-times';

type Period = 'current' | 'previous';

/** The counted columns of crossword_session_counts, or their sums over several rows. */
export interface CrosswordCounterSums {
  sessionsStarted: number;
  resets: number;
  completions: number;
  hints: number;
  mistakes: number;
  rankedSolves: number;
  practiceSolves: number;
  bestSeconds: number | null;
}

/** One row of crossword_session_counts: an hour or a UTC day, and a bot flag. */
interface CounterRow extends CrosswordCounterSums {
  bucket: Date | string;
  solveTimes: (number | null)[];
}

interface Totals extends CrosswordCounterSums {
  solveTimes: number[];
}

const emptyTotals = (): Totals => ({
  sessionsStarted: 0,
  resets: 0,
  completions: 0,
  hints: 0,
  mistakes: 0,
  rankedSolves: 0,
  practiceSolves: 0,
  bestSeconds: null,
  solveTimes: [],
});

function add(into: Totals, row: CounterRow): void {
  into.sessionsStarted += Number(row.sessionsStarted);
  into.resets += Number(row.resets);
  into.completions += Number(row.completions);
  into.hints += Number(row.hints);
  into.mistakes += Number(row.mistakes);
  into.rankedSolves += Number(row.rankedSolves);
  into.practiceSolves += Number(row.practiceSolves);
  if (row.bestSeconds !== null && Number(row.completions) > 0) {
    into.bestSeconds = into.bestSeconds === null ? Number(row.bestSeconds) : Math.min(into.bestSeconds, Number(row.bestSeconds));
  }
  addSolveTimes(into.solveTimes, row.solveTimes);
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const perSolve = (sum: number, completions: number) => (completions > 0 ? round2(sum / completions) : null);

/** The hour or day counters of the range and the period before it (crossword_session_counts, kept by trigger). */
async function crosswordCounterRows(db: Database, range: AnalyticsRange): Promise<CounterRow[]> {
  const result = await db.execute(sql`
    select bucket, sessions_started as "sessionsStarted", resets, completions, hints, mistakes, ranked_solves as "rankedSolves",
      practice_solves as "practiceSolves", best_seconds as "bestSeconds", solve_times as "solveTimes"
    from crossword_session_counts where granularity = ${range.granularity} and ${bothPeriods(range)} and ${botFilter(range)}`);
  return rowsOf<CounterRow>(result);
}

/**
 * Crossword figures per UTC day and in total, from the hour or day counters: sessions count on the day they started
 * (with their resets), solves on the day the last clue was solved. Per-day rows cover the range only (the previous
 * period appears in the totals). Medians come from the solve-time histograms (see solve-times.ts).
 */
export async function crosswordAnalytics(db: Database, range: AnalyticsRange): Promise<CrosswordAnalytics> {
  const rows = await crosswordCounterRows(db, range);
  const periods: Record<Period, Totals> = { current: emptyTotals(), previous: emptyTotals() };
  const perDay = new Map<string, Totals>();
  for (const row of rows) {
    const bucket = new Date(row.bucket);
    if (bucket < range.from) {
      add(periods.previous, row);
      continue;
    }
    add(periods.current, row);
    const day = bucket.toISOString().slice(0, 10);
    const totals = perDay.get(day) ?? emptyTotals();
    add(totals, row);
    perDay.set(day, totals);
  }

  const days: CrosswordDayFigures[] = utcDaysOf(range).map((date) => {
    const day = perDay.get(date) ?? emptyTotals();
    const median = medianSolveSeconds(day.solveTimes);
    return {
      date,
      sessionsStarted: day.sessionsStarted,
      completions: day.completions,
      completionRate: ratio(day.completions, day.sessionsStarted),
      medianSeconds: median === null ? null : round2(median),
      bestSeconds: day.bestSeconds,
      hintsPerSolve: perSolve(day.hints, day.completions),
      mistakesPerSolve: perSolve(day.mistakes, day.completions),
      resets: day.resets,
      rankedSolves: day.rankedSolves,
      practiceSolves: day.practiceSolves,
    };
  });

  const per = (read: (totals: Totals) => number | null): AnalyticsFigure => {
    const values: Partial<Record<Period, number>> = {};
    for (const period of ['current', 'previous'] as const) {
      const value = read(periods[period]);
      if (value !== null) values[period] = value;
    }
    return figureOf(values, range);
  };
  const hasSolves = periods.current.completions > 0;
  return {
    range: describeRange(range),
    totals: {
      sessionsStarted: per((totals) => totals.sessionsStarted),
      completions: per((totals) => totals.completions),
      completionRate: per((totals) => ratio(totals.completions, totals.sessionsStarted)),
      medianSeconds: hasSolves ? per((totals) => nullableRound(medianSolveSeconds(totals.solveTimes))) : null,
      bestSeconds: hasSolves ? per((totals) => totals.bestSeconds) : null,
      resets: per((totals) => totals.resets),
      rankedSolves: per((totals) => totals.rankedSolves),
      practiceSolves: per((totals) => totals.practiceSolves),
    },
    days,
  };
}

const nullableRound = (value: number | null) => (value === null ? null : round2(value));
