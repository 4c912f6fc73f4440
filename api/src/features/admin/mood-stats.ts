import { sql } from 'drizzle-orm';
import { HARDEST_QUESTIONS_LIMIT, HARDEST_QUESTION_MIN_MOODS, MOOD_DIFFICULTY_SCORES, MOODS, type Mood, type MoodStats } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';

/**
 * How hard a mood says a question felt: excited 1, curious 2, neutral 3, confused 4, stressed 5 (higher = harder).
 * A question's averageMoodScore is the mean of the scores of the moods given on it.
 */
export const MOOD_SCORES: Record<Mood, number> = MOOD_DIFFICULTY_SCORES;
/** A question needs at least this many moods before it can be listed among the hardest (one mood says little). */
export const HARDEST_MIN_MOODS = HARDEST_QUESTION_MIN_MOODS;
export const HARDEST_LIMIT = HARDEST_QUESTIONS_LIMIT;

const scoreOf = sql.join(
  [sql`case mood`, ...MOODS.map((mood) => sql`when ${mood} then ${sql.raw(String(MOOD_SCORES[mood]))}`), sql`end`],
  sql` `,
);

/**
 * Mood statistics: counts per mood (all five, zeros included), the most common mood (ties go to the calmer mood,
 * in the order excited … stressed; null when there is none), and the HARDEST_LIMIT questions with the highest
 * averageMoodScore among those with at least HARDEST_MIN_MOODS moods (ties: more moods first, then lower id).
 */
export async function moodStats(db: Database): Promise<MoodStats> {
  const [countRows, hardestRows] = await Promise.all([
    db.execute(sql`select mood, count(*)::int as count from moods group by mood`),
    db.execute(sql`
      select scored.question_id as "questionId", q.text, scored.score::float8 as score, scored.count
      from (
        select question_id, avg(${scoreOf}) as score, count(*)::int as count
        from moods group by question_id having count(*) >= ${HARDEST_MIN_MOODS}
      ) scored
      join questions q on q.id = scored.question_id
      order by scored.score desc, scored.count desc, scored.question_id asc
      limit ${HARDEST_LIMIT}`),
  ]);

  const moodCounts = Object.fromEntries(MOODS.map((mood) => [mood, 0])) as Record<Mood, number>;
  for (const row of rowsOf<{ mood: string; count: number }>(countRows)) {
    if ((MOODS as readonly string[]).includes(row.mood)) moodCounts[row.mood as Mood] = Number(row.count);
  }
  const totalMoods = MOODS.reduce((sum, mood) => sum + moodCounts[mood], 0);
  let mostCommonMood: MoodStats['mostCommonMood'] = null;
  for (const mood of MOODS) {
    if (moodCounts[mood] > 0 && (!mostCommonMood || moodCounts[mood] > mostCommonMood.count)) mostCommonMood = { mood, count: moodCounts[mood] };
  }

  const hardestQuestions = rowsOf<{ questionId: number; text: string; score: number; count: number }>(hardestRows).map((row) => ({
    questionId: Number(row.questionId),
    text: row.text,
    averageMoodScore: Math.round(Number(row.score) * 100) / 100,
    count: Number(row.count),
  }));

  return { totalMoods, moodCounts, mostCommonMood, hardestQuestions };
}
