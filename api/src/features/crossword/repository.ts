import { sql, type SQL } from 'drizzle-orm';
import type { LeaderboardEntry } from '@edna/shared-contracts';
import type { PlayerSolve } from './player-stats';
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

/** Stored puzzles before a date, newest first, with whether the player completed each (when a player is given). */
export async function archivePuzzles(db: Database, before: string, playerId?: string): Promise<{ puzzleDate: string; theme: string; solved: boolean }[]> {
  const result = await db.execute(sql`
    select p.puzzle_date::text as "puzzleDate", p.theme,
           ${playerId ? sql`exists (select 1 from crossword_player_days d where d.player_id = ${playerId}::uuid
                                     and d.puzzle_date = p.puzzle_date and d.solved_session_id is not null)` : sql`false`} as solved
    from crossword_puzzles p where p.puzzle_date < ${before}::date order by p.puzzle_date desc`);
  return rowsOf<{ puzzleDate: string; theme: string; solved: boolean }>(result);
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
  playerId: string | null;
  ranked: boolean;
  practiceReason: PracticeReason | null;
  solvedClueIds: number[];
  revealedCells: number[];
  /** When the last clue was solved (ms since the epoch), and the seconds from the start to then. */
  solvedAtMs: number | null;
  solveSeconds: number | null;
  /** Bumped whenever the board is wiped (the fifth mistake, or the player's Reset). */
  epoch: number;
}

export type PracticeReason = 'archive' | 'repeat_session' | 'address_limit' | 'address_probing';

const sessionColumns = sql`
  id::text as id, puzzle_date::text as "puzzleDate",
  (extract(epoch from started_at) * 1000)::float8 as "startedAtMs",
  mistakes::int as mistakes, hints_used::int as "hintsUsed",
  total_mistakes::int as "totalMistakes", total_hints::int as "totalHints",
  hints_by_clue as "hintsByClue", completed_at is not null as submitted,
  floor(extract(epoch from (now() - started_at)))::int as "elapsedSeconds",
  player_id::text as "playerId", ranked, practice_reason as "practiceReason",
  solved_clue_ids::int[] as "solvedClueIds", revealed_cells::int[] as "revealedCells",
  (extract(epoch from solved_at) * 1000)::float8 as "solvedAtMs", solve_seconds::int as "solveSeconds",
  board_epoch::int as epoch`;

function toSessionRow(row: SessionRow): SessionRow {
  return {
    ...row,
    startedAtMs: Number(row.startedAtMs),
    solvedAtMs: row.solvedAtMs === null ? null : Number(row.solvedAtMs),
    solvedClueIds: row.solvedClueIds.map(Number),
    revealedCells: row.revealedCells.map(Number),
  };
}

export interface NewSession {
  puzzleDate: string;
  playerId?: string;
  addressHash: string;
  practiceReason: PracticeReason | null;
  /** Started by a known bot or headless browser: left out of the analytics figures by default. */
  bot?: boolean;
}

export async function createSession(db: Database, session: NewSession): Promise<SessionRow> {
  const result = await db.execute(sql`
    insert into crossword_sessions (puzzle_date, player_id, address_hash, ranked, practice_reason, bot)
    values (${session.puzzleDate}::date, ${session.playerId ?? null}::uuid, ${session.addressHash}, ${session.practiceReason === null},
            ${session.practiceReason}, ${session.bot ?? false})
    returning ${sessionColumns}`);
  const row = rowsOf<SessionRow>(result)[0];
  if (!row) throw new Error('crossword session was not created');
  return toSessionRow(row);
}

export interface DailySessionLimits {
  rankedSessionsPerAddress: number;
  /** Wrong guesses an address may make in a day before it counts as probing, plus `wrongGuessesPerRankedPlay` per ranked play. */
  wrongGuessesPerAddress: number;
  wrongGuessesPerRankedPlay: number;
  /** Wrong guesses in one session after which its address counts as probing for the day. */
  wrongGuessesPerSession: number;
}

/**
 * Why a new session of today's puzzle would be practice, or null (ranked): the player's ranked play of the date is
 * taken, the address has claimed its ranked plays, or one of its sessions probed the grid. Nothing is claimed here:
 * opening the page costs nobody a ranked play (claimRankedPlay does, at the first check).
 */
async function foreseenPractice(db: Database, session: Omit<NewSession, 'practiceReason'>, limits: DailySessionLimits): Promise<PracticeReason | null> {
  const [row] = rowsOf<{ taken: boolean; rankedSessions: number | null; probed: boolean | null }>(
    await db.execute(sql`
      select ${session.playerId ? sql`exists (select 1 from crossword_player_days where player_id = ${session.playerId}::uuid
                                               and puzzle_date = ${session.puzzleDate}::date)` : sql`false`} as taken,
             a.ranked_sessions::int as "rankedSessions", a.probed_at is not null as probed
      from (select 1) one
      left join crossword_address_days a on a.puzzle_date = ${session.puzzleDate}::date and a.address_hash = ${session.addressHash}`),
  );
  if (row?.taken) return 'repeat_session';
  if (row?.probed) return 'address_probing';
  if ((row?.rankedSessions ?? 0) >= limits.rankedSessionsPerAddress) return 'address_limit';
  return null;
}

/** Starts a session of today's puzzle: ranked unless it is foreseen as practice (see foreseenPractice). */
export async function createDailySession(db: Database, session: Omit<NewSession, 'practiceReason'>, limits: DailySessionLimits): Promise<SessionRow> {
  return createSession(db, { ...session, practiceReason: await foreseenPractice(db, session, limits) });
}

export interface ClaimedPlay {
  ranked: boolean;
  practiceReason: PracticeReason | null;
}

/**
 * Claims a session's ranked play at its first check, in one transaction; null when it was claimed before (nothing
 * changes). A ranked session keeps its play when the player's day is still free (the player-day row is claimed here;
 * no player id counts as a new player) and its address has claimed fewer than `rankedSessionsPerAddress` plays that
 * date and has not probed the grid (the counter row is claimed with a conditional upsert, so concurrent claims in
 * any process cannot overshoot); otherwise it turns into practice, and says why.
 */
export async function claimRankedPlay(db: Database, sessionId: string, limits: DailySessionLimits): Promise<ClaimedPlay | null> {
  return db.transaction(async (tx) => {
    const [session] = rowsOf<{ playerId: string | null; addressHash: string | null; puzzleDate: string; ranked: boolean; practiceReason: PracticeReason | null }>(
      await tx.execute(sql`
        update crossword_sessions set play_claimed = true where id = ${sessionId}::uuid and not play_claimed
        returning player_id::text as "playerId", address_hash as "addressHash", puzzle_date::text as "puzzleDate", ranked,
                  practice_reason as "practiceReason"`),
    );
    if (!session) return null;
    if (!session.ranked) return { ranked: false, practiceReason: session.practiceReason };
    let practiceReason: PracticeReason | null = null;
    if (session.playerId) {
      const claimed = await tx.execute(sql`
        insert into crossword_player_days (player_id, puzzle_date) values (${session.playerId}::uuid, ${session.puzzleDate}::date)
        on conflict (player_id, puzzle_date) do nothing returning 1 as claimed`);
      if (rowsOf(claimed).length === 0) practiceReason = 'repeat_session';
    }
    if (practiceReason === null) {
      const address = session.addressHash ?? '';
      const counted = await tx.execute(sql`
        insert into crossword_address_days (puzzle_date, address_hash, ranked_sessions)
        values (${session.puzzleDate}::date, ${address}, 1)
        on conflict (puzzle_date, address_hash) do update set ranked_sessions = crossword_address_days.ranked_sessions + 1
        where crossword_address_days.ranked_sessions < ${limits.rankedSessionsPerAddress}
          and crossword_address_days.probed_at is null
        returning ranked_sessions`);
      if (rowsOf(counted).length === 0) {
        const [day] = rowsOf<{ probed: boolean }>(
          await tx.execute(sql`select probed_at is not null as probed from crossword_address_days
                               where puzzle_date = ${session.puzzleDate}::date and address_hash = ${address}`),
        );
        practiceReason = day?.probed ? 'address_probing' : 'address_limit';
      }
    }
    if (practiceReason === null) return { ranked: true, practiceReason: null };
    await tx.execute(sql`update crossword_sessions set ranked = false, practice_reason = ${practiceReason} where id = ${sessionId}::uuid`);
    return { ranked: false, practiceReason };
  });
}

/**
 * True when the session's address probed the grid (one of its sessions of the date revealed letters by guessing)
 * after the session started: a completion then is not credible, whatever the session's flag says.
 */
export async function probedSince(db: Database, session: { puzzleDate: string; id: string }): Promise<boolean> {
  const [row] = rowsOf<{ probed: boolean }>(
    await db.execute(sql`
      select exists (select 1 from crossword_sessions s join crossword_address_days a
                       on a.puzzle_date = s.puzzle_date and a.address_hash = s.address_hash
                     where s.id = ${session.id}::uuid and a.probed_at is not null) as probed`),
  );
  return Boolean(row?.probed);
}

/** Forgets address counters of dates no session can still play (their tokens have expired). */
export async function deleteAddressDaysBefore(db: Database, puzzleDate: string): Promise<void> {
  await db.execute(sql`delete from crossword_address_days where puzzle_date < ${puzzleDate}::date`);
}

export async function findSession(db: Database, sessionId: string): Promise<SessionRow | null> {
  const result = await db.execute(sql`select ${sessionColumns} from crossword_sessions where id = ${sessionId}::uuid`);
  const row = rowsOf<SessionRow>(result)[0];
  return row ? toSessionRow(row) : null;
}

/** Sessions still playing: not completed (last clue solved) and not submitted. */
const stillPlaying = sql`solved_at is null and completed_at is null`;

/**
 * Counts one wrong guess (a letter or a clue answer), atomically, on the session and on its address's counter of
 * that date. At the fifth mistake (4 or more before the increment) the board resets: the grid is wiped (solved
 * clues forgotten, the board's epoch bumped), mistakes and hints go to 0, the start time is kept,
 * and the session's reset counter grows. The lifetime totals (used for the score) keep counting. Returns null when
 * the session is missing or no longer playing (then nothing is counted).
 * The address counts as probing the grid from the guess that brings one session to `wrongGuessesPerSession` wrong
 * guesses, or the address to `wrongGuessesPerAddress` plus `wrongGuessesPerRankedPlay` per ranked play it claimed.
 */
export async function recordMistake(
  db: Database,
  sessionId: string,
  resetAt: number,
  probe: Pick<DailySessionLimits, 'wrongGuessesPerAddress' | 'wrongGuessesPerRankedPlay' | 'wrongGuessesPerSession'>,
): Promise<{ mistakes: number; hintsUsed: number; epoch: number; reset: boolean } | null> {
  const result = await db.execute(sql`
    with counted as (
      update crossword_sessions set
        mistakes = case when mistakes >= ${resetAt - 1} then 0 else mistakes + 1 end,
        hints_used = case when mistakes >= ${resetAt - 1} then 0 else hints_used end,
        hints_by_clue = case when mistakes >= ${resetAt - 1} then '{}'::jsonb else hints_by_clue end,
        total_mistakes = total_mistakes + 1,
        resets = resets + case when mistakes >= ${resetAt - 1} then 1 else 0 end,
        solved_clue_ids = case when mistakes >= ${resetAt - 1} then '{}'::smallint[] else solved_clue_ids end,
        board_epoch = board_epoch + case when mistakes >= ${resetAt - 1} then 1 else 0 end
      where id = ${sessionId}::uuid and ${stillPlaying}
      returning mistakes, hints_used, puzzle_date, address_hash, total_mistakes, board_epoch, mistakes = 0 as reset
    ), probed as (
      insert into crossword_address_days (puzzle_date, address_hash, wrong_guesses, probed_at)
      select puzzle_date, address_hash, 1, case when total_mistakes >= ${probe.wrongGuessesPerSession} then now() end
      from counted where address_hash is not null
      on conflict (puzzle_date, address_hash) do update set
        wrong_guesses = crossword_address_days.wrong_guesses + 1,
        probed_at = coalesce(crossword_address_days.probed_at, case
          when excluded.probed_at is not null
            or crossword_address_days.wrong_guesses + 1 >= ${probe.wrongGuessesPerAddress}
                 + ${probe.wrongGuessesPerRankedPlay} * crossword_address_days.ranked_sessions
          then now() end)
    )
    select mistakes::int as mistakes, hints_used::int as "hintsUsed", board_epoch::int as epoch, reset from counted`);
  return rowsOf<{ mistakes: number; hintsUsed: number; epoch: number; reset: boolean }>(result)[0] ?? null;
}

/**
 * The player's Reset: the board is wiped (solved clues forgotten, the epoch bumped); mistakes, hints, the start time
 * and the squares hints revealed (none is revealed twice in a session) are kept. Null when the session is missing or no longer playing.
 */
export async function resetBoard(db: Database, sessionId: string): Promise<SessionRow | null> {
  const result = await db.execute(sql`
    update crossword_sessions set solved_clue_ids = '{}'::smallint[], board_epoch = board_epoch + 1
    where id = ${sessionId}::uuid and ${stillPlaying}
    returning ${sessionColumns}`);
  const row = rowsOf<SessionRow>(result)[0];
  return row ? toSessionRow(row) : null;
}

/**
 * Serves one hint if the session is below the limit; returns how many it has now, how many for that clue, and the
 * squares letter hints revealed before.
 */
export async function takeHint(
  db: Database,
  sessionId: string,
  clueId: number,
  maxHints: number,
): Promise<{ hintsUsed: number; clueHints: number; revealedCells: number[] } | null> {
  const key = String(clueId);
  const result = await db.execute(sql`
    update crossword_sessions set
      hints_used = hints_used + 1,
      total_hints = total_hints + 1,
      hints_by_clue = jsonb_set(hints_by_clue, array[${key}::text], to_jsonb(coalesce((hints_by_clue->>${key})::int, 0) + 1))
    where id = ${sessionId}::uuid and ${stillPlaying} and hints_used < ${maxHints}
    returning hints_used::int as "hintsUsed", (hints_by_clue->>${key})::int as "clueHints", revealed_cells::int[] as "revealedCells"`);
  const row = rowsOf<{ hintsUsed: number; clueHints: number; revealedCells: number[] }>(result)[0];
  return row ? { ...row, revealedCells: row.revealedCells.map(Number) } : null;
}

/** Remembers a square a letter hint showed (row * size + col). */
export async function recordRevealedCell(db: Database, sessionId: string, cell: number): Promise<void> {
  await db.execute(sql`
    update crossword_sessions set revealed_cells = array_append(revealed_cells, ${cell}::smallint)
    where id = ${sessionId}::uuid and not (${cell}::smallint = any(revealed_cells))`);
}

/**
 * Records a clue as solved. When that makes `clueCount` distinct clues, the session is complete: the database's now
 * becomes its solve time and the seconds since the start its completion time (kept if it was complete already).
 * With an `epoch`, only a board of that epoch records it. Null when the session does not exist or its board is of
 * another epoch.
 */
export async function recordSolvedClue(
  db: Database,
  sessionId: string,
  clueId: number,
  clueCount: number,
  epoch?: number,
): Promise<SessionRow | null> {
  const solved = sql`(case when ${clueId}::smallint = any(solved_clue_ids) then solved_clue_ids
                      else array_append(solved_clue_ids, ${clueId}::smallint) end)`;
  const completes = sql`(solved_at is null and cardinality(${solved}) >= ${clueCount})`;
  const result = await db.execute(sql`
    update crossword_sessions set
      solved_clue_ids = ${solved},
      solve_seconds = case when ${completes} then floor(extract(epoch from (now() - started_at)))::int else solve_seconds end,
      solved_at = case when ${completes} then now() else solved_at end
    where id = ${sessionId}::uuid ${epoch === undefined ? sql`` : sql`and (board_epoch = ${epoch} or solved_at is not null)`}
    returning ${sessionColumns}`);
  const row = rowsOf<SessionRow>(result)[0];
  return row ? toSessionRow(row) : null;
}

export interface PlayerSolveRecord {
  playerId: string;
  puzzleDate: string;
  sessionId: string;
  onDay: boolean;
  completionTime: number;
  clean: boolean;
}

/** Records a player's completed session of a date, unless an earlier session of that date was completed first. */
export async function recordPlayerSolve(db: Database, solve: PlayerSolveRecord): Promise<void> {
  await db.execute(sql`
    insert into crossword_player_days (player_id, puzzle_date, solved_session_id, on_day, completion_time, clean, solved_at)
    values (${solve.playerId}::uuid, ${solve.puzzleDate}::date, ${solve.sessionId}::uuid, ${solve.onDay}, ${solve.completionTime},
            ${solve.clean}, now())
    on conflict (player_id, puzzle_date) do update set
      solved_session_id = excluded.solved_session_id, on_day = excluded.on_day, completion_time = excluded.completion_time,
      clean = excluded.clean, solved_at = excluded.solved_at
    where crossword_player_days.solved_session_id is null`);
}

/** Every date the player has completed, with what the stats need. */
export async function playerSolves(db: Database, playerId: string): Promise<PlayerSolve[]> {
  const result = await db.execute(sql`
    select puzzle_date::text as "puzzleDate", on_day as "onDay", completion_time::int as "completionTime", clean
    from crossword_player_days where player_id = ${playerId}::uuid and solved_session_id is not null`);
  return rowsOf<PlayerSolve>(result).map((row) => ({ ...row, completionTime: Number(row.completionTime) }));
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

export type StoredScore = { outcome: 'new' | 'improved' | 'kept'; id: number; score: number; completionTime: number } | { outcome: 'taken' };

/**
 * Marks the session submitted and keeps the username's best entry of the day, in one transaction: a first entry is
 * inserted; a better one (higher score, or the same score faster) replaces the old entry and takes a new id (ties
 * rank by id, that is by when the entry was stored); a worse or equal one leaves it. The histogram follows.
 * Returns the entry that stands, or null (nothing changed) when the session was already submitted.
 */
export async function storeDailyBest(db: Database, score: NewScore): Promise<StoredScore | null> {
  return db.transaction(async (tx) => {
    const marked = await tx.execute(sql`
      update crossword_sessions set completed_at = now() where id = ${score.sessionId}::uuid and completed_at is null returning 1 as marked`);
    if (rowsOf(marked).length === 0) return null;
    // An entry an admin hid still holds its name for the day.
    const [hiddenHolder] = rowsOf<{ holder: string }>(
      await tx.execute(sql`
        select coalesce(x.player_id::text, x.address_hash) as holder from crossword_hidden_scores h join crossword_sessions x on x.id = h.session_id
        where h.puzzle_date = ${score.puzzleDate}::date and lower(h.username) = lower(${score.username}) limit 1`),
    );
    // The name is held by a player id; a session without one is known by its network (address hash).
    const [me] = rowsOf<{ holder: string }>(
      await tx.execute(sql`select coalesce(player_id::text, address_hash) as holder from crossword_sessions where id = ${score.sessionId}::uuid`),
    );
    const mine = me?.holder ?? score.sessionId;
    if (hiddenHolder && hiddenHolder.holder !== mine) {
      await tx.execute(sql`update crossword_sessions set completed_at = null where id = ${score.sessionId}::uuid`);
      return { outcome: 'taken' as const };
    }
    const values = sql`${score.sessionId}::uuid, ${score.puzzleDate}::date, ${score.username}, ${score.theme}, ${score.completionTime},
                       ${score.hintsUsed}, ${score.mistakesCount}, ${score.score}`;
    const [inserted] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into crossword_scores (session_id, puzzle_date, username, theme, completion_time, hints_used, mistakes_count, score)
        values (${values}) on conflict (puzzle_date, username) do nothing returning id`),
    );
    if (inserted) {
      await countInHistogram(tx as unknown as Database, [{ score: score.score, change: 1 }]);
      return { outcome: 'new', id: Number(inserted.id), score: score.score, completionTime: score.completionTime };
    }
    const [standing] = rowsOf<{ id: number; score: number; completionTime: number; holder: string }>(
      await tx.execute(sql`
        select s.id, s.score, s.completion_time as "completionTime", coalesce(x.player_id::text, x.address_hash) as holder
        from crossword_scores s join crossword_sessions x on x.id = s.session_id
        where s.puzzle_date = ${score.puzzleDate}::date and s.username = ${score.username} for update of s`),
    );
    if (!standing) throw new Error('crossword daily best vanished during the transaction');
    if (standing.holder !== mine) {
      // Another player ranked with this name today: nothing is stored and the session may submit again.
      await tx.execute(sql`update crossword_sessions set completed_at = null where id = ${score.sessionId}::uuid`);
      return { outcome: 'taken' as const };
    }
    const better = score.score > standing.score || (score.score === standing.score && score.completionTime < standing.completionTime);
    if (!better) return { outcome: 'kept', id: Number(standing.id), score: Number(standing.score), completionTime: Number(standing.completionTime) };
    const [replaced] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update crossword_scores set id = nextval(pg_get_serial_sequence('crossword_scores', 'id')), session_id = ${score.sessionId}::uuid,
          theme = ${score.theme}, completion_time = ${score.completionTime}, hints_used = ${score.hintsUsed},
          mistakes_count = ${score.mistakesCount}, score = ${score.score}, created_at = now()
        where id = ${standing.id} returning id`),
    );
    await countInHistogram(tx as unknown as Database, [
      { score: Number(standing.score), change: -1 },
      { score: score.score, change: 1 },
    ]);
    return { outcome: 'improved', id: Number(replaced?.id), score: score.score, completionTime: score.completionTime };
  });
}

/**
 * Applies changes to the histogram in one statement, rows in score order, so two transactions moving entries between
 * the same two scores lock the rows in the same order and cannot deadlock.
 */
async function countInHistogram(db: Database, changes: { score: number; change: number }[]): Promise<void> {
  const byScore = new Map<number, number>();
  for (const { score, change } of changes) byScore.set(score, (byScore.get(score) ?? 0) + change);
  const rows = [...byScore].filter(([, change]) => change !== 0).map(([score, change]) => ({ score, change }));
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into crossword_score_histogram (score, count)
    select score, change from json_to_recordset(${JSON.stringify(rows)}::json) as counted(score int, change int) order by score
    on conflict (score) do update set count = crossword_score_histogram.count + excluded.count`);
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
 * A user's entry of one day (one per username and day) and how many entries of the day with the same score rank
 * ahead of it (faster, or as fast and stored earlier): a short range of the daily index. The entries with a higher
 * score come from the day's score counts (dailyScoreCounts), so the rank costs no long count. The query is the SQL
 * function crossword_daily_entry (migration 0007), whose plan is prepared once per connection.
 */
export function dailyEntryQuery(puzzleDate: string, username: string): SQL {
  return sql`select * from crossword_daily_entry(${puzzleDate}::date, ${username})`;
}

/**
 * A user's best entry of all time and the entries with the same score ranked ahead of it (the all-time index): the
 * SQL function crossword_all_time_entry (migration 0007), whose plan is prepared once per connection.
 */
export function allTimeEntryQuery(username: string): SQL {
  return sql`select * from crossword_all_time_entry(${username})`;
}

export type RankedEntryRow = EntryRow & { sameScoreAhead: number };

export async function queryRankedEntry(db: Database, query: SQL): Promise<RankedEntryRow | undefined> {
  const [row] = rowsOf<RankedEntryRow>(await db.execute(query));
  return row ? { ...normalizeEntry(row), sameScoreAhead: Number(row.sameScoreAhead) } : undefined;
}

/** How many entries of a day have each score (an index-only scan of the day's range). */
export async function dailyScoreCounts(db: Database, puzzleDate: string): Promise<{ score: number; count: number }[]> {
  const result = await db.execute(sql`
    select score, count(*)::int as count from crossword_scores where puzzle_date = ${puzzleDate}::date group by score`);
  return rowsOf<{ score: number; count: number }>(result).map((row) => ({ score: Number(row.score), count: Number(row.count) }));
}

/** How many entries of all time have each score (the histogram kept in step with the entries). */
export async function allTimeScoreCounts(db: Database): Promise<{ score: number; count: number }[]> {
  const result = await db.execute(sql`select score, count from crossword_score_histogram where count > 0`);
  return rowsOf<{ score: number; count: number }>(result).map((row) => ({ score: Number(row.score), count: Number(row.count) }));
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

/** A free variant of a name for the day: the name with the lowest number 2, 3, … appended that nobody used. */
export async function freeNameLike(db: Database, puzzleDate: string, username: string, maxLength: number): Promise<string> {
  const used = new Set(
    rowsOf<{ name: string }>(
      await db.execute(sql`
        select lower(username) as name from crossword_scores where puzzle_date = ${puzzleDate}::date and username like ${`${username.slice(0, maxLength - 4)}%`}
        union select lower(username) from crossword_hidden_scores where puzzle_date = ${puzzleDate}::date`),
    ).map((row) => row.name),
  );
  for (let number = 2; ; number += 1) {
    const suffix = `_${number}`;
    const candidate = `${username.slice(0, maxLength - suffix.length)}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

export interface ModeratedEntry {
  id: number;
  puzzleDate: string;
  username: string;
}

/**
 * Hides a leaderboard entry (`hide`) or shows a hidden one again, in one transaction: the row moves between
 * crossword_scores and crossword_hidden_scores with its id (so ranks stay as they were), the histogram follows, and
 * the change is written to the moderation log with the admin's id. Null when there is no such entry to move, or (on
 * show) when the same name has a new entry of that day.
 */
export async function moderateEntry(db: Database, id: number, action: 'hide' | 'show', adminUserId: number): Promise<ModeratedEntry | null> {
  const columns = sql`id, session_id, puzzle_date, username, theme, completion_time, hints_used, mistakes_count, score, created_at`;
  return db.transaction(async (tx) => {
    const moved = action === 'hide'
      ? await tx.execute(sql`
          with gone as (delete from crossword_scores where id = ${id} returning ${columns})
          insert into crossword_hidden_scores (${columns}) select ${columns} from gone
          returning id, puzzle_date::text as "puzzleDate", username, score`)
      : await tx.execute(sql`
          with back as (
            delete from crossword_hidden_scores h where h.id = ${id}
              and not exists (select 1 from crossword_scores s where s.puzzle_date = h.puzzle_date and s.username = h.username)
            returning ${columns})
          insert into crossword_scores (${columns}) select ${columns} from back
          returning id, puzzle_date::text as "puzzleDate", username, score`);
    const [entry] = rowsOf<ModeratedEntry & { score: number }>(moved);
    if (!entry) return null;
    await countInHistogram(tx as unknown as Database, [{ score: Number(entry.score), change: action === 'hide' ? -1 : 1 }]);
    await tx.execute(sql`
      insert into crossword_moderation_log (entry_id, puzzle_date, username, action, admin_user_id)
      values (${id}, ${entry.puzzleDate}::date, ${entry.username}, ${action}, ${adminUserId})`);
    return { id: Number(entry.id), puzzleDate: entry.puzzleDate, username: entry.username };
  });
}

/** A day's entries, shown and hidden, best first (at most `limit`), for the admin's hide control. */
export async function dayEntriesForModeration(
  db: Database,
  puzzleDate: string,
  limit: number,
): Promise<{ id: number; username: string; score: number; completionTime: number; hidden: boolean }[]> {
  const result = await db.execute(sql`
    select id, username, score, completion_time as "completionTime", hidden from (
      select id, username, score, completion_time, false as hidden from crossword_scores where puzzle_date = ${puzzleDate}::date
      union all
      select id, username, score, completion_time, true from crossword_hidden_scores where puzzle_date = ${puzzleDate}::date
    ) entries order by score desc, completion_time asc, id asc limit ${limit}`);
  return rowsOf<{ id: number; username: string; score: number; completionTime: number; hidden: boolean }>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    score: Number(row.score),
    completionTime: Number(row.completionTime),
  }));
}
