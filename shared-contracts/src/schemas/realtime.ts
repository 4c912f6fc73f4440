import { z } from 'zod';
import type { RealTimeEvent } from './analytics';
import type { LeaderboardSubscribe, LeaderboardUpdate } from './crossword';
import type { LeagueSubscribe, LeagueUpdate } from './crossword-leagues';

export const socketAuthMessageSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(1).max(4000),
});
export type SocketAuthMessage = z.infer<typeof socketAuthMessageSchema>;

export const insightsAnalyticsMessageSchema = z.strictObject({
  type: z.literal('insights_analytics'),
  userAgent: z.string().max(500),
  page: z.string().max(200).optional(),
});
export type InsightsAnalyticsMessage = z.infer<typeof insightsAnalyticsMessageSchema>;

export interface ClientToServerEvents {
  auth: (message: SocketAuthMessage) => void;
  insights_analytics: (message: InsightsAnalyticsMessage) => void;
  /** Public: follow / stop following a day's leaderboard (room `crossword:{puzzleDate}`). */
  crossword_subscribe: (message: LeaderboardSubscribe) => void;
  crossword_unsubscribe: (message: LeaderboardSubscribe) => void;
  /** Public: follow / stop following a league's boards (room `crossword-league:{code}`). */
  crossword_league_subscribe: (message: LeagueSubscribe) => void;
  crossword_league_unsubscribe: (message: LeagueSubscribe) => void;
}

export interface ServerToClientEvents {
  auth_success: (payload: { message: string }) => void;
  auth_error: (payload: { message: string }) => void;
  real_time_analytics: (payload: { data: RealTimeEvent }) => void;
  crossword_leaderboard: (payload: LeaderboardUpdate) => void;
  crossword_league_leaderboard: (payload: LeagueUpdate) => void;
}
