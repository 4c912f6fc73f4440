import { sql } from 'drizzle-orm';
import type { OptionId, QuizMode, QuizResult } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';

/** A submission as stored: anonymous (no session id), reachable later only through the hashes of its link secrets. */
export interface StoredSubmission {
  resultId: string;
  quizMode: QuizMode;
  result: QuizResult;
  answers: { questionId: number; optionId: OptionId }[];
  tokenHash: string;
  compareHash: string;
  /** Submitted by a known bot or headless browser (isbot on the user agent), like tracked events. */
  bot?: boolean;
}

export interface StoredMood {
  questionId: number;
  questionIndex: number;
  quizMode: QuizMode;
  mood: string;
  bot: boolean;
}

/**
 * Stores a batch of submissions as one multi-row INSERT (one JSON parameter, so a batch of any size costs one parse
 * and one plan). Each row carries its raw answers compactly (question ids, and the option ids as one string).
 */
export async function insertQuizResults(db: Database, submissions: readonly StoredSubmission[]): Promise<void> {
  if (submissions.length === 0) return;
  const input = submissions.map((submission) => ({
    id: submission.resultId,
    quiz_mode: submission.quizMode,
    primary_category: submission.result.primaryCategory,
    result: submission.result,
    question_ids: submission.answers.map((answer) => answer.questionId),
    option_ids: submission.answers.map((answer) => answer.optionId).join(''),
    token_hash: submission.tokenHash,
    compare_hash: submission.compareHash,
    is_bot: submission.bot ?? false,
  }));
  await db.execute(sql`
    insert into quiz_results (id, quiz_mode, primary_category, result, question_ids, option_ids, token_hash, compare_hash, is_bot)
    select id, quiz_mode, primary_category, result, question_ids, option_ids, token_hash, compare_hash, is_bot
    from json_to_recordset(${JSON.stringify(input)}::json)
      as x(id uuid, quiz_mode text, primary_category text, result jsonb, question_ids integer[], option_ids text, token_hash text, compare_hash text, is_bot boolean)`);
}

/** One multi-row INSERT for a batch of moods. */
export async function insertMoods(db: Database, moods: readonly StoredMood[]): Promise<void> {
  if (moods.length === 0) return;
  const rows = moods.map((mood) => ({
    question_id: mood.questionId,
    question_index: mood.questionIndex,
    quiz_mode: mood.quizMode,
    mood: mood.mood,
    bot: mood.bot,
  }));
  await db.execute(sql`
    insert into moods (question_id, question_index, quiz_mode, mood, bot)
    select question_id, question_index, quiz_mode, mood, bot
    from json_to_recordset(${JSON.stringify(rows)}::json)
      as x(question_id integer, question_index smallint, quiz_mode text, mood text, bot boolean)`);
}
