import { sql } from 'drizzle-orm';
import { DROP_OFF_QUESTIONS_LIMIT, MOODS, type Mood, type QuizDropOff } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { figureOf } from './overview';
import { botFilter, bothPeriods, counterTable, currentPeriod, describeRange, periodOf, ratio, type AnalyticsRange } from './range';

type DropOffQuestion = QuizDropOff['questions'][number];

export function emptyMoodCounts(): Record<Mood, number> {
  return Object.fromEntries(MOODS.map((mood) => [mood, 0])) as Record<Mood, number>;
}

/** The sums of the per-mood columns of question_mood_* (stored moods), one output column per mood. */
export const moodSums = sql.join(
  MOODS.map((mood) => sql`sum(${sql.identifier(mood)})::int as ${sql.identifier(mood)}`),
  sql`, `,
);

export function moodCountsOf(row: Partial<Record<Mood, number | string>>): Record<Mood, number> {
  return Object.fromEntries(MOODS.map((mood) => [mood, Number(row[mood] ?? 0)])) as Record<Mood, number>;
}

/**
 * Every (last question index, last question) of the unfinished runs that started in the range, most runs first,
 * with the question's text, the moods given on it in the range and its observed discrimination (the bank's value
 * once it is computed from real answers). `limit` null: all of them.
 */
export async function dropOffQuestions(db: Database, range: AnalyticsRange, limit: number | null): Promise<DropOffQuestion[]> {
  const rows = rowsOf<{ questionIndex: number; questionId: number; runs: number; text: string | null; observed: number | null }>(
    await db.execute(sql`
      select d.question_index as "questionIndex", d.question_id as "questionId", d.runs, q.text,
        case when q.diagnostic_power_computed_at is not null then q.diagnostic_power end as observed
      from (
        select question_index, question_id, sum(runs)::int as runs from ${counterTable('quiz_drop_off', range)}
        where ${currentPeriod(range)} and ${botFilter(range)} group by 1, 2 having sum(runs) > 0
        order by 3 desc, 1, 2 ${limit === null ? sql`` : sql`limit ${limit}`}
      ) d left join questions q on q.id = d.question_id
      order by d.runs desc, d.question_index, d.question_id`),
  );
  const questionIds = [...new Set(rows.map((row) => Number(row.questionId)))];
  const moods = new Map<number, Record<Mood, number>>();
  if (questionIds.length > 0) {
    const moodRows = rowsOf<{ questionId: number } & Record<Mood, number>>(
      await db.execute(sql`
        select question_id as "questionId", ${moodSums} from ${counterTable('question_mood', range)}
        where ${currentPeriod(range)} and ${botFilter(range)} and question_id in (${sql.join(questionIds.map((id) => sql`${id}`), sql`, `)})
        group by 1`),
    );
    for (const row of moodRows) moods.set(Number(row.questionId), moodCountsOf(row));
  }
  return rows.map((row) => ({
    questionId: Number(row.questionId),
    questionIndex: Number(row.questionIndex),
    text: row.text ?? '',
    sessions: Number(row.runs),
    moodCounts: moods.get(Number(row.questionId)) ?? emptyMoodCounts(),
    observedDiscrimination: row.observed === null ? null : Number(row.observed),
  }));
}

/** Where unfinished quiz runs stopped: per last answered index (zero-filled) and the questions most stopped at. */
export async function quizDropOff(db: Database, range: AnalyticsRange): Promise<QuizDropOff> {
  const [totalRows, indexRows, questions] = await Promise.all([
    db.execute(sql`
      select 'started' as kind, ${periodOf(sql`bucket`, range)} as period, sum(runs)::int as runs from ${counterTable('quiz_funnel', range)}
      where ${bothPeriods(range)} and ${botFilter(range)} and step = 'first_answer' group by 2
      union all
      select 'unfinished', ${periodOf(sql`bucket`, range)}, sum(runs)::int from ${counterTable('quiz_drop_off', range)}
      where ${bothPeriods(range)} and ${botFilter(range)} group by 2`),
    db.execute(sql`
      select question_index as "questionIndex", sum(runs)::int as runs from ${counterTable('quiz_drop_off', range)}
      where ${currentPeriod(range)} and ${botFilter(range)} group by 1`),
    dropOffQuestions(db, range, DROP_OFF_QUESTIONS_LIMIT),
  ]);
  const totals: Record<string, Partial<Record<'current' | 'previous', number>>> = { started: {}, unfinished: {} };
  for (const row of rowsOf<{ kind: string; period: 'current' | 'previous'; runs: number }>(totalRows)) {
    const kind = totals[row.kind];
    if (kind) kind[row.period] = Number(row.runs);
  }
  const unfinished = totals.unfinished?.current ?? 0;
  const perIndex = new Map(rowsOf<{ questionIndex: number; runs: number }>(indexRows).map((row) => [Number(row.questionIndex), Number(row.runs)]));
  const highest = Math.max(-1, ...[...perIndex.entries()].filter(([, runs]) => runs > 0).map(([index]) => index));
  return {
    range: describeRange(range),
    startedSessions: figureOf(totals.started ?? {}, range),
    unfinishedSessions: figureOf(totals.unfinished ?? {}, range),
    byIndex: Array.from({ length: highest + 1 }, (_, questionIndex) => {
      const sessions = perIndex.get(questionIndex) ?? 0;
      return { questionIndex, sessions, shareOfUnfinished: ratio(sessions, unfinished) };
    }),
    questions,
  };
}
