import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { DISCRIMINATION_MIN_RESPONSES, OPTION_IDS, TYPE_INFO, type AdminQuestion, type QuestionSource } from '@edna/shared-contracts';
import { questions } from '../../db/schema';
import type { Database } from '../../lib/db';
import { rowsOf } from '../../lib/db';

/** Below this many stored answers a question's discrimination is not shown (null): too few to say anything. */
export { DISCRIMINATION_MIN_RESPONSES };
/** With five options, one per type, a random answer matches the respondent's final type one time in five. */
const CHANCE = 1 / OPTION_IDS.length;

/**
 * Observed discrimination of a question: p = share of its stored answers whose option's type equals the
 * respondent's final primary type, corrected for chance: (p − 0.2) / (1 − 0.2). 1 means the answer always named the
 * final type, 0 means no better than chance, negative means worse than chance. Rounded to 3 decimals; null below
 * DISCRIMINATION_MIN_RESPONSES answers.
 */
export function discrimination(responses: number, matches: number): number | null {
  if (responses < DISCRIMINATION_MIN_RESPONSES) return null;
  const p = matches / responses;
  return Math.round(((p - CHANCE) / (1 - CHANCE)) * 1000) / 1000;
}

/** The option id of the type named in quiz_results.primary_category. */
const optionOfPrimaryCategory: SQL = sql.join(
  [sql`case primary_category`, ...TYPE_INFO.map((info) => sql`when ${info.type} then ${info.optionId}`), sql`end`],
  sql` `,
);

interface AnswerStats {
  responses: number;
  matches: number;
}

/**
 * One grouped pass over the stored answers (each result's question ids unnested with their position; the chosen
 * option is the letter at that position of option_ids): answers and type matches per question. Admin-only and
 * proportional to the number of stored results.
 */
async function answerStats(db: Database, questionId?: number): Promise<Map<number, AnswerStats>> {
  const where = questionId === undefined ? sql`` : sql`where ${questionId} = any(question_ids) and answer.question_id = ${questionId}`;
  const result = await db.execute(sql`
    select answer.question_id as "questionId", count(*)::int as responses,
      count(*) filter (where substr(option_ids, answer.position::int, 1) = ${optionOfPrimaryCategory})::int as matches
    from quiz_results cross join lateral unnest(question_ids) with ordinality as answer(question_id, position)
    ${where} group by answer.question_id`);
  return new Map(
    rowsOf<{ questionId: number; responses: number; matches: number }>(result).map((row) => [
      Number(row.questionId),
      { responses: Number(row.responses), matches: Number(row.matches) },
    ]),
  );
}

const columns = {
  id: questions.id,
  text: questions.text,
  options: questions.options,
  category: questions.category,
  diagnosticPower: questions.diagnosticPower,
  source: questions.source,
  active: questions.active,
  createdAt: questions.createdAt,
};

type QuestionRow = { id: number; text: string; options: { id: string; text: string }[]; category: string; diagnosticPower: number | null; source: string; active: boolean; createdAt: Date };

function toAdminQuestion(row: QuestionRow, stats: AnswerStats | undefined): AdminQuestion {
  const responses = stats?.responses ?? 0;
  const options = [...row.options].sort((a, b) => OPTION_IDS.indexOf(a.id as never) - OPTION_IDS.indexOf(b.id as never));
  return {
    id: row.id,
    text: row.text,
    options: options as AdminQuestion['options'],
    category: row.category as AdminQuestion['category'],
    ...(row.diagnosticPower === null ? {} : { diagnosticPower: row.diagnosticPower }),
    source: row.source as QuestionSource,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    responses,
    discrimination: discrimination(responses, stats?.matches ?? 0),
  };
}

/** Every question, active or not, by id, with its answer statistics. */
export async function listAdminQuestions(db: Database): Promise<AdminQuestion[]> {
  const [rows, stats] = await Promise.all([db.select(columns).from(questions).orderBy(asc(questions.id)), answerStats(db)]);
  return rows.map((row) => toAdminQuestion(row, stats.get(row.id)));
}

/** Activates or deactivates a question; null when there is no such question. */
export async function setQuestionActive(db: Database, id: number, active: boolean): Promise<AdminQuestion | null> {
  const [row] = await db.update(questions).set({ active }).where(eq(questions.id, id)).returning(columns);
  if (!row) return null;
  const stats = await answerStats(db, id);
  return toAdminQuestion(row, stats.get(id));
}
