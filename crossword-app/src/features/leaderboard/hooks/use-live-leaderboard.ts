import { useEffect, useState } from 'react';
import { SOCKET_PATH } from '@edna/shared-contracts/rules';
import type { ClientToServerEvents, LeaderboardEntry, ServerToClientEvents } from '@edna/shared-contracts';
import type { Socket } from 'socket.io-client';

/**
 * Today's Rankings as they change, while the leaderboard is on screen: on open a socket joins the day's public room
 * (`crossword_subscribe`) and every `crossword_leaderboard` update replaces the list; on close it leaves
 * (`crossword_unsubscribe`) and disconnects. socket.io-client is downloaded only when the dialog first opens. Until
 * an update arrives (or if the socket cannot connect) this is null and the HTTP list shows.
 */
export function useLiveLeaderboard(open: boolean, puzzleDate: string): LeaderboardEntry[] | null {
  const [live, setLive] = useState<{ puzzleDate: string; entries: LeaderboardEntry[] } | null>(null);

  useEffect(() => {
    if (!open) return;
    let closed = false;
    let leave: (() => void) | null = null;
    import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
          path: SOCKET_PATH,
          transports: ['websocket'],
          reconnectionAttempts: 5,
        });
        const subscription = { puzzleDate };
        socket.on('connect', () => socket.emit('crossword_subscribe', subscription));
        socket.on('crossword_leaderboard', (update) => {
          if (update.puzzleDate === puzzleDate && Array.isArray(update.entries)) setLive({ puzzleDate, entries: update.entries });
        });
        socket.on('connect_error', (error) => console.warn('Live leaderboard unavailable; showing the loaded list', error.message));
        leave = () => {
          if (socket.connected) socket.emit('crossword_unsubscribe', subscription);
          socket.disconnect();
        };
      })
      .catch((error: unknown) => console.warn('Live leaderboard could not be loaded', error));
    return () => {
      closed = true;
      leave?.();
    };
  }, [open, puzzleDate]);

  return live && live.puzzleDate === puzzleDate ? live.entries : null;
}
