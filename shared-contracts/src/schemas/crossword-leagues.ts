/**
 * Crossword leagues: a class, a team or a group of friends with their own daily and all-time boards. Anyone creates
 * one with a name and shares its join link (`/crossword/leagues/{code}`); members join with their player id and a
 * username. A league board counts every member's first solve of each day (on its day), ranked or practice.
 */
import { z } from 'zod';
import { CROSSWORD } from '../constants';
import { LEAGUE_CODE_PATTERN, LEAGUE_NAME_MAX_LENGTH } from '../rules/crossword-leagues';
import { calendarDateSchema, errorBodySchema } from './common';

export const leagueCodeSchema = z.string().regex(new RegExp(`^${LEAGUE_CODE_PATTERN}$`), 'must be a league code');

/** `POST /api/crossword/leagues`: the name passes the same name filter as usernames (400 league_name_not_allowed). */
export const createLeagueRequestSchema = z.strictObject({ name: z.string().trim().min(2).max(LEAGUE_NAME_MAX_LENGTH) });
export type CreateLeagueRequest = z.infer<typeof createLeagueRequestSchema>;

export const leagueSummarySchema = z.object({ code: z.string(), name: z.string() });
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;
/** 201 answer of a new league. */
export const createLeagueResponseSchema = leagueSummarySchema;

/** The leagues kept in the browser under LEAGUES_STORAGE_KEY. */
export const storedLeaguesSchema = z.array(leagueSummarySchema);

/**
 * `POST /api/crossword/leagues/{code}/members`: joins (or renames, for the same player id) with a username that
 * follows the username rule and the name filter (400 username_not_allowed). 409 username_taken when another member
 * of the league has it; 409 league_full at LEAGUE_MAX_MEMBERS.
 */
export const joinLeagueRequestSchema = z.strictObject({
  playerId: z.uuid(),
  username: z.string().max(100),
});
export type JoinLeagueRequest = z.infer<typeof joinLeagueRequestSchema>;

export const joinLeagueResponseSchema = leagueSummarySchema.extend({
  username: z.string(),
  members: z.int().min(0),
});
export type JoinLeagueResponse = z.infer<typeof joinLeagueResponseSchema>;

/**
 * A member's row on a league board. Daily: the member's first solve of the day (score, time, hints, mistakes, solves
 * 1). All-time: the sum of the member's daily scores and times over the days solved (`solves`).
 */
export const leagueEntrySchema = z.object({
  rank: z.int().min(1),
  username: z.string(),
  score: z.int(),
  completionTime: z.int().min(0),
  hintsUsed: z.int().min(0),
  mistakesCount: z.int().min(0),
  solves: z.int().min(1),
});
export type LeagueEntry = z.infer<typeof leagueEntrySchema>;

/**
 * `GET /api/crossword/leagues/{code}/leaderboard/{YYYY-MM-DD|all-time}`: every member with a solve, in rank order
 * (score desc, time asc, username asc).
 */
export const leagueLeaderboardSchema = z.object({
  code: z.string(),
  name: z.string(),
  members: z.int().min(0),
  /** The day of a daily board; absent for all time. */
  puzzleDate: calendarDateSchema.optional(),
  entries: z.array(leagueEntrySchema),
});
export type LeagueLeaderboard = z.infer<typeof leagueLeaderboardSchema>;

/** Socket (path /ws, no login): follow a league's boards (today's and all time) while they are on screen. */
export const leagueSubscribeSchema = z.strictObject({ code: leagueCodeSchema });
export type LeagueSubscribe = z.infer<typeof leagueSubscribeSchema>;

/** Sent on subscribe and whenever a member solves today's puzzle or joins: both boards of the league. */
export const leagueUpdateSchema = z.object({
  code: z.string(),
  daily: leagueLeaderboardSchema,
  allTime: leagueLeaderboardSchema,
});
export type LeagueUpdate = z.infer<typeof leagueUpdateSchema>;

/** 409 username_taken: the name is held (today's public board, or this league) by another player; try `suggestion`. */
export const usernameTakenErrorSchema = errorBodySchema.extend({
  error: z.literal('username_taken'),
  suggestion: z.string().max(CROSSWORD.username.max),
});
export type UsernameTakenError = z.infer<typeof usernameTakenErrorSchema>;

/** `POST /api/admin/crossword/entries/{id}/hide` and `/show`: the entry hidden or shown again (both boards update live). */
export const entryModerationResponseSchema = z.object({
  id: z.int(),
  puzzleDate: calendarDateSchema,
  username: z.string(),
  hidden: z.boolean(),
});
export type EntryModerationResponse = z.infer<typeof entryModerationResponseSchema>;

/** `GET /api/admin/crossword/entries?date=`: the day's entries, shown and hidden, for the admin's hide control. */
export const adminEntryListSchema = z.object({
  puzzleDate: calendarDateSchema,
  entries: z.array(
    z.object({ id: z.int(), username: z.string(), score: z.int(), completionTime: z.int(), hidden: z.boolean() }),
  ),
});
export type AdminEntryList = z.infer<typeof adminEntryListSchema>;
