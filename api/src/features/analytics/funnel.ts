import { sql } from 'drizzle-orm';
import { FUNNEL_QUIZ_MODES, QUIZ_FUNNEL_STEPS, type QuizFunnel, type QuizFunnelStep } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { botFilter, bothPeriods, counterTable, describeRange, periodOf, ratio, type AnalyticsRange } from './range';

type FunnelMode = (typeof FUNNEL_QUIZ_MODES)[number];

/**
 * Quiz runs that started in the range (and in the period before) and reached each step, per quiz mode. A run counts
 * under its mode once one of its events named it; ALL counts every run, the mode known or not.
 */
export async function quizFunnel(db: Database, range: AnalyticsRange): Promise<QuizFunnel> {
  const rows = rowsOf<{ period: 'current' | 'previous'; quizMode: string; step: QuizFunnelStep; runs: number }>(
    await db.execute(sql`
      select ${periodOf(sql`bucket`, range)} as period, quiz_mode as "quizMode", step, sum(runs)::int as runs
      from ${counterTable('quiz_funnel', range)} where ${bothPeriods(range)} and ${botFilter(range)} group by 1, 2, 3`),
  );
  const counts = new Map<string, number>();
  const key = (period: string, mode: FunnelMode, step: string) => `${period}|${mode}|${step}`;
  for (const row of rows) {
    for (const mode of ['ALL', row.quizMode] as const) {
      const at = key(row.period, mode as FunnelMode, row.step);
      counts.set(at, (counts.get(at) ?? 0) + Number(row.runs));
    }
  }
  return {
    range: describeRange(range),
    modes: FUNNEL_QUIZ_MODES.map((quizMode) => {
      const countOf = (step: QuizFunnelStep) => counts.get(key('current', quizMode, step)) ?? 0;
      const start = countOf(QUIZ_FUNNEL_STEPS[0]);
      return {
        quizMode,
        steps: QUIZ_FUNNEL_STEPS.map((step, index) => ({
          step,
          count: countOf(step),
          previousCount: range.previousFrom ? (counts.get(key('previous', quizMode, step)) ?? 0) : null,
          conversionFromPrevious: index === 0 ? null : ratio(countOf(step), countOf(QUIZ_FUNNEL_STEPS[index - 1] as QuizFunnelStep)),
          conversionFromStart: ratio(countOf(step), start),
        })),
      };
    }),
  };
}
