import { sql } from 'drizzle-orm';
import { ANALYTICS_OVERVIEW_FIGURES, ENTREPRENEUR_TYPES, type AnalyticsFigure, type AnalyticsOverview, type AnalyticsOverviewFigure } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { botFilter, bothPeriods, bucketStarts, counterTable, currentPeriod, describeRange, periodOf, ratio, type AnalyticsRange } from './range';

/** Events that share a result: any network, the badge download and a copied link. */
export const SHARE_EVENTS = ['results_shared', 'shared_to_facebook', 'shared_to_twitter', 'shared_to_linkedin', 'download_badge', 'link_copied'];

type Period = 'current' | 'previous';

/** A figure from its value per period; previousValue is null when the range has no previous period. */
export function figureOf(values: Partial<Record<Period, number>>, range: AnalyticsRange): AnalyticsFigure {
  return { value: values.current ?? 0, previousValue: range.previousFrom ? (values.previous ?? 0) : null };
}

/**
 * The headline figures of a range and of the period before it, from the hour or day counters: events (per name and
 * per bucket), quiz runs started and completed (funnel counters), shares, moods, crossword sessions and solves (crossword
 * counters); and the range's stored quiz results per primary type (their hour or day counters).
 */
export async function analyticsOverview(db: Database, range: AnalyticsRange): Promise<AnalyticsOverview> {
  const [eventRows, bucketRows, runRows, crosswordRows, resultRows] = await Promise.all([
    db.execute(sql`
      select ${periodOf(sql`bucket`, range)} as period, event, sum(count)::int as count from ${counterTable('analytics_event', range)}
      where ${bothPeriods(range)} and ${botFilter(range)} group by 1, 2`),
    db.execute(sql`
      select bucket, bot, sum(count)::int as count from ${counterTable('analytics_event', range)}
      where ${currentPeriod(range)} group by 1, 2`),
    db.execute(sql`
      select ${periodOf(sql`bucket`, range)} as period, step, sum(runs)::int as runs from ${counterTable('quiz_funnel', range)}
      where ${bothPeriods(range)} and ${botFilter(range)} and step in ('first_answer', 'results_viewed') group by 1, 2`),
    db.execute(sql`
      select ${periodOf(sql`bucket`, range)} as period, sum(sessions_started)::int as started, sum(completions)::int as solved
      from crossword_session_counts where granularity = ${range.granularity} and ${bothPeriods(range)} and ${botFilter(range)} group by 1`),
    db.execute(sql`
      select category, sum(count)::int as count from ${counterTable('quiz_result', range)}
      where ${currentPeriod(range)} and ${botFilter(range)} group by 1`),
  ]);

  const totals = Object.fromEntries(ANALYTICS_OVERVIEW_FIGURES.map((name) => [name, {}])) as Record<AnalyticsOverviewFigure, Partial<Record<Period, number>>>;
  const add = (name: AnalyticsOverviewFigure, period: Period, count: number) => {
    totals[name][period] = (totals[name][period] ?? 0) + count;
  };
  const perEvent = new Map<string, Partial<Record<Period, number>>>();
  const perBucket = new Map<number, { events: number; botEvents: number }>();
  for (const row of rowsOf<{ bucket: Date | string; bot: boolean; count: number }>(bucketRows)) {
    const bucket = new Date(row.bucket).getTime();
    const entry = perBucket.get(bucket) ?? { events: 0, botEvents: 0 };
    if (row.bot) entry.botEvents += Number(row.count);
    if (!row.bot || range.includeBots) entry.events += Number(row.count);
    perBucket.set(bucket, entry);
  }
  for (const row of rowsOf<{ period: Period; event: string; count: number }>(eventRows)) {
    const { period } = row;
    const count = Number(row.count);
    const eventTotals = perEvent.get(row.event) ?? {};
    eventTotals[period] = (eventTotals[period] ?? 0) + count;
    perEvent.set(row.event, eventTotals);
    add('events', period, count);
    if (row.event === 'mood_tracked') add('moods', period, count);
    if (SHARE_EVENTS.includes(row.event)) add('shares', period, count);
  }

  const runs: Record<string, Partial<Record<Period, number>>> = { first_answer: {}, results_viewed: {} };
  for (const row of rowsOf<{ period: Period; step: string; runs: number }>(runRows)) {
    const step = runs[row.step];
    if (step) step[row.period] = Number(row.runs);
  }
  totals.quizSessions = runs.first_answer ?? {};
  // A completion is a run that reached its results, as in the funnel (not every results_viewed event: a reload views
  // them again).
  totals.quizCompletions = runs.results_viewed ?? {};
  for (const period of ['current', 'previous'] as const) {
    const rate = ratio(runs.results_viewed?.[period] ?? 0, runs.first_answer?.[period] ?? 0);
    if (rate !== null) totals.quizCompletionRate[period] = rate;
  }
  for (const row of rowsOf<{ period: Period; started: number; solved: number }>(crosswordRows)) {
    add('crosswordSessions', row.period, Number(row.started));
    add('crosswordCompletions', row.period, Number(row.solved));
  }

  return {
    range: describeRange(range),
    figures: Object.fromEntries(ANALYTICS_OVERVIEW_FIGURES.map((name) => [name, figureOf(totals[name], range)])) as AnalyticsOverview['figures'],
    eventCounts: Object.fromEntries([...perEvent.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([event, values]) => [event, figureOf(values, range)])),
    completionsByResult: {
      ...Object.fromEntries(ENTREPRENEUR_TYPES.map((type) => [type, 0])),
      ...Object.fromEntries(rowsOf<{ category: string; count: number }>(resultRows).map((row) => [row.category, Number(row.count)])),
    },
    buckets: bucketStarts(range).map((start) => ({ start: start.toISOString(), ...(perBucket.get(start.getTime()) ?? { events: 0, botEvents: 0 }) })),
  };
}
