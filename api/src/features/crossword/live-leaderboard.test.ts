import type { LeaderboardUpdate } from '@edna/shared-contracts';
import { connectSocket, type FeedSocket } from '../../test-support/live-feed';
import { startServersOnOneDatabase } from '../../test-support/shared-database';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';
import { HIGH_LIMITS, daysAgo, solvePuzzle, startSession, submitScore, today } from '../../test-support/crossword-play';

const LISTED_FIELDS = ['completionTime', 'hintsUsed', 'id', 'mistakesCount', 'puzzleDate', 'rank', 'score', 'username'];

/** Every crossword_leaderboard message the socket receives from now on. */
function collectUpdates(socket: FeedSocket): LeaderboardUpdate[] {
  const updates: LeaderboardUpdate[] = [];
  socket.on('crossword_leaderboard', (update) => updates.push(update));
  return updates;
}

/** The first update matching `predicate`, or a rejection after `timeoutMs`. */
function nextUpdate(socket: FeedSocket, predicate: (update: LeaderboardUpdate) => boolean, timeoutMs = 1000): Promise<LeaderboardUpdate> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('crossword_leaderboard', listener);
      reject(new Error(`no matching crossword_leaderboard within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (update: LeaderboardUpdate) => {
      if (!predicate(update)) return;
      clearTimeout(timer);
      socket.off('crossword_leaderboard', listener);
      resolve(update);
    };
    socket.on('crossword_leaderboard', listener);
  });
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A solve and its ranked score. `beforeScore` runs once the puzzle is solved, just before the score is posted: the
 * moment a live update is timed from.
 */
async function rankedSolve(server: TestServer, username: string, seconds: number, beforeScore: () => void = () => undefined) {
  const session = await startSession(server);
  await solvePuzzle(server, session, { seconds });
  beforeScore();
  const response = await submitScore(server, session, { username });
  if (response.status !== 201) throw new Error(`score: ${response.status} ${response.text}`);
  return response.body as unknown as { id: number; score: number };
}

describeEachDatabase(
  'Crossword live leaderboard on /ws',
  (server) => {
    const sockets: FeedSocket[] = [];
    const open = async () => {
      const socket = await connectSocket(server().url);
      sockets.push(socket);
      return socket;
    };
    afterAll(() => {
      for (const socket of sockets) socket.disconnect();
    });

    it('When a socket subscribes to a day, then it gets the top 10 at once and every change a ranked score makes to it', async () => {
      const first = await rankedSolve(server(), 'early_bird', 600);
      const socket = await open();
      const initial = nextUpdate(socket, (update) => update.puzzleDate === today());
      socket.emit('crossword_subscribe', { puzzleDate: today() });
      const list = await initial;
      expect(list.entries.map((entry) => [entry.username, entry.rank, entry.score])).toEqual([['early_bird', 1, first.score]]);
      expect(Object.keys(list.entries[0] ?? {}).sort()).toEqual(LISTED_FIELDS);

      let changed: Promise<LeaderboardUpdate> | undefined;
      let started = 0;
      const second = await rankedSolve(server(), 'fast_finisher', 60, () => {
        changed = nextUpdate(socket, (update) => update.entries.length === 2);
        started = Date.now();
      });
      const update = await (changed as Promise<LeaderboardUpdate>);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(update.entries.map((entry) => [entry.username, entry.rank])).toEqual([
        ['fast_finisher', 1],
        ['early_bird', 2],
      ]);
      expect(update.entries[0]).toMatchObject({ id: second.id, score: second.score, puzzleDate: today() });
    });

    it('When a socket unsubscribes, then it receives no more updates of that day', async () => {
      const socket = await open();
      const initial = nextUpdate(socket, () => true);
      socket.emit('crossword_subscribe', { puzzleDate: today() });
      await initial;
      socket.emit('crossword_unsubscribe', { puzzleDate: today() });
      await settle(100);
      const updates = collectUpdates(socket);
      await rankedSolve(server(), 'quiet_solver', 30);
      await settle();
      expect(updates).toEqual([]);
    });

    it('When payloads are malformed or name days without a puzzle, then they are ignored and the socket stays usable', async () => {
      const socket = await open();
      const updates = collectUpdates(socket);
      for (const payload of [undefined, null, 'today', { puzzleDate: 'yesterday' }, { puzzleDate: '2026-02-30' }, { puzzleDate: today(), extra: 1 }, [today()]]) {
        socket.emit('crossword_subscribe', payload as never);
      }
      await settle();
      expect(updates).toEqual([]);

      const days = [today(), daysAgo(1), daysAgo(2)];
      for (const puzzleDate of days) socket.emit('crossword_subscribe', { puzzleDate });
      await settle();
      // A fresh database holds only today's puzzle: the past days are not followed.
      expect(updates.map((update) => update.puzzleDate)).toEqual([today()]);
      expect(socket.connected).toBe(true);
    });
  },
  HIGH_LIMITS,
);

// Several processes can share only a PostgreSQL server (PGlite is one process), so this runs when TEST_DATABASE_URL
// is set, as it always is in CI.
const multiProcess = process.env.TEST_DATABASE_URL ? describe : describe.skip;

multiProcess('Crossword live leaderboard across API processes on one PostgreSQL', () => {
  let deployment: Awaited<ReturnType<typeof startServersOnOneDatabase>> | undefined;
  let socket: FeedSocket | undefined;
  beforeAll(async () => {
    deployment = await startServersOnOneDatabase(2, HIGH_LIMITS);
  });
  afterAll(async () => {
    socket?.disconnect();
    await deployment?.close();
  });

  it('When a ranked score is stored on one process, then a follower connected to the other receives the new top 10 within 1 s', async () => {
    const [first, second] = deployment?.servers ?? [];
    if (!first || !second) throw new Error('two API processes did not start');
    socket = await connectSocket(second.url);
    const initial = nextUpdate(socket, () => true);
    socket.emit('crossword_subscribe', { puzzleDate: today() });
    expect((await initial).entries).toEqual([]);
    await settle(200);
    const follower = socket;
    let received: Promise<LeaderboardUpdate> | undefined;
    let started = 0;
    const stored = await rankedSolve(first, 'other_process', 90, () => {
      received = nextUpdate(follower, (update) => update.entries.length === 1);
      started = Date.now();
    });
    const update = await (received as Promise<LeaderboardUpdate>);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(update.entries[0]).toMatchObject({ id: stored.id, username: 'other_process', rank: 1 });
  });
});
