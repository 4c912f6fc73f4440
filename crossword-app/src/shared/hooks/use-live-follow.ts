import { useEffect, useState } from 'react';
import { LIVE_FOLLOW_RENEW_MS, SOCKET_PATH } from '@edna/shared-contracts/rules';
import type { ClientToServerEvents, ServerToClientEvents } from '@edna/shared-contracts';
import type { Socket } from 'socket.io-client';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface LiveFollow<Update> {
  /** What the follow is called in console warnings ("Live leaderboard", "Live league boards"). */
  label: string;
  /** Sends the subscribe message; called on connect and again every LIVE_FOLLOW_RENEW_MS while connected. */
  subscribe: (socket: LiveSocket) => void;
  unsubscribe: (socket: LiveSocket) => void;
  /** Listens for the updates; `accept` gets each one that belongs to this follow. */
  listen: (socket: LiveSocket, accept: (update: Update) => void) => void;
}

/**
 * Follows one live board over socket.io while `active`: socket.io-client is downloaded on first use, the
 * subscription is made on connect and renewed while the page stays open (the server ends follows that are not), and
 * on close the page unsubscribes and disconnects. Null until the first update, or when no socket can connect: the
 * page then shows what it loaded over HTTP. `key` names the followed board; a new key starts a new follow.
 */
export function useLiveFollow<Update>(active: boolean, key: string, follow: LiveFollow<Update>): Update | null {
  const [live, setLive] = useState<{ key: string; update: Update } | null>(null);

  useEffect(() => {
    if (!active) return;
    let closed = false;
    let leave: (() => void) | null = null;
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket: LiveSocket = io({ path: SOCKET_PATH, transports: ['websocket'], reconnectionAttempts: 5 });
        socket.on('connect', () => follow.subscribe(socket));
        const renew = setInterval(() => {
          if (socket.connected) follow.subscribe(socket);
        }, LIVE_FOLLOW_RENEW_MS);
        follow.listen(socket, (update) => setLive({ key, update }));
        socket.on('connect_error', (error) => console.warn(`${follow.label} unavailable; showing the loaded data`, error.message));
        leave = () => {
          clearInterval(renew);
          if (socket.connected) follow.unsubscribe(socket);
          socket.disconnect();
        };
      })
      .catch((error: unknown) => console.warn(`${follow.label} could not be loaded`, error));
    return () => {
      closed = true;
      leave?.();
    };
    // `follow` is rebuilt on every render; the follow changes only with `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, key]);

  return live && live.key === key ? live.update : null;
}
