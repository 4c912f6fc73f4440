import type { LeagueUpdate } from '@edna/shared-contracts';
import { useLiveFollow } from '../../../shared/hooks/use-live-follow';

/**
 * A league's boards as they change, while its page is open: the socket joins the league's room
 * (`crossword_league_subscribe`) and each `crossword_league_leaderboard` update replaces both boards. Until the first
 * update (or without a socket) this is null and the loaded boards show.
 */
export function useLiveLeague(code: string): LeagueUpdate | null {
  return useLiveFollow<LeagueUpdate>(true, code, {
    label: 'Live league boards',
    subscribe: (socket) => socket.emit('crossword_league_subscribe', { code }),
    unsubscribe: (socket) => socket.emit('crossword_league_unsubscribe', { code }),
    listen: (socket, accept) =>
      socket.on('crossword_league_leaderboard', (update) => {
        if (update.code === code) accept(update);
      }),
  });
}
