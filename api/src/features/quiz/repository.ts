import { asc, inArray, sql } from 'drizzle-orm';
import type { EntrepreneurType, OptionId, QuizMode, QuizResult } from '@edna/shared-contracts';
import { questions } from '../../db/schema';
import type { Database } from '../../lib/db';

export interface StoredQuestion {
  id: number;
  text: string;
  options: { id: string; text: string }[];
  category: string;
  diagnosticPower: number | null;
  active: boolean;
}

export interface NewQuestion {
  text: string;
  options: { id: OptionId; text: string }[];
  category: EntrepreneurType;
  diagnosticPower: number | null;
  fingerprint: string;
  source?: string;
  active?: boolean;
}

export interface StoredSubmission {
  resultId: string;
  sessionId: string | null;
  quizMode: QuizMode;
  result: QuizResult;
  answers: { questionId: number; optionId: OptionId }[];
}

export interface StoredMood {
  questionId: number;
  questionIndex: number;
  quizMode: QuizMode;
  mood: string;
}

const questionColumns = {
  id: questions.id,
  text: questions.text,
  options: questions.options,
  category: questions.category,
  diagnosticPower: questions.diagnosticPower,
  active: questions.active,
};

/** Every question, active or not, by id. */
export function loadAllQuestions(db: Database): Promise<StoredQuestion[]> {
  return db.select(questionColumns).from(questions).orderBy(asc(questions.id));
}

export function findQuestionsByIds(db: Database, ids: readonly number[]): Promise<StoredQuestion[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(questionColumns).from(questions).where(inArray(questions.id, [...ids]));
}

/** Inserts the questions whose fingerprint is not stored yet (race-safe: the unique index decides). Returns how many were new. */
export async function insertQuestions(db: Database, rows: readonly NewQuestion[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(questions)
    .values(rows.map((row) => ({ ...row, source: row.source ?? 'seed', active: row.active ?? true })))
    .onConflictDoNothing({ target: questions.fingerprint })
    .returning({ id: questions.id });
  return inserted.length;
}

/**
 * Stores a batch of submissions as one multi-row INSERT (one JSON parameter, so a batch of any size costs one parse
 * and one plan). Each row carries its raw answers compactly (question ids, and the option ids as one string).
 */
export async function insertQuizResults(db: Database, submissions: readonly StoredSubmission[]): Promise<void> {
  if (submissions.length === 0) return;
  const input = submissions.map((submission) => ({
    id: submission.resultId,
    session_id: submission.sessionId,
    quiz_mode: submission.quizMode,
    primary_category: submission.result.primaryCategory,
    result: submission.result,
    question_ids: submission.answers.map((answer) => answer.questionId),
    option_ids: submission.answers.map((answer) => answer.optionId).join(''),
  }));
  await db.execute(sql`
    insert into quiz_results (id, session_id, quiz_mode, primary_category, result, question_ids, option_ids)
    select id, session_id, quiz_mode, primary_category, result, question_ids, option_ids
    from json_to_recordset(${JSON.stringify(input)}::json)
      as x(id uuid, session_id text, quiz_mode text, primary_category text, result jsonb, question_ids integer[], option_ids text)`);
}

/** One multi-row INSERT for a batch of moods. */
export async function insertMoods(db: Database, moods: readonly StoredMood[]): Promise<void> {
  if (moods.length === 0) return;
  const rows = moods.map((mood) => ({
    question_id: mood.questionId,
    question_index: mood.questionIndex,
    quiz_mode: mood.quizMode,
    mood: mood.mood,
  }));
  await db.execute(sql`
    insert into moods (question_id, question_index, quiz_mode, mood)
    select question_id, question_index, quiz_mode, mood
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(question_id integer, question_index smallint, quiz_mode text, mood text)`);
}
