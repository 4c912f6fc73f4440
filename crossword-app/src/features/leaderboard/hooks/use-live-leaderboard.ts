import type { LeaderboardEntry } from '@edna/shared-contracts';
import { useLiveFollow } from '../../../shared/hooks/use-live-follow';

/**
 * Today's Rankings as they change, while the leaderboard is on screen: the socket joins the day's public room
 * (`crossword_subscribe`) and every `crossword_leaderboard` update for that day replaces the list. Until an update
 * arrives (or if the socket cannot connect) this is null and the HTTP list shows.
 */
export function useLiveLeaderboard(open: boolean, puzzleDate: string): LeaderboardEntry[] | null {
  return useLiveFollow<LeaderboardEntry[]>(open, puzzleDate, {
    label: 'Live leaderboard',
    subscribe: (socket) => socket.emit('crossword_subscribe', { puzzleDate }),
    unsubscribe: (socket) => socket.emit('crossword_unsubscribe', { puzzleDate }),
    listen: (socket, accept) =>
      socket.on('crossword_leaderboard', (update) => {
        if (update.puzzleDate === puzzleDate && Array.isArray(update.entries)) accept(update.entries);
      }),
  });
}
