import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server, type Socket } from 'socket.io';
import {
  ADMIN_ROOM,
  SOCKET_MESSAGES,
  SOCKET_PATH,
  insightsAnalyticsMessageSchema,
  socketAuthMessageSchema,
  type ClientToServerEvents,
  type RealTimeEvent,
  type ServerToClientEvents,
} from '@edna/shared-contracts';
import type { DatabaseHandle } from '../lib/db';
import type { Logger } from '../lib/logger';
import { createAddressCap } from '../lib/address-cap';

export interface Realtime {
  /** Sends one event to every authenticated admin socket, on this process and (on PostgreSQL) all others. */
  publish(event: RealTimeEvent): void;
  /**
   * Tells whether a socket token belongs to an admin (installed by the admin feature). `{until}` (ms since the
   * epoch) ends the socket's admin membership when the session behind the token ends.
   */
  setTokenVerifier(verify: TokenVerifier): void;
  /**
   * Disconnects every socket authenticated with a token of this session, on this process and (on PostgreSQL,
   * through the adapter) all others. Called after the session was revoked.
   */
  endSession(sessionId: string): void;
  /** Receives `insights_analytics` messages from authenticated admins. */
  onInsights(listener: (message: { userAgent: string; page?: string }) => void): void;
  readonly io: Server<ClientToServerEvents, ServerToClientEvents>;
  /** Settles once events from other API processes can arrive (on PostgreSQL: the adapter is LISTENing). */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * false for a refused token; otherwise `until` (ms since the epoch) ends the socket's admin membership when the
 * session behind the token ends, and `sessionId` names that session, so that its logout reaches the socket.
 */
export type TokenVerifier = (token: string) => Promise<false | { until: number; sessionId: string }>;

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A socket that fails this many auth attempts is disconnected. */
export const MAX_FAILED_AUTH_ATTEMPTS = 5;
/** insights_analytics messages closer together than this (per socket) are dropped. */
export const MIN_INSIGHTS_INTERVAL_MS = 1000;
/** setTimeout cannot wait longer than this. */
const MAX_TIMER_MS = 2_147_483_647;

interface RealtimeOptions {
  database: DatabaseHandle;
  logger: Logger;
  /** How long a socket may stay in no room (neither an authenticated admin nor following a leaderboard). */
  authTimeoutMs: number;
  /** socket.io connections one peer address may hold (0: no cap). */
  maxSocketsPerAddress?: number;
}

/**
 * socket.io on /ws. A socket proves it belongs to an admin with `{type: 'auth', token}`; only then does it join the
 * admin room that receives `real_time_analytics`. On PostgreSQL the postgres adapter relays events between
 * processes (its table comes from a migration); on PGlite (one process) the default in-memory adapter is used.
 */
export function createRealtime(server: HttpServer, { database, logger, authTimeoutMs, maxSocketsPerAddress = 0 }: RealtimeOptions): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 20_000,
    pingTimeout: 20_000,
    // An engine.io connection that never joins the namespace is closed as soon as one with no purpose would be.
    connectTimeout: authTimeoutMs,
    cors: { origin: false },
  });
  if (maxSocketsPerAddress > 0) capSocketsPerAddress(io, maxSocketsPerAddress);
  closeSocketsWithoutPurpose(io, authTimeoutMs);
  if (database.pool) {
    io.adapter(createAdapter(database.pool, { tableName: 'socket_io_attachments', errorHandler: (error) => logger.warn({ err: error }, 'socket.io adapter') }));
  }

  let verifyToken: TokenVerifier = async () => false;
  const insightsListeners: ((message: { userAgent: string; page?: string }) => void)[] = [];

  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    let failedAttempts = 0;
    let membershipTimer: NodeJS.Timeout | undefined;
    const leaveAdmins = async () => {
      clearTimeout(membershipTimer);
      await socket.leave(ADMIN_ROOM);
    };
    socket.on('disconnect', () => clearTimeout(membershipTimer));
    const verify = async (token: string) => verifyToken(token).catch(() => false as const);
    socket.on('auth', async (message: unknown) => {
      const parsed = socketAuthMessageSchema.safeParse(message);
      const verdict = parsed.success ? await verify(parsed.data.token) : false;
      if (!verdict) {
        await leaveAdmins();
        socket.emit('auth_error', { message: SOCKET_MESSAGES.notAuthorized });
        failedAttempts += 1;
        if (failedAttempts >= MAX_FAILED_AUTH_ATTEMPTS) socket.disconnect(true);
        return;
      }
      failedAttempts = 0;
      for (const room of socket.rooms) if (room.startsWith('session:')) await socket.leave(room);
      await socket.join([ADMIN_ROOM, sessionRoom(verdict.sessionId)]);
      // A logout that revoked the session between the check above and the join could not reach this socket yet:
      // checking once more after joining closes that gap (a logout after this check finds the socket in its room).
      if (parsed.success && !(await verify(parsed.data.token))) {
        socket.disconnect(true);
        return;
      }
      clearTimeout(membershipTimer);
      // The admin's session ended: stop the feed and tell the client, which then needs a new token.
      membershipTimer = setTimeout(() => {
        void leaveAdmins().then(() => socket.emit('auth_error', { message: SOCKET_MESSAGES.notAuthorized }));
      }, Math.min(MAX_TIMER_MS, Math.max(0, verdict.until - Date.now())));
      membershipTimer.unref();
      socket.emit('auth_success', { message: SOCKET_MESSAGES.authSucceeded });
    });
    let lastInsightsAt = 0;
    socket.on('insights_analytics', (message: unknown) => {
      if (!socket.rooms.has(ADMIN_ROOM)) return;
      // Every insights message becomes a feed event for all admins: one per second per socket is plenty.
      if (Date.now() - lastInsightsAt < MIN_INSIGHTS_INTERVAL_MS) return;
      lastInsightsAt = Date.now();
      const parsed = insightsAnalyticsMessageSchema.safeParse(message);
      if (!parsed.success) return;
      for (const listener of insightsListeners) listener(parsed.data);
    });
  });

  const ready = database.pool ? adapterListening(io) : Promise.resolve();

  return {
    io,
    ready,
    publish(event) {
      // With the in-memory adapter (one process) there is no one to tell when no admin is connected: skip encoding.
      if (!database.pool && !io.sockets.adapter.rooms.get(ADMIN_ROOM)?.size) return;
      io.to(ADMIN_ROOM).emit('real_time_analytics', { data: event });
    },
    setTokenVerifier(verify) {
      verifyToken = verify;
    },
    endSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    onInsights(listener) {
      insightsListeners.push(listener);
    },
    async close() {
      // The adapter takes its LISTEN connection from the pool asynchronously; closing before it has one would leave
      // that connection checked out for ever (and the pool could never end).
      await ready;
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
    },
  };
}

/** One peer address may hold at most `max` sockets at once: a further one is disconnected as it connects. */
function capSocketsPerAddress(io: Server, max: number): void {
  const cap = createAddressCap(max);
  io.on('connection', (socket) => {
    const address = socket.handshake.address;
    if (!cap.admit(address)) {
      socket.disconnect(true);
      return;
    }
    socket.on('disconnect', () => cap.release(address));
  });
}

/**
 * A socket exists to receive something: the admin feed (after auth) or a day's leaderboard (after subscribing), each
 * a room. One that is in no room but its own `authTimeoutMs` after connecting, or at any later check of the same
 * period (an admin who left, a player who unsubscribed), is disconnected, so idle or unauthenticated sockets cannot
 * pile up.
 */
function closeSocketsWithoutPurpose(io: Server, authTimeoutMs: number): void {
  io.on('connection', (socket) => {
    const check = setInterval(() => {
      const purposes = [...socket.rooms].filter((room) => room !== socket.id);
      if (purposes.length === 0) socket.disconnect(true);
    }, authTimeoutMs);
    check.unref();
    socket.on('disconnect', () => clearInterval(check));
  });
}

/**
 * Resolves when @socket.io/postgres-adapter holds its LISTEN connection (its pub/sub client sets `client` once
 * LISTEN is done), or after `timeoutMs` — the adapter keeps retrying on its own.
 */
async function adapterListening(io: Server, timeoutMs = 10_000): Promise<void> {
  const pubSub = (io.of('/').adapter as unknown as { client?: { client?: unknown } }).client;
  const deadline = Date.now() + timeoutMs;
  while (pubSub && !pubSub.client && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}
