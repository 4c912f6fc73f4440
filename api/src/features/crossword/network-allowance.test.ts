import type { CheckLetterResponse, LeaderboardEntry, ScoreResponse, SessionResponse } from '@edna/shared-contracts';
import {
  backdateSession,
  newPlayerId,
  solutionCells,
  storedClues,
  today,
  wrongLetter,
  type ErrorBody,
} from '../../test-support/crossword-play';
import { loopbackClient, type LoopbackClient } from '../../test-support/loopback-client';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';

/** Only the rate limits are raised: the ranked-play rules run with their defaults, as deployed. */
const RATE_LIMITS_ONLY = { CROSSWORD_PLAY_RATE_LIMIT: '100000', CROSSWORD_SESSION_RATE_LIMIT: '100000', CROSSWORD_SCORE_RATE_LIMIT: '100000' };

async function start(client: LoopbackClient, playerId?: string): Promise<SessionResponse> {
  const response = await client.post<SessionResponse>('/api/crossword/session', { puzzleDate: today(), ...(playerId ? { playerId } : {}) });
  if (response.status !== 200) throw new Error(`session: ${response.status} ${response.text}`);
  return response.body;
}

const check = (client: LoopbackClient, session: SessionResponse, cell: { row: number; col: number }, letter: string) =>
  client.post<CheckLetterResponse & ErrorBody>('/api/crossword/check', { sessionToken: session.sessionToken, row: cell.row, col: cell.col, letter });

/** Solves every clue after `seconds` of play and submits the score under `username`. */
async function solveAndScore(server: TestServer, client: LoopbackClient, session: SessionResponse, seconds: number, username: string) {
  const clues = await storedClues(server);
  await backdateSession(server, session.sessionToken, seconds);
  for (const clue of clues) {
    const solved = await client.post('/api/crossword/solve-clue', { sessionToken: session.sessionToken, clueId: clue.id, answer: clue.answer });
    if (solved.status !== 200) throw new Error(`solve-clue: ${solved.status} ${solved.text}`);
  }
  return client.post<ScoreResponse & ErrorBody>('/api/crossword/score', { username, sessionToken: session.sessionToken, puzzleDate: session.puzzleDate });
}

describeEachDatabase(
  'Crossword per-network allowance (default limits, loopback source addresses)',
  (server) => {
    it('When five visitors only open the page, then a sixth visitor on the same network who types gets a ranked play', async () => {
      const network = loopbackClient(server().url, '127.0.0.3');
      const views = [];
      for (let index = 0; index < 5; index += 1) views.push(await start(network, newPlayerId()));
      expect(views.every((view) => view.ranked && view.play?.kind === 'ranked')).toBe(true);
      const player = await start(network, newPlayerId());
      expect(player.play).toEqual({ kind: 'ranked' });
      const [cell] = solutionCells(await storedClues(server()));
      if (!cell) throw new Error('no cell');
      const first = await check(network, player, cell, cell.letter);
      expect(first.body).toMatchObject({ correct: true, play: { kind: 'ranked' } });
      // The claim happens once: later checks do not repeat the play.
      expect((await check(network, player, cell, cell.letter)).body.play).toBeUndefined();
    });

    it('When 40 players on one network start, type (with a few honest mistakes) and finish today’s puzzle, then all 40 get a ranked play and a ranked score', async () => {
      const network = loopbackClient(server().url, '127.0.0.2');
      const cells = solutionCells(await storedClues(server()));
      const outcomes: { play?: string; score: number }[] = [];
      for (let index = 0; index < 40; index += 1) {
        const session = await start(network, newPlayerId());
        const [first, second] = cells;
        if (!first || !second) throw new Error('no cells');
        const typed = await check(network, session, first, index % 2 === 0 ? wrongLetter(first.letter) : first.letter);
        await check(network, session, second, wrongLetter(second.letter));
        const scored = await solveAndScore(server(), network, session, 120 + index * 7, `class_member_${index}`);
        outcomes.push({ play: typed.body.play?.kind, score: scored.status });
      }
      const ranked = outcomes.filter((outcome) => outcome.play === 'ranked' && outcome.score === 201).length;
      console.info(`[network allowance] ${ranked} of 40 players on one address got a ranked play and a ranked score`);
      expect(ranked).toBe(40);
    });

    it('When the probe floods from 4 networks (3 sessions each, the grid learned through /check in a throw-away session, perfect solves), then it takes at most 2 of today’s top 10', async () => {
      const date = today();
      const clues = await storedClues(server());
      const cells = solutionCells(clues);
      // Twelve honest solvers, each on their own network: 70 s to 400 s, some with a mistake.
      for (let index = 0; index < 12; index += 1) {
        const client = loopbackClient(server().url, `127.0.1.${index + 1}`);
        const session = await start(client, newPlayerId());
        const [cell] = cells;
        if (!cell) throw new Error('no cell');
        await check(client, session, cell, index % 3 === 0 ? wrongLetter(cell.letter) : cell.letter);
        const scored = await solveAndScore(server(), client, session, 70 + index * 30, `honest_${index}`);
        expect(scored.status).toBe(201);
      }

      const floodNames = new Set<string>();
      for (let network = 1; network <= 4; network += 1) {
        const client = loopbackClient(server().url, `127.0.2.${network}`);
        const sessions = [await start(client, newPlayerId()), await start(client, newPlayerId()), await start(client)];
        // Networks 3 and 4 claim their ranked plays before probing (one right letter each), 1 and 2 after.
        const [firstCell] = cells;
        if (!firstCell) throw new Error('no cell');
        if (network > 2) for (const session of sessions) await check(client, session, firstCell, firstCell.letter);
        const probe = await start(client, newPlayerId());
        for (const cell of cells) {
          for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
            const answer = await check(client, probe, cell, letter);
            expect(answer.status).toBe(200);
            if (answer.body.correct) break;
          }
        }
        for (const [index, session] of sessions.entries()) {
          const name = `flood_${network}_${index}`;
          floodNames.add(name);
          const scored = await solveAndScore(server(), client, session, 21, name);
          expect([201, 409]).toContain(scored.status);
        }
      }

      const board = await loopbackClient(server().url, '127.0.3.1').get<LeaderboardEntry[]>(`/api/crossword/leaderboard/${date}`);
      const taken = board.body.slice(0, 10).filter((entry) => floodNames.has(entry.username)).length;
      console.info(`[network allowance] the probe's flood takes ${taken} of today's top 10`);
      expect(taken).toBeLessThanOrEqual(2);
      expect(board.body[0]?.username).toMatch(/^honest_/);
    });
  },
  RATE_LIMITS_ONLY,
);
