/** Crossword play for API tests: the stored answers (tests may read the database; browsers never get them) and calls. */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clueCells, isoDate, type SessionResponse, type SolveClueResponse } from '@edna/shared-contracts';
import type { PlacedClue, StoredLayout } from '../features/crossword/layout';
import { createSessionTokens } from '../features/crossword/session-token';
import { rowsOf } from '../lib/db';
import { post, type JsonResponse } from './http';
import type { TestServer } from './test-server';

export type ErrorBody = { error: string; message: string };

export const today = () => isoDate();
export const daysAgo = (days: number) => isoDate(new Date(Date.now() - days * 86_400_000));
/** Play limits high enough that a suite's many calls from one address are never refused. */
export const HIGH_LIMITS = {
  CROSSWORD_PLAY_RATE_LIMIT: '100000',
  CROSSWORD_SESSION_RATE_LIMIT: '100000',
  CROSSWORD_SCORE_RATE_LIMIT: '100000',
  CROSSWORD_RANKED_SESSIONS_PER_ADDRESS: '100000',
  CROSSWORD_PROBE_MISTAKES_PER_ADDRESS: '100000',
};

export async function storedClues(server: TestServer, puzzleDate: string = today()): Promise<PlacedClue[]> {
  const result = await server.context.database.db.execute(sql`select layout from crossword_puzzles where puzzle_date = ${puzzleDate}::date`);
  const [row] = rowsOf<{ layout: StoredLayout }>(result);
  if (!row) throw new Error(`no puzzle stored for ${puzzleDate}`);
  return row.layout.clues;
}

export function solutionCells(clues: readonly PlacedClue[]): { row: number; col: number; letter: string }[] {
  const cells = new Map<string, { row: number; col: number; letter: string }>();
  for (const clue of clues) {
    clueCells({ ...clue, length: clue.answer.length }).forEach(([row, col], index) => {
      cells.set(`${row},${col}`, { row, col, letter: clue.answer[index] as string });
    });
  }
  return [...cells.values()];
}

export const wrongLetter = (letter: string) => (letter === 'Q' ? 'Z' : 'Q');
export const sessionIdOf = (token: string) => token.split('.')[1] as string;
export const newPlayerId = () => randomUUID();
/** The header that makes a request come from another client address (the API trusts loopback proxies). */
export const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

export interface SessionOptions {
  puzzleDate?: string;
  sessionToken?: string;
  playerId?: string;
  address?: string;
  userAgent?: string;
}

export function requestSession(server: TestServer, { puzzleDate = today(), sessionToken, playerId, address, userAgent }: SessionOptions = {}) {
  return post<SessionResponse & ErrorBody>(
    server.url,
    '/api/crossword/session',
    { puzzleDate, ...(sessionToken ? { sessionToken } : {}), ...(playerId ? { playerId } : {}) },
    { ...(address ? fromAddress(address) : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) },
  );
}

export async function startSession(server: TestServer, options: SessionOptions = {}): Promise<SessionResponse> {
  const response = await requestSession(server, options);
  if (response.status !== 200) throw new Error(`session: ${response.status} ${response.text}`);
  return response.body;
}

/** Moves a session's start back, as if the player had been solving for that long. */
export async function backdateSession(server: TestServer, token: string, seconds: number): Promise<void> {
  await server.context.database.db.execute(
    sql`update crossword_sessions set started_at = started_at - make_interval(secs => ${seconds}) where id = ${sessionIdOf(token)}::uuid`,
  );
}

/** A token signed with the server's real secret, for claims the server would never issue itself. */
export function signToken(server: TestServer, claims: { sessionId: string; puzzleDate: string; expiresAt: number }): string {
  return createSessionTokens(server.context.config.CROSSWORD_SECRET ?? server.context.secrets.crossword).issue(claims);
}

export function solveClue(server: TestServer, sessionToken: string, clueId: number, answer: string, address?: string) {
  return post<SolveClueResponse & ErrorBody>(server.url, '/api/crossword/solve-clue', { sessionToken, clueId, answer }, address ? fromAddress(address) : undefined);
}

/**
 * Solves every clue of the session's puzzle as a player would, after `seconds` of play (the session start is moved
 * back that far first). Resolves with the answer to the last clue, which completes the puzzle.
 */
export async function solvePuzzle(
  server: TestServer,
  session: SessionResponse,
  { seconds = 120, address }: { seconds?: number; address?: string } = {},
): Promise<JsonResponse<SolveClueResponse & ErrorBody>> {
  const clues = await storedClues(server, session.puzzleDate);
  await backdateSession(server, session.sessionToken, seconds);
  let last: JsonResponse<SolveClueResponse & ErrorBody> | undefined;
  for (const clue of clues) {
    last = await solveClue(server, session.sessionToken, clue.id, clue.answer, address);
    if (last.status !== 200) throw new Error(`solve-clue ${clue.id}: ${last.status} ${last.text}`);
  }
  if (!last) throw new Error('the puzzle has no clues');
  return last;
}

export function scoreBody(session: SessionResponse, overrides: Record<string, unknown> = {}) {
  return {
    username: 'ada_lovelace',
    completionTime: 100,
    hintsUsed: 0,
    mistakesCount: 0,
    puzzleDate: session.puzzleDate,
    theme: 'anything',
    sessionToken: session.sessionToken,
    ...overrides,
  };
}

export function submitScore(server: TestServer, session: SessionResponse, overrides: Record<string, unknown> = {}, address?: string) {
  return post<ErrorBody & Record<string, unknown>>(server.url, '/api/crossword/score', scoreBody(session, overrides), address ? fromAddress(address) : undefined);
}
