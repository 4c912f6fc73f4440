/**
 * Crossword leagues: anyone creates one with a name (the name filter applies) and shares its code; members join with
 * their player id and a username. A league's daily board counts each member's first solve of the day on its day
 * (crossword_player_days), ranked or practice, whatever the network's allowance for the public board; its all-time
 * board sums those days.
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  LEAGUE_MAX_MEMBERS,
  validateUsername,
  type JoinLeagueResponse,
  type LeagueEntry,
  type LeagueLeaderboard,
  type LeagueSummary,
} from '@edna/shared-contracts';
import { rowsOf, type Database } from '../../lib/db';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isNameAllowed, usernameNotAllowed } from './names';
import { clampedScoreInput, computeScore } from './scoring';

/** The code alphabet: lower-case letters and digits without look-alikes (LEAGUE_CODE_PATTERN). */
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 8;

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const leagueNotFound = (code: string) => notFound(`There is no crossword league ${code}.`, 'league_not_found');

interface SolveRow {
  username: string;
  puzzleDate: string;
  solveSeconds: number;
  totalHints: number;
  totalMistakes: number;
}

/** Rank order of a league board: score desc, time asc, username asc. */
function rankEntries(entries: Omit<LeagueEntry, 'rank'>[]): LeagueEntry[] {
  return entries
    .sort((a, b) => b.score - a.score || a.completionTime - b.completionTime || a.username.localeCompare(b.username))
    .map((entry, index) => ({ ...entry, rank: index + 1 }));
}

export function createLeagueService(db: Database) {
  async function findLeague(code: string): Promise<LeagueSummary & { members: number }> {
    const [league] = rowsOf<LeagueSummary & { members: number }>(
      await db.execute(sql`
        select code, name, (select count(*)::int from crossword_league_members m where m.league_code = l.code) as members
        from crossword_leagues l where code = ${code}`),
    );
    if (!league) throw leagueNotFound(code);
    return { ...league, members: Number(league.members) };
  }

  /** Each member's first on-day solve, of one date or of every date, with the values its score is computed from. */
  async function memberSolves(code: string, puzzleDate?: string): Promise<SolveRow[]> {
    const result = await db.execute(sql`
      select m.username, d.puzzle_date::text as "puzzleDate", s.solve_seconds::int as "solveSeconds",
             s.total_hints::int as "totalHints", s.total_mistakes::int as "totalMistakes"
      from crossword_league_members m
      join crossword_player_days d on d.player_id = m.player_id and d.solved_session_id is not null and d.on_day
      join crossword_sessions s on s.id = d.solved_session_id
      where m.league_code = ${code} ${puzzleDate ? sql`and d.puzzle_date = ${puzzleDate}::date` : sql``}`);
    return rowsOf<SolveRow>(result);
  }

  const valuesOf = (solve: SolveRow) => {
    const values = clampedScoreInput({ completionTime: solve.solveSeconds, hintsUsed: solve.totalHints, mistakesCount: solve.totalMistakes });
    return { ...values, score: computeScore(values) };
  };

  return {
    /** A new league with a name that passes the name filter; its code is random (retried on the rare collision). */
    async create(name: string): Promise<LeagueSummary> {
      const trimmed = name.trim();
      if (!isNameAllowed(trimmed)) {
        throw badRequest('That league name is not allowed: it is offensive or a reserved name (such as admin or the product name).', 'league_name_not_allowed');
      }
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const code = newCode();
        const inserted = await db.execute(sql`
          insert into crossword_leagues (code, name) values (${code}, ${trimmed}) on conflict (code) do nothing returning code`);
        if (rowsOf(inserted).length > 0) return { code, name: trimmed };
      }
      throw new Error('no free league code after 5 attempts');
    },

    /**
     * Joins a league, or changes the member's username (same player id). The username follows the username rule and
     * the name filter; another member's username (any case) is 409 username_taken; the 501st member is 409 league_full.
     * The member count is checked under a lock on the league row, so concurrent joins cannot overshoot.
     */
    async join(code: string, playerId: string, rawUsername: string): Promise<JoinLeagueResponse> {
      const checked = validateUsername(rawUsername);
      if (!checked.ok) throw badRequest(checked.message, 'invalid_username');
      if (!isNameAllowed(checked.username)) throw usernameNotAllowed();
      const username = checked.username;
      return db.transaction(async (tx) => {
        const [league] = rowsOf<LeagueSummary>(await tx.execute(sql`select code, name from crossword_leagues where code = ${code} for update`));
        if (!league) throw leagueNotFound(code);
        const [holder] = rowsOf<{ playerId: string }>(
          await tx.execute(sql`
            select player_id::text as "playerId" from crossword_league_members where league_code = ${code} and lower(username) = lower(${username})`),
        );
        if (holder && holder.playerId !== playerId) {
          throw conflict(`Another member of this league is called ${username}. Please choose another name.`, 'username_taken');
        }
        const [counts] = rowsOf<{ members: number; member: boolean }>(
          await tx.execute(sql`
            select count(*)::int as members, bool_or(player_id = ${playerId}::uuid) as member
            from crossword_league_members where league_code = ${code}`),
        );
        if (!counts?.member && Number(counts?.members ?? 0) >= LEAGUE_MAX_MEMBERS) {
          throw conflict(`This league is full: it has its ${LEAGUE_MAX_MEMBERS} members.`, 'league_full');
        }
        await tx.execute(sql`
          insert into crossword_league_members (league_code, player_id, username) values (${code}, ${playerId}::uuid, ${username})
          on conflict (league_code, player_id) do update set username = excluded.username`);
        return { code, name: league.name, username, members: Number(counts?.members ?? 0) + (counts?.member ? 0 : 1) };
      });
    },

    /** A league's board of one day (each member's first solve of it) or of all time (the sum over the days). */
    async leaderboard(code: string, scope: { date: string } | 'all-time'): Promise<LeagueLeaderboard> {
      const league = await findLeague(code);
      if (scope !== 'all-time') {
        const entries = (await memberSolves(code, scope.date)).map((solve) => {
          const { completionTime, hintsUsed, mistakesCount, score } = valuesOf(solve);
          return { username: solve.username, score, completionTime, hintsUsed, mistakesCount, solves: 1 };
        });
        return { ...league, puzzleDate: scope.date, entries: rankEntries(entries) };
      }
      const totals = new Map<string, Omit<LeagueEntry, 'rank'>>();
      for (const solve of await memberSolves(code)) {
        const values = valuesOf(solve);
        const total = totals.get(solve.username) ?? { username: solve.username, score: 0, completionTime: 0, hintsUsed: 0, mistakesCount: 0, solves: 0 };
        total.score += values.score;
        total.completionTime += values.completionTime;
        total.hintsUsed += values.hintsUsed;
        total.mistakesCount += values.mistakesCount;
        total.solves += 1;
        totals.set(solve.username, total);
      }
      return { ...league, entries: rankEntries([...totals.values()]) };
    },

    /** The codes of the leagues a player is a member of. */
    async leaguesOf(playerId: string): Promise<string[]> {
      const result = await db.execute(sql`select league_code as code from crossword_league_members where player_id = ${playerId}::uuid`);
      return rowsOf<{ code: string }>(result).map((row) => row.code);
    },
  };
}

export type LeagueService = ReturnType<typeof createLeagueService>;
