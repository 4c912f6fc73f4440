import { sql, type SQL } from 'drizzle-orm';
import type { LeaderboardEntry } from '@edna/shared-contracts';
import { crosswordPuzzles } from '../../db/schema';
import { rowsOf, type Database } from '../../lib/db';
import type { StoredLayout } from './layout';

export interface StoredPuzzleRow {
  puzzleDate: string;
  theme: string;
  daySet: string;
  layout: StoredLayout;
  isFallback: boolean;
}

export async function findPuzzle(db: Database, puzzleDate: string): Promise<StoredPuzzleRow | null> {
  const result = await db.execute(sql`
    select puzzle_date::text as "puzzleDate", theme, day_set as "daySet", layout, is_fallback as "isFallback"
    from crossword_puzzles where puzzle_date = ${puzzleDate}::date`);
  return rowsOf<StoredPuzzleRow>(result)[0] ?? null;
}

/** Stores a day's puzzle unless another process stored it first (the caller then reads the winner). */
export async function insertPuzzleIfAbsent(db: Database, row: StoredPuzzleRow): Promise<void> {
  await db
    .insert(crosswordPuzzles)
    .values({ puzzleDate: row.puzzleDate, theme: row.theme, daySet: row.daySet, layout: row.layout, isFallback: row.isFallback })
    .onConflictDoNothing({ target: crosswordPuzzles.puzzleDate });
}

/** Answers of the stored puzzles between two dates (inclusive), for the rotation. */
export async function puzzleAnswersBetween(db: Database, from: string, to: string): Promise<{ puzzleDate: string; answers: string[] }[]> {
  const result = await db.execute(sql`
    select puzzle_date::text as "puzzleDate",
           coalesce((select array_agg(clue->>'answer') from jsonb_array_elements(layout->'clues') clue), '{}') as answers
    from crossword_puzzles where puzzle_date between ${from}::date and ${to}::date`);
  return rowsOf<{ puzzleDate: string; answers: string[] }>(result);
}

export interface SessionRow {
  id: string;
  puzzleDate: string;
  startedAtMs: number;
  mistakes: number;
  hintsUsed: number;
  totalMistakes: number;
  totalHints: number;
  hintsByClue: Record<string, number>;
  submitted: boolean;
  /** Whole seconds from the start to the database's now. */
  elapsedSeconds: number;
}

const sessionColumns = sql`
  id::text as id, puzzle_date::text as "puzzleDate",
  (extract(epoch from started_at) * 1000)::float8 as "startedAtMs",
  mistakes::int as mistakes, hints_used::int as "hintsUsed",
  total_mistakes::int as "totalMistakes", total_hints::int as "totalHints",
  hints_by_clue as "hintsByClue", completed_at is not null as submitted,
  floor(extract(epoch from (now() - started_at)))::int as "elapsedSeconds"`;

export async function createSession(db: Database, puzzleDate: string): Promise<SessionRow> {
  const result = await db.execute(sql`
    insert into crossword_sessions (puzzle_date) values (${puzzleDate}::date) returning ${sessionColumns}`);
  const row = rowsOf<SessionRow>(result)[0];
  if (!row) throw new Error('crossword session was not created');
  return row;
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | null> {
  const result = await db.execute(sql`select ${sessionColumns} from crossword_sessions where id = ${sessionId}::uuid`);
  return rowsOf<SessionRow>(result)[0] ?? null;
}

/**
 * Counts one wrong letter, atomically. At the fifth mistake (4 or more before the increment) the spec's reset
 * happens: mistakes and hints go to 0, the start time is kept. The lifetime totals (used for the score) keep
 * counting. Returns null when the session is missing or already submitted.
 */
export async function recordMistake(db: Database, sessionId: string, resetAt: number): Promise<{ mistakes: number; hintsUsed: number } | null> {
  const result = await db.execute(sql`
    update crossword_sessions set
      mistakes = case when mistakes >= ${resetAt - 1} then 0 else mistakes + 1 end,
      hints_used = case when mistakes >= ${resetAt - 1} then 0 else hints_used end,
      hints_by_clue = case when mistakes >= ${resetAt - 1} then '{}'::jsonb else hints_by_clue end,
      total_mistakes = total_mistakes + 1
    where id = ${sessionId}::uuid and completed_at is null
    returning mistakes::int as mistakes, hints_used::int as "hintsUsed"`);
  return rowsOf<{ mistakes: number; hintsUsed: number }>(result)[0] ?? null;
}

/** Serves one hint if the session is below the limit; returns how many it has now and how many for that clue. */
export async function takeHint(
  db: Database,
  sessionId: string,
  clueId: number,
  maxHints: number,
): Promise<{ hintsUsed: number; clueHints: number } | null> {
  const key = String(clueId);
  const result = await db.execute(sql`
    update crossword_sessions set
      hints_used = hints_used + 1,
      total_hints = total_hints + 1,
      hints_by_clue = jsonb_set(hints_by_clue, array[${key}::text], to_jsonb(coalesce((hints_by_clue->>${key})::int, 0) + 1))
    where id = ${sessionId}::uuid and completed_at is null and hints_used < ${maxHints}
    returning hints_used::int as "hintsUsed", (hints_by_clue->>${key})::int as "clueHints"`);
  return rowsOf<{ hintsUsed: number; clueHints: number }>(result)[0] ?? null;
}

export interface NewScore {
  sessionId: string;
  puzzleDate: string;
  username: string;
  theme: string;
  completionTime: number;
  hintsUsed: number;
  mistakesCount: number;
  score: number;
}

/**
 * Stores a score, marks its session submitted and counts it in the score histogram, in one transaction.
 * Returns null (and stores nothing) when the session already has a score.
 */
export async function insertScore(db: Database, score: NewScore): Promise<{ id: number } | null> {
  return db.transaction(async (tx) => {
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into crossword_scores (session_id, puzzle_date, username, theme, completion_time, hints_used, mistakes_count, score)
        values (${score.sessionId}::uuid, ${score.puzzleDate}::date, ${score.username}, ${score.theme}, ${score.completionTime},
                ${score.hintsUsed}, ${score.mistakesCount}, ${score.score})
        on conflict (session_id) do nothing
        returning id`),
    )[0];
    if (!inserted) return null;
    await tx.execute(sql`update crossword_sessions set completed_at = now() where id = ${score.sessionId}::uuid`);
    await tx.execute(sql`
      insert into crossword_score_histogram (score, count) values (${score.score}, 1)
      on conflict (score) do update set count = crossword_score_histogram.count + 1`);
    return { id: Number(inserted.id) };
  });
}

const entryColumns = sql`
  id, username, completion_time as "completionTime", hints_used::int as "hintsUsed",
  mistakes_count::int as "mistakesCount", score, puzzle_date::text as "puzzleDate"`;

/** The leaderboard order (score desc, completionTime asc, id asc); NULLS LAST matches the indexes. */
const rankOrder = sql`score desc nulls last, completion_time asc, id asc`;

export type EntryRow = Omit<LeaderboardEntry, 'rank'> & { rank?: number };

/** Top entries of one day, by the daily rank index. */
export function dailyTopQuery(puzzleDate: string, limit: number): SQL {
  return sql`select ${entryColumns} from crossword_scores where puzzle_date = ${puzzleDate}::date order by ${rankOrder} limit ${limit}`;
}

/** Top entries of all time, by the all-time rank index. */
export function allTimeTopQuery(limit: number): SQL {
  return sql`select ${entryColumns} from crossword_scores order by ${rankOrder} limit ${limit}`;
}

/**
 * A user's best entry of one day with its rank: 1 + the day's entries with a higher score + those with the same
 * score ranked ahead (faster, or as fast and stored earlier). Both counts are range scans of the daily index.
 */
export function dailyBestQuery(puzzleDate: string, username: string): SQL {
  return sql`
    select mine.*, (1
      + (select count(*) from crossword_scores s where s.puzzle_date = ${puzzleDate}::date and s.score > mine.score)
      + (select count(*) from crossword_scores s where s.puzzle_date = ${puzzleDate}::date and s.score = mine.score
           and (s.completion_time, s.id) < (mine."completionTime", mine.id)))::int as rank
    from (select ${entryColumns} from crossword_scores
          where username = ${username} and puzzle_date = ${puzzleDate}::date order by ${rankOrder} limit 1) mine`;
}

/**
 * A user's best entry of all time with its rank: 1 + the histogram's counts of higher scores (at most 1001 rows)
 * + the entries with the same score ranked ahead (a range scan of the all-time index).
 */
export function allTimeBestQuery(username: string): SQL {
  return sql`
    select mine.*, (1
      + coalesce((select sum(h.count) from crossword_score_histogram h where h.score > mine.score), 0)
      + (select count(*) from crossword_scores s where s.score = mine.score
           and (s.completion_time, s.id) < (mine."completionTime", mine.id)))::int as rank
    from (select ${entryColumns} from crossword_scores where username = ${username} order by ${rankOrder} limit 1) mine`;
}

/** The daily rank of a stored score. */
export function dailyRankQuery(puzzleDate: string, score: number, completionTime: number, id: number): SQL {
  return sql`
    select (1
      + (select count(*) from crossword_scores s where s.puzzle_date = ${puzzleDate}::date and s.score > ${score})
      + (select count(*) from crossword_scores s where s.puzzle_date = ${puzzleDate}::date and s.score = ${score}
           and (s.completion_time, s.id) < (${completionTime}::int, ${id}::int)))::int as rank`;
}

function normalizeEntry(row: EntryRow): EntryRow {
  return { ...row, id: Number(row.id), completionTime: Number(row.completionTime), score: Number(row.score) };
}

export async function queryEntries(db: Database, query: SQL): Promise<EntryRow[]> {
  return rowsOf<EntryRow>(await db.execute(query)).map(normalizeEntry);
}

export async function queryRank(db: Database, query: SQL): Promise<number> {
  const [row] = rowsOf<{ rank: number }>(await db.execute(query));
  return Number(row?.rank ?? 1);
}
