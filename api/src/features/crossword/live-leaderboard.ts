import type { Socket } from 'socket.io';
import {
  leaderboardResponseSchema,
  leaderboardSubscribeSchema,
  type ClientToServerEvents,
  type LeaderboardResponse,
  type ServerToClientEvents,
} from '@edna/shared-contracts';
import type { Logger } from '../../lib/logger';
import type { Realtime } from '../../realtime/realtime';
import { roomFollows } from '../../realtime/room-follows';

/** The room of a day's followers. */
export const leaderboardRoom = (puzzleDate: string) => `crossword:${puzzleDate}`;
/** Days one socket may follow at once (today's list, and yesterday's around midnight). */
export const MAX_FOLLOWED_DAYS = 2;
/** Subscribe and unsubscribe messages one socket may send per minute; more are ignored. */
export const MAX_FOLLOW_MESSAGES_PER_MINUTE = 30;

interface LiveLeaderboardOptions {
  realtime: Pick<Realtime, 'io'>;
  logger: Logger;
  /** A day's top 10 (remembered briefly, so a crowd subscribing at once costs one query). */
  topList: (puzzleDate: string) => Promise<LeaderboardResponse>;
  /** True when other API processes share the rooms (PostgreSQL adapter), so an empty room here proves nothing. */
  relayed: boolean;
  /** Whether a day has a puzzle (today, or a stored earlier day): only those days can be followed. */
  hasPuzzle: (puzzleDate: string) => Promise<boolean>;
  /** A follower that has not subscribed to a day again for this long leaves its room. */
  idleMs: number;
}

/**
 * Public live rankings on the socket (no login): `crossword_subscribe {puzzleDate}` joins the day's room and answers
 * at once with `crossword_leaderboard {puzzleDate, entries}` (the top 10); `crossword_unsubscribe` leaves. Payloads are
 * checked with the shared schemas and anything else is ignored, as is a day without a puzzle, a third day or a flood
 * of messages. A day's subscription expires `idleMs` after it was last made; a socket left in no room is then closed.
 * Returns the publisher: it sends a day's new top 10 to its room in every API process (io.to relays through the
 * PostgreSQL adapter).
 */
export function installLiveLeaderboard({ realtime, logger, topList, relayed, hasPuzzle, idleMs }: LiveLeaderboardOptions) {
  const { io } = realtime;
  io.on('connection', (socket: Socket<ClientToServerEvents, ServerToClientEvents>) => {
    const follows = roomFollows(socket, { prefix: 'crossword:', maxRooms: MAX_FOLLOWED_DAYS, maxMessagesPerMinute: MAX_FOLLOW_MESSAGES_PER_MINUTE, idleMs });

    socket.on('crossword_subscribe', async (message: unknown) => {
      const parsed = leaderboardSubscribeSchema.safeParse(message);
      if (!parsed.success || !follows.allowed()) return;
      const { puzzleDate } = parsed.data;
      const room = leaderboardRoom(puzzleDate);
      if (!follows.canFollow(room)) return;
      if (!(await hasPuzzle(puzzleDate).catch(() => false))) return;
      await follows.follow(room);
      try {
        socket.emit('crossword_leaderboard', { puzzleDate, entries: onlyListed(await topList(puzzleDate)) });
      } catch (error) {
        logger.warn({ err: error, puzzleDate }, 'crossword: live leaderboard list failed');
      }
    });
    socket.on('crossword_unsubscribe', async (message: unknown) => {
      const parsed = leaderboardSubscribeSchema.safeParse(message);
      if (!parsed.success || !follows.allowed()) return;
      await follows.unfollow(leaderboardRoom(parsed.data.puzzleDate));
    });
  });

  return {
    publish(puzzleDate: string, entries: LeaderboardResponse): void {
      const room = leaderboardRoom(puzzleDate);
      if (!relayed && !io.sockets.adapter.rooms.get(room)?.size) return;
      io.to(room).emit('crossword_leaderboard', { puzzleDate, entries: onlyListed(entries) });
    },
  };
}

/** Exactly the fields a leaderboard row shows (the schema drops anything else). */
const onlyListed = (entries: LeaderboardResponse): LeaderboardResponse => leaderboardResponseSchema.parse(entries);
