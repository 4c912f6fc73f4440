import type { Socket } from 'socket.io';
import { leagueSubscribeSchema, leagueUpdateSchema, type ClientToServerEvents, type LeagueUpdate, type ServerToClientEvents } from '@edna/shared-contracts';
import type { Logger } from '../../lib/logger';
import type { Realtime } from '../../realtime/realtime';
import { roomFollows } from '../../realtime/room-follows';

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
  /** A follower that has not subscribed to a league again for this long leaves its room. */
  idleMs: number;
}

/**
 * Live league boards on the socket (no login), as Today's Rankings: `crossword_league_subscribe {code}` joins the
 * league's room and answers at once with `crossword_league_leaderboard {code, daily, allTime}`;
 * `crossword_league_unsubscribe` leaves; a subscription expires `idleMs` after it was last made, as a day's does. Returns the publisher, which sends a league's boards to its room in every API
 * process (io.to relays through the PostgreSQL adapter).
 */
export function installLeagueLive({ realtime, logger, boards, relayed, idleMs }: LeagueLiveOptions) {
  const { io } = realtime;
  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const follows = roomFollows(socket, { prefix: 'crossword-league:', maxRooms: MAX_FOLLOWED_LEAGUES, maxMessagesPerMinute: MAX_LEAGUE_MESSAGES_PER_MINUTE, idleMs });
    socket.on('crossword_league_subscribe', async (message: unknown) => {
      const parsed = leagueSubscribeSchema.safeParse(message);
      if (!parsed.success || !follows.allowed()) return;
      const room = leagueRoom(parsed.data.code);
      if (!follows.canFollow(room)) return;
      try {
        const update = await boards(parsed.data.code);
        await follows.follow(room);
        socket.emit('crossword_league_leaderboard', leagueUpdateSchema.parse(update));
      } catch (error) {
        logger.debug({ err: error, code: parsed.data.code }, 'crossword: league boards not sent');
      }
    });
    socket.on('crossword_league_unsubscribe', async (message: unknown) => {
      const parsed = leagueSubscribeSchema.safeParse(message);
      if (!parsed.success || !follows.allowed()) return;
      await follows.unfollow(leagueRoom(parsed.data.code));
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
