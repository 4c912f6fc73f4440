import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, rowsOf, type Database } from '../../lib/db';
import { crosswordCountsFromSessions, storedCrosswordCounts } from '../../test-support/crossword-counts';
import { migrationsBefore, openMigratableDatabase, type MigratableDatabase } from '../../test-support/migrations';
import { TEST_DRIVERS } from '../../test-support/test-server';
import { createSession, takeHint, type PracticeReason } from './repository';

const MIGRATION = '0008_crossword_session_rollups';

interface Play {
  startedAt: string;
  practiceReason?: PracticeReason;
  bot?: boolean;
  mistakes?: number;
  hints?: number;
  solvedAfterSeconds?: number;
}

/** Sessions as the crossword feature writes them: started, wrong guesses (the fifth resets), hints, then solved. */
const PLAYS: Play[] = [
  { startedAt: '2026-03-10T10:00:00Z', mistakes: 6, hints: 2, solvedAfterSeconds: 75 },
  { startedAt: '2026-03-10T10:30:00Z', practiceReason: 'archive', hints: 1, solvedAfterSeconds: 250 },
  { startedAt: '2026-03-10T10:40:00Z', mistakes: 1, solvedAfterSeconds: 251 },
  { startedAt: '2026-03-10T11:00:00Z', bot: true, solvedAfterSeconds: 40 },
  { startedAt: '2026-03-10T23:59:00Z', mistakes: 2 },
  { startedAt: '2026-03-10T23:50:00Z', hints: 3, solvedAfterSeconds: 1000 },
];

/**
 * A wrong guess as the session records it (counts and the fifth-mistake reset), written for a database at any
 * migration: the repository's recordMistake also marks the address's probing (migration 0009), which the databases
 * played before migration 0008 do not have yet. This test compares the session counters only.
 */
async function countWrongGuess(db: Database, sessionId: string): Promise<void> {
  const resets = sql`mistakes >= 4`;
  await db.execute(sql`
    update crossword_sessions set
      mistakes = case when ${resets} then 0 else mistakes + 1 end,
      hints_used = case when ${resets} then 0 else hints_used end,
      hints_by_clue = case when ${resets} then '{}'::jsonb else hints_by_clue end,
      total_mistakes = total_mistakes + 1,
      resets = resets + case when ${resets} then 1 else 0 end
    where id = ${sessionId}::uuid and solved_at is null and completed_at is null`);
}

async function play(db: Database): Promise<void> {
  for (const entry of PLAYS) {
    const session = await createSession(db, { puzzleDate: '2026-03-10', addressHash: 'h', practiceReason: entry.practiceReason ?? null, bot: entry.bot });
    await db.execute(sql`update crossword_sessions set started_at = ${entry.startedAt}::timestamptz where id = ${session.id}::uuid`);
    for (let mistake = 0; mistake < (entry.mistakes ?? 0); mistake += 1) await countWrongGuess(db, session.id);
    for (let hint = 0; hint < (entry.hints ?? 0); hint += 1) await takeHint(db, session.id, 1, 10);
    if (entry.solvedAfterSeconds !== undefined) {
      await db.execute(sql`
        update crossword_sessions set solved_at = started_at + make_interval(secs => ${entry.solvedAfterSeconds}), solve_seconds = ${entry.solvedAfterSeconds}
        where id = ${session.id}::uuid`);
    }
  }
}

describe.each(TEST_DRIVERS)(`Migration ${MIGRATION}: crossword counters (%s)`, (driver) => {
  let backfilled: MigratableDatabase;
  let live: MigratableDatabase;
  let before: string;

  beforeAll(async () => {
    before = migrationsBefore(MIGRATION);
    backfilled = await openMigratableDatabase(driver);
    live = await openMigratableDatabase(driver);
  });
  afterAll(async () => {
    await backfilled?.close();
    await live?.close();
    fs.rmSync(before, { recursive: true, force: true });
  });

  it('When sessions stored before it are migrated, then the backfill holds what the trigger keeps for the same sessions played after it', async () => {
    await backfilled.migrate(before);
    // Today's repository also writes the board's epoch, a column of a later migration (0009, idempotent).
    await backfilled.db.execute(sql`alter table crossword_sessions add column if not exists board_epoch integer not null default 0`);
    await play(backfilled.db);
    await backfilled.migrate(MIGRATIONS_FOLDER);
    await live.migrate(MIGRATIONS_FOLDER);
    await play(live.db);

    const counts = await storedCrosswordCounts(live.db);
    expect(await storedCrosswordCounts(backfilled.db)).toEqual(counts);
    expect(counts).toEqual(await crosswordCountsFromSessions(live.db));
    const day = counts.find((row) => row.granularity === 'day' && row.bucket === '2026-03-10T00:00:00.000Z' && !row.bot);
    expect(day).toMatchObject({ sessionsStarted: 5, resets: 1, completions: 3, hints: 3, mistakes: 7, rankedSolves: 2, practiceSolves: 1, bestSeconds: 75 });
    // 75 s has a position of its own; 250 and 251 s share the 4-second position 248-251 (the median reads its middle).
    expect(day?.solveTimes).toEqual(['75-75:1', '248-251:2']);
    const nextDay = counts.find((row) => row.granularity === 'day' && row.bucket === '2026-03-11T00:00:00.000Z' && !row.bot);
    expect(nextDay).toMatchObject({ sessionsStarted: 0, completions: 1, hints: 3, bestSeconds: 1000, solveTimes: ['992-1007:1'] });
  });

  it('When sessions are deleted or changed, then the counters follow, the fastest time included', async () => {
    const { db } = live;
    await db.execute(sql`delete from crossword_sessions where solve_seconds = 75`);
    await db.execute(sql`update crossword_sessions set bot = true where solve_seconds = 250`);
    await db.execute(sql`update crossword_sessions set started_at = started_at - interval '1 day' where solve_seconds is null`);
    expect(await storedCrosswordCounts(db)).toEqual(await crosswordCountsFromSessions(db));
    const [human] = rowsOf<{ best: number }>(
      await db.execute(sql`select best_seconds as best from crossword_session_counts where granularity = 'day' and bucket = '2026-03-10T00:00:00Z' and not bot`),
    );
    expect(human?.best).toBe(251);
    await db.execute(sql`truncate crossword_sessions`);
    expect(await storedCrosswordCounts(db)).toEqual([]);
  });
});
