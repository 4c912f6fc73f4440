import { sql } from 'drizzle-orm';
import { HARDEST_QUESTION_MIN_MOODS, HARDEST_QUESTIONS_LIMIT, MOOD_DIFFICULTY_SCORES, MOODS, QUIZ_MODES, type Mood, type QuizMode, type RangeMoods } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';
import { emptyMoodCounts } from './drop-off';
import { figureOf } from './overview';
import { botFilter, bothPeriods, counterTable, currentPeriod, describeRange, periodOf, utcDaysOf, type AnalyticsRange } from './range';

type Period = 'current' | 'previous';

/** Per row of question_mood_*: the sum of its moods' difficulty scores, and its number of moods. */
const weightedScore = sql.join(
  MOODS.map((mood) => sql`${sql.raw(String(MOOD_DIFFICULTY_SCORES[mood]))} * ${sql.identifier(mood)}`),
  sql` + `,
);
const moodTotal = sql.join(
  MOODS.map((mood) => sql.identifier(mood)),
  sql` + `,
);

/** Moods stored in the range (POST /api/mood; the counters are kept from the moods table): per mood against the previous period, per day, per quiz mode, and the hardest questions. */
export async function rangeMoods(db: Database, range: AnalyticsRange): Promise<RangeMoods> {
  const table = counterTable('mood', range);
  const [periodRows, dayRows, modeRows, hardestRows] = await Promise.all([
    db.execute(sql`
      select ${periodOf(sql`bucket`, range)} as period, mood, sum(count)::int as count from ${table}
      where ${bothPeriods(range)} and ${botFilter(range)} group by 1, 2`),
    db.execute(sql`
      select to_char(date_trunc('day', bucket, 'UTC'), 'YYYY-MM-DD') as day, mood, sum(count)::int as count from ${table}
      where ${currentPeriod(range)} and ${botFilter(range)} group by 1, 2`),
    db.execute(sql`
      select quiz_mode as "quizMode", mood, sum(count)::int as count from ${table}
      where ${currentPeriod(range)} and ${botFilter(range)} group by 1, 2`),
    db.execute(sql`
      select scored.question_id as "questionId", q.text, scored.score::float8 as score, scored.count
      from (
        select question_id, sum(${weightedScore})::float8 / sum(${moodTotal}) as score, sum(${moodTotal})::int as count
        from ${counterTable('question_mood', range)}
        where ${currentPeriod(range)} and ${botFilter(range)} group by question_id having sum(${moodTotal}) >= ${HARDEST_QUESTION_MIN_MOODS}
      ) scored join questions q on q.id = scored.question_id
      order by scored.score desc, scored.count desc, scored.question_id asc limit ${HARDEST_QUESTIONS_LIMIT}`),
  ]);

  const perMood = Object.fromEntries(MOODS.map((mood) => [mood, {}])) as Record<Mood, Partial<Record<Period, number>>>;
  const total: Partial<Record<Period, number>> = {};
  for (const row of rowsOf<{ period: Period; mood: Mood; count: number }>(periodRows)) {
    if (!(row.mood in perMood)) continue;
    perMood[row.mood][row.period] = Number(row.count);
    total[row.period] = (total[row.period] ?? 0) + Number(row.count);
  }
  const perDay = new Map<string, Record<Mood, number>>();
  for (const row of rowsOf<{ day: string; mood: Mood; count: number }>(dayRows)) {
    const counts = perDay.get(row.day) ?? emptyMoodCounts();
    if (row.mood in counts) counts[row.mood] = Number(row.count);
    perDay.set(row.day, counts);
  }
  const perMode = new Map<string, Record<Mood, number>>();
  for (const row of rowsOf<{ quizMode: string; mood: Mood; count: number }>(modeRows)) {
    const counts = perMode.get(row.quizMode) ?? emptyMoodCounts();
    if (row.mood in counts) counts[row.mood] = Number(row.count);
    perMode.set(row.quizMode, counts);
  }
  return {
    range: describeRange(range),
    totalMoods: figureOf(total, range),
    moodCounts: Object.fromEntries(MOODS.map((mood) => [mood, figureOf(perMood[mood], range)])) as RangeMoods['moodCounts'],
    perDay: utcDaysOf(range).map((date) => ({ date, moodCounts: perDay.get(date) ?? emptyMoodCounts() })),
    byQuizMode: QUIZ_MODES.map((quizMode: QuizMode) => ({ quizMode, moodCounts: perMode.get(quizMode) ?? emptyMoodCounts() })),
    hardestQuestions: rowsOf<{ questionId: number; text: string; score: number; count: number }>(hardestRows).map((row) => ({
      questionId: Number(row.questionId),
      text: row.text,
      averageMoodScore: Math.round(Number(row.score) * 100) / 100,
      count: Number(row.count),
    })),
  };
}
