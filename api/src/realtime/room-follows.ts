import type { Socket } from 'socket.io';

export interface RoomFollowRules {
  /** The prefix of the rooms this kind of follow joins (`crossword:`, `crossword-league:`). */
  prefix: string;
  /** Rooms of this kind one socket may follow at once; a further one is ignored. */
  maxRooms: number;
  /** Follow and unfollow messages of this kind one socket may send per minute; more are ignored. */
  maxMessagesPerMinute: number;
  /** A follow that is not made again for this long ends: the socket leaves the room. */
  idleMs: number;
}

export interface RoomFollows {
  /** Counts a message against the minute's allowance: false once it is used up. */
  allowed(): boolean;
  /** Whether the socket may follow `room`: it follows it already, or follows fewer rooms of this kind than the cap. */
  canFollow(room: string): boolean;
  /** Joins `room` and (re)starts its idle expiry. */
  follow(room: string): Promise<void>;
  unfollow(room: string): Promise<void>;
}

/**
 * One socket's follows of one kind of public room: a message allowance per minute, a cap on rooms followed at once,
 * and an idle expiry per room. A socket left in no room is closed by the realtime layer, so an abandoned tab frees
 * its connection.
 */
export function roomFollows(socket: Socket, rules: RoomFollowRules): RoomFollows {
  let windowStart = Date.now();
  let messages = 0;
  const expiries = new Map<string, NodeJS.Timeout>();
  const stopExpiry = (room: string) => {
    clearTimeout(expiries.get(room));
    expiries.delete(room);
  };
  socket.on('disconnect', () => {
    for (const timer of expiries.values()) clearTimeout(timer);
    expiries.clear();
  });

  return {
    allowed() {
      if (Date.now() - windowStart > 60_000) {
        windowStart = Date.now();
        messages = 0;
      }
      messages += 1;
      return messages <= rules.maxMessagesPerMinute;
    },
    canFollow(room) {
      if (socket.rooms.has(room)) return true;
      return [...socket.rooms].filter((name) => name.startsWith(rules.prefix)).length < rules.maxRooms;
    },
    async follow(room) {
      await socket.join(room);
      stopExpiry(room);
      const expiry = setTimeout(() => {
        expiries.delete(room);
        void socket.leave(room);
      }, rules.idleMs);
      expiry.unref();
      expiries.set(room, expiry);
    },
    async unfollow(room) {
      stopExpiry(room);
      await socket.leave(room);
    },
  };
}
