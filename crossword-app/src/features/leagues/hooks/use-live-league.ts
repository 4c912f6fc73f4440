import { useEffect, useState } from 'react';
import { SOCKET_PATH } from '@edna/shared-contracts/rules';
import type { ClientToServerEvents, LeagueUpdate, ServerToClientEvents } from '@edna/shared-contracts';
import type { Socket } from 'socket.io-client';

/**
 * A league's boards as they change, while its page is open: the socket joins the league's room
 * (`crossword_league_subscribe`) and each `crossword_league_leaderboard` update replaces both boards. Until the first
 * update (or without a socket) this is null and the loaded boards show.
 */
export function useLiveLeague(code: string): LeagueUpdate | null {
  const [live, setLive] = useState<LeagueUpdate | null>(null);
  useEffect(() => {
    let closed = false;
    let leave: (() => void) | null = null;
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: SOCKET_PATH, transports: ['websocket'], reconnectionAttempts: 5 });
        socket.on('connect', () => socket.emit('crossword_league_subscribe', { code }));
        socket.on('crossword_league_leaderboard', (update) => {
          if (update.code === code) setLive(update);
        });
        socket.on('connect_error', (error) => console.warn('Live league boards unavailable; showing the loaded boards', error.message));
        leave = () => {
          if (socket.connected) socket.emit('crossword_league_unsubscribe', { code });
          socket.disconnect();
        };
      })
      .catch((error: unknown) => console.warn('Live league boards could not be loaded', error));
    return () => {
      closed = true;
      leave?.();
    };
  }, [code]);
  return live && live.code === code ? live : null;
}
