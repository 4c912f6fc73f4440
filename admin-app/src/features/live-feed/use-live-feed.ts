import { useCallback, useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { toast } from '@edna/ui-kit';
import { ADMIN, SOCKET_MESSAGES, SOCKET_PATH, STORAGE_KEYS } from '@edna/shared-contracts/rules';
import { apiRequest } from '@edna/shared-contracts/client';
import type { ClientToServerEvents, RealTimeEvent, ServerToClientEvents, SocketTokenResponse } from '@edna/shared-contracts';
import { appendLiveEvent } from './feed-stats';

export type ConnectionStatus = 'Connected' | 'Connecting' | 'Disconnected' | 'Error';

export interface LiveFeed {
  status: ConnectionStatus;
  /** Newest first, at most 100. */
  events: RealTimeEvent[];
  /** Set when the server refused the admin token. */
  authError: string | null;
  /** The reconnection attempt in progress (1 to 10), 0 when none is. */
  attempt: number;
  reconnect: () => void;
}

type FeedSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Fetches a fresh short-lived admin token into session storage, then reads the token from storage. */
async function storedSocketToken(): Promise<string> {
  try {
    const { token } = await apiRequest<SocketTokenResponse>('GET', '/api/admin/socket-token');
    sessionStorage.setItem(STORAGE_KEYS.adminSocketToken, token);
  } catch (error) {
    console.warn('Could not get a live-feed token', error);
  }
  return sessionStorage.getItem(STORAGE_KEYS.adminSocketToken) ?? '';
}

/**
 * The live analytics connection: socket.io on /ws, authenticated with the stored admin token.
 * After a close it retries every 3 s, at most 10 times; Reconnect starts over with a new connection. The status
 * follows the connection's events at once and is also re-read from the socket every 5 s. Nothing connects until
 * `enabled` (the dashboard enables it when the Analytics tab is first opened, then keeps it for the visit).
 */
export function useLiveFeed(enabled: boolean): LiveFeed {
  const [connection, setConnection] = useState(0);
  const [status, setStatus] = useState<ConnectionStatus>('Connecting');
  const [events, setEvents] = useState<RealTimeEvent[]>([]);
  const [authError, setAuthError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current: ConnectionStatus = 'Connecting';
    let closed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const report = (next: ConnectionStatus) => {
      current = next;
      setStatus(next);
    };

    const socket: FeedSocket = io({
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
      autoConnect: false,
      reconnection: true,
      reconnectionAttempts: ADMIN.socketMaxReconnectAttempts,
      reconnectionDelay: ADMIN.socketReconnectDelayMs,
      reconnectionDelayMax: ADMIN.socketReconnectDelayMs,
      randomizationFactor: 0,
    });

    socket.on('connect', () => {
      report('Connected');
      setAttempt(0);
      void storedSocketToken().then((token) => {
        if (!closed && socket.connected) socket.emit('auth', { type: 'auth', token });
      });
    });
    socket.on('auth_success', () => {
      setAuthError(null);
      toast({ title: SOCKET_MESSAGES.authSucceeded });
      socket.emit('insights_analytics', { type: 'insights_analytics', userAgent: navigator.userAgent.slice(0, 500), page: '/admin' });
    });
    socket.on('auth_error', () => {
      setAuthError(SOCKET_MESSAGES.notAuthorized);
      toast({ title: SOCKET_MESSAGES.authFailed, description: SOCKET_MESSAGES.notAuthorized, variant: 'destructive' });
    });
    socket.on('real_time_analytics', (payload) => {
      if (payload?.data) setEvents((list) => appendLiveEvent(list, payload.data));
    });
    socket.on('disconnect', (reason) => {
      report('Disconnected');
      // socket.io retries by itself after a lost connection, but not when the server closed the socket (e.g. a restart).
      if (reason === 'io server disconnect') {
        retryTimer = setTimeout(() => {
          if (closed) return;
          report('Connecting');
          socket.connect();
        }, ADMIN.socketReconnectDelayMs);
      }
    });
    socket.on('connect_error', () => report(socket.active ? 'Connecting' : 'Error'));
    socket.io.on('reconnect_attempt', (count) => {
      report('Connecting');
      setAttempt(count);
    });
    socket.io.on('reconnect_failed', () => {
      report('Error');
      setAttempt(0);
    });

    socket.connect();
    const poll = setInterval(() => setStatus(socket.connected ? 'Connected' : current), ADMIN.statusPollMs);
    return () => {
      closed = true;
      clearInterval(poll);
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.io.removeAllListeners();
      socket.disconnect();
    };
  }, [enabled, connection]);

  const reconnect = useCallback(() => {
    setAuthError(null);
    setAttempt(0);
    setStatus('Connecting');
    setConnection((count) => count + 1);
  }, []);

  return { status, events, authError, attempt, reconnect };
}
