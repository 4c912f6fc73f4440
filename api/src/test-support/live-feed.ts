/** Admin live-feed sockets for API tests (socket.io-client on the real server). */
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, type ClientToServerEvents, type RealTimeEvent, type ServerToClientEvents } from '@edna/shared-contracts';
import { get } from './http';
import type { TestSession } from './sessions';

export type FeedSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connectSocket(baseUrl: string): Promise<FeedSocket> {
  const socket: FeedSocket = io(baseUrl, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Sends {type: 'auth', token} and resolves with the server's answer. */
export function authenticate(socket: FeedSocket, token: string): Promise<{ event: 'auth_success' | 'auth_error'; message: string }> {
  return new Promise((resolve) => {
    socket.once('auth_success', ({ message }) => resolve({ event: 'auth_success', message }));
    socket.once('auth_error', ({ message }) => resolve({ event: 'auth_error', message }));
    socket.emit('auth', { type: 'auth', token });
  });
}

/** A socket of the live feed, authenticated with a fresh socket token of `session`. */
export async function connectAdminFeed(baseUrl: string, session: TestSession): Promise<FeedSocket> {
  const tokenResponse = await get<{ token: string }>(baseUrl, '/api/admin/socket-token', session.headers());
  if (tokenResponse.status !== 200) throw new Error(`socket token: ${tokenResponse.status}`);
  const socket = await connectSocket(baseUrl);
  const answer = await authenticate(socket, tokenResponse.body.token);
  if (answer.event !== 'auth_success') throw new Error(`socket auth: ${answer.message}`);
  return socket;
}

/** Every real_time_analytics event the socket receives from now on. */
export function collectEvents(socket: FeedSocket): RealTimeEvent[] {
  const events: RealTimeEvent[] = [];
  socket.on('real_time_analytics', ({ data }) => events.push(data));
  return events;
}

/** Resolves with the first event matching `predicate`, or rejects after `timeoutMs`. */
export function nextEvent(socket: FeedSocket, predicate: (event: RealTimeEvent) => boolean, timeoutMs = 2000): Promise<RealTimeEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('real_time_analytics', listener);
      reject(new Error(`no matching real_time_analytics event within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = ({ data }: { data: RealTimeEvent }) => {
      if (!predicate(data)) return;
      clearTimeout(timer);
      socket.off('real_time_analytics', listener);
      resolve(data);
    };
    socket.on('real_time_analytics', listener);
  });
}

/**
 * A round trip on `socket` (a refused auth, answered with auth_error). The server handles one socket's messages in
 * order and writes a broadcast to every member socket at once, so once this resolves, every event the server had sent
 * this socket before — and, after a witness saw an event, every copy of that event — has arrived. "Nothing arrived"
 * is then a fact, not the hope that a pause was long enough. It counts as one failed auth of the socket.
 */
export async function roundTrip(socket: FeedSocket): Promise<void> {
  const answer = await authenticate(socket, 'round-trip-marker');
  if (answer.event !== 'auth_error') throw new Error('the round-trip marker was accepted as a token');
}
