import net from 'node:net';
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '@edna/shared-contracts';
import { post } from './test-support/http';
import { connectSocket, type FeedSocket } from './test-support/live-feed';
import { describeEachDatabase } from './test-support/test-server';

const MAX_CONNECTIONS = 6;
const SOCKET_AUTH_TIMEOUT_MS = 300;
const LEADERBOARD_IDLE_MS = 1500;

/** A raw TCP connection that sends nothing; `closed` settles when the server closes it. */
function openConnection(baseUrl: string): Promise<{ socket: net.Socket; closed: Promise<void> }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve({ socket, closed }));
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('error', reject);
  });
}

const disconnected = (socket: FeedSocket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
const todayUtc = () => new Date().toISOString().slice(0, 10);
const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describeEachDatabase(
  'Connection caps and leaderboard subscriptions',
  (server) => {
    it('When one address opens more HTTP connections than MAX_CONNECTIONS_PER_ADDRESS, then the extra one is closed at once; a freed place can be used again', async () => {
      // Two more than the cap: at least those two are closed at once (a kept-alive connection of an earlier request
      // may hold a place too), and no more than the cap stay open.
      const opened = await Promise.all(Array.from({ length: MAX_CONNECTIONS + 2 }, () => openConnection(server().url)));
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const closed = await Promise.all(opened.map((connection) => settledWithin(connection.closed, 1)));
      expect(closed.filter(Boolean).length).toBeGreaterThanOrEqual(2);
      expect(closed.filter((isClosed) => !isClosed).length).toBeLessThanOrEqual(MAX_CONNECTIONS);
      for (const connection of opened) connection.socket.destroy();
      await Promise.all(opened.map((connection) => connection.closed));
      expect((await fetch(`${server().url}/api/health`)).status).toBe(200);
    });

    it('When one address opens more sockets than MAX_SOCKETS_PER_ADDRESS, then the extra one is disconnected', async () => {
      const first = await connectSocket(server().url);
      const second = await connectSocket(server().url);
      for (const socket of [first, second]) socket.emit('crossword_subscribe', { puzzleDate: todayUtc() });
      // Listening before it connects: the cap closes the third in the same moment it is accepted.
      const connectedAt = Date.now();
      const third: FeedSocket = io(server().url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true });
      expect(await disconnected(third)).toBe('io server disconnect');
      expect(Date.now() - connectedAt).toBeLessThan(LEADERBOARD_IDLE_MS);
      expect(first.connected && second.connected).toBe(true);
      first.disconnect();
      second.disconnect();
    });

    it('When a socket subscribes to a day without a puzzle, then it gets no list and is closed as a socket with no purpose', async () => {
      const socket = await connectSocket(server().url);
      const lists: unknown[] = [];
      socket.on('crossword_leaderboard', (list) => lists.push(list));
      const closed = disconnected(socket);
      socket.emit('crossword_subscribe', { puzzleDate: '2001-01-01' });
      expect(await closed).toBe('io server disconnect');
      expect(lists).toEqual([]);
    });

    it('When a follower of a day with a puzzle does not subscribe again, then its subscription expires after LEADERBOARD_IDLE_MS and the socket is closed', async () => {
      const socket = await connectSocket(server().url);
      const list = new Promise((resolve) => socket.once('crossword_leaderboard', resolve));
      const closed = disconnected(socket);
      const subscribedAt = Date.now();
      socket.emit('crossword_subscribe', { puzzleDate: todayUtc() });
      expect(await list).toMatchObject({ puzzleDate: todayUtc() });
      expect(await closed).toBe('io server disconnect');
      expect(Date.now() - subscribedAt).toBeGreaterThanOrEqual(LEADERBOARD_IDLE_MS);
    });

    it('When a follower of a league does not subscribe again, then its follow expires after LEADERBOARD_IDLE_MS and the socket is closed', async () => {
      const created = await post<{ code: string }>(server().url, '/api/crossword/leagues', { name: 'Evening Cohort' });
      expect(created.status).toBe(201);
      const socket = await connectSocket(server().url);
      const boards = new Promise((resolve) => socket.once('crossword_league_leaderboard', resolve));
      const closed = disconnected(socket);
      const subscribedAt = Date.now();
      socket.emit('crossword_league_subscribe', { code: created.body.code });
      expect(await boards).toMatchObject({ code: created.body.code });
      expect(await closed).toBe('io server disconnect');
      expect(Date.now() - subscribedAt).toBeGreaterThanOrEqual(LEADERBOARD_IDLE_MS);
    });
  },
  {
    // Clients connect directly: the caps apply only without a trusted proxy.
    TRUST_PROXY: 'false',
    MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS),
    MAX_SOCKETS_PER_ADDRESS: '2',
    SOCKET_AUTH_TIMEOUT_MS: String(SOCKET_AUTH_TIMEOUT_MS),
    LEADERBOARD_IDLE_MS: String(LEADERBOARD_IDLE_MS),
  },
);
