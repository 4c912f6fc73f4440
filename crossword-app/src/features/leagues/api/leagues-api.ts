import { apiRequest } from '@edna/shared-contracts/client';
import type { JoinLeagueResponse, LeagueLeaderboard, LeagueSummary } from '@edna/shared-contracts';

export const leagueBoardQueryKey = (code: string, scope: string) => ['/api/crossword/leagues', code, scope] as const;

export const fetchLeagueBoard = (code: string, scope: string) =>
  apiRequest<LeagueLeaderboard>('GET', `/api/crossword/leagues/${encodeURIComponent(code)}/leaderboard/${encodeURIComponent(scope)}`);

export const createLeague = (name: string) => apiRequest<LeagueSummary>('POST', '/api/crossword/leagues', { name });

export const joinLeague = (code: string, playerId: string, username: string) =>
  apiRequest<JoinLeagueResponse>('POST', `/api/crossword/leagues/${encodeURIComponent(code)}/members`, { playerId, username });
