import type { Socket } from 'socket.io';
import { leagueSubscribeSchema, leagueUpdateSchema, type ClientToServerEvents, type LeagueUpdate, type ServerToClientEvents } from '@edna/shared-contracts';
import type { Logger } from '../../lib/logger';
import type { Realtime } from '../../realtime/realtime';

/** The room of a league's followers. */
export const leagueRoom = (code: string) => `crossword-league:${code}`;
/** Leagues one socket may follow at once. */
export const MAX_FOLLOWED_LEAGUES = 5;
/** League subscribe and unsubscribe messages one socket may send per minute; more are ignored. */
const MAX_LEAGUE_MESSAGES_PER_MINUTE = 30;

interface LeagueLiveOptions {
  realtime: Pick<Realtime, 'io'>;
  logger: Logger;
  /** Both boards of a league (today's and all time); rejects for an unknown league. */
  boards: (code: string) => Promise<LeagueUpdate>;
  /** True when other API processes share the rooms (PostgreSQL adapter). */
  relayed: boolean;
}

/**
 * Live league boards on the socket (no login), as Today's Rankings: `crossword_league_subscribe {code}` joins the
 * league's room and answers at once with `crossword_league_leaderboard {code, daily, allTime}`;
 * `crossword_league_unsubscribe` leaves. Returns the publisher, which sends a league's boards to its room in every API
 * process (io.to relays through the PostgreSQL adapter).
 */
export function installLeagueLive({ realtime, logger, boards, relayed }: LeagueLiveOptions) {
  const { io } = realtime;
  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    let windowStart = Date.now();
    let messages = 0;
    const allowed = () => {
      if (Date.now() - windowStart > 60_000) {
        windowStart = Date.now();
        messages = 0;
      }
      messages += 1;
      return messages <= MAX_LEAGUE_MESSAGES_PER_MINUTE;
    };
    socket.on('crossword_league_subscribe', async (message: unknown) => {
      const parsed = leagueSubscribeSchema.safeParse(message);
      if (!parsed.success || !allowed()) return;
      const room = leagueRoom(parsed.data.code);
      const followed = [...socket.rooms].filter((name) => name.startsWith('crossword-league:'));
      if (!socket.rooms.has(room) && followed.length >= MAX_FOLLOWED_LEAGUES) return;
      try {
        const update = await boards(parsed.data.code);
        await socket.join(room);
        socket.emit('crossword_league_leaderboard', leagueUpdateSchema.parse(update));
      } catch (error) {
        logger.debug({ err: error, code: parsed.data.code }, 'crossword: league boards not sent');
      }
    });
    socket.on('crossword_league_unsubscribe', async (message: unknown) => {
      const parsed = leagueSubscribeSchema.safeParse(message);
      if (!parsed.success || !allowed()) return;
      await socket.leave(leagueRoom(parsed.data.code));
    });
  });

  return {
    async publish(code: string): Promise<void> {
      const room = leagueRoom(code);
      if (!relayed && !io.sockets.adapter.rooms.get(room)?.size) return;
      io.to(room).emit('crossword_league_leaderboard', leagueUpdateSchema.parse(await boards(code)));
    },
  };
}
