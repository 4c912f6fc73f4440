import { sql } from 'drizzle-orm';
import type { JoinLeagueResponse, LeaderboardEntry, LeagueLeaderboard, LeagueUpdate, SessionResponse } from '@edna/shared-contracts';
import { LEAGUE_MAX_MEMBERS } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { get, post } from '../../test-support/http';
import { connectSocket, type FeedSocket } from '../../test-support/live-feed';
import { ADMIN_ENV, TEST_ADMIN, loginAs } from '../../test-support/sessions';
import { describeEachDatabase } from '../../test-support/test-server';
import { HIGH_LIMITS, newPlayerId, solvePuzzle, startSession, submitScore, today, type ErrorBody } from '../../test-support/crossword-play';

/** The first league update matching `predicate`, or a rejection after `timeoutMs`. */
function nextLeagueUpdate(socket: FeedSocket, predicate: (update: LeagueUpdate) => boolean, timeoutMs = 3000): Promise<LeagueUpdate> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('crossword_league_leaderboard', listener);
      reject(new Error(`no matching crossword_league_leaderboard within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (update: LeagueUpdate) => {
      if (!predicate(update)) return;
      clearTimeout(timer);
      socket.off('crossword_league_leaderboard', listener);
      resolve(update);
    };
    socket.on('crossword_league_leaderboard', listener);
  });
}

describeEachDatabase(
  'Crossword leagues and safe names',
  (server) => {
    const sockets: FeedSocket[] = [];
    afterAll(() => {
      for (const socket of sockets) socket.disconnect();
    });

    const createLeague = (name: string) => post<{ code: string; name: string } & ErrorBody>(server().url, '/api/crossword/leagues', { name });
    const join = (code: string, playerId: string, username: string, address = '192.0.2.90') =>
      post<JoinLeagueResponse & ErrorBody>(server().url, `/api/crossword/leagues/${code}/members`, { playerId, username }, { 'x-forwarded-for': address });
    const board = (code: string, scope: string) => get<LeagueLeaderboard & ErrorBody>(server().url, `/api/crossword/leagues/${code}/leaderboard/${scope}`);

    it('When league names and usernames are offensive or reserved, then they are refused with clear codes and nothing is stored', async () => {
      expect((await createLeague('Sh1t Heads')).body.error).toBe('league_name_not_allowed');
      expect((await createLeague('EDNA Official')).body.error).toBe('league_name_not_allowed');
      const created = await createLeague('MBA Class of 2027');
      expect(created).toMatchObject({ status: 201, body: { code: expect.stringMatching(/^[a-km-np-z2-9]{8}$/), name: 'MBA Class of 2027' } });
      for (const username of ['fuck_you', 'b1tch', 'admin', 'Moderator_2', 'EntrepreneurialDNA']) {
        const refused = await join(created.body.code, newPlayerId(), username);
        expect(refused).toMatchObject({ status: 400, body: { error: 'username_not_allowed' } });
      }
      expect((await board(created.body.code, today())).body.members).toBe(0);

      const session = await startSession(server(), { playerId: newPlayerId() });
      await solvePuzzle(server(), session, { seconds: 90 });
      expect(await submitScore(server(), session, { username: 'a55hole' })).toMatchObject({ status: 400, body: { error: 'username_not_allowed' } });
      // The refusal lost nothing: the same session can still submit under a clean name.
      expect((await submitScore(server(), session, { username: 'clean_name' })).status).toBe(201);
    });

    it('When another player ranked with a name today, then a second player gets 409 username_taken with a free suggestion that it can rank with', async () => {
      const holder = newPlayerId();
      const first = await startSession(server(), { playerId: holder });
      await solvePuzzle(server(), first, { seconds: 300 });
      expect((await submitScore(server(), first, { username: 'held_name' })).status).toBe(201);

      const other = await startSession(server(), { playerId: newPlayerId() });
      await solvePuzzle(server(), other, { seconds: 60 });
      const taken = await submitScore(server(), other, { username: 'held_name' });
      expect(taken).toMatchObject({ status: 409, body: { error: 'username_taken', suggestion: 'held_name_2' } });
      expect((await submitScore(server(), other, { username: 'held_name_2' })).status).toBe(201);

      const entries = (await get<LeaderboardEntry[]>(server().url, `/api/crossword/leaderboard/${today()}`)).body;
      expect(entries.filter((entry) => entry.username.startsWith('held_name')).map((entry) => entry.username).sort()).toEqual(['held_name', 'held_name_2']);
    });

    it('When 40 players on one network join a league and solve, then all 40 are on its daily and all-time boards, live, whatever the public allowance', async () => {
      const { code } = (await createLeague('Tuesday Seminar')).body;
      const socket = await connectSocket(server().url);
      sockets.push(socket);
      const initial = nextLeagueUpdate(socket, (update) => update.code === code);
      socket.emit('crossword_league_subscribe', { code });
      expect((await initial).daily.entries).toEqual([]);

      const address = '192.0.2.91';
      const sessions: SessionResponse[] = [];
      for (let index = 0; index < 40; index += 1) {
        const playerId = newPlayerId();
        expect((await join(code, playerId, `seminar_${index}`, address)).status).toBe(201);
        sessions.push(await startSession(server(), { playerId, address }));
      }
      let rankedCompletions = 0;
      for (const [index, session] of sessions.entries()) {
        const live = index === 39 ? nextLeagueUpdate(socket, (update) => update.daily.entries.length === 40) : null;
        const last = await solvePuzzle(server(), session, { seconds: 100 + index, address });
        if (last.body.completion?.ranked) rankedCompletions += 1;
        if (live) expect((await live).allTime.entries).toHaveLength(40);
      }
      const daily = (await board(code, today())).body;
      expect(daily).toMatchObject({ code, name: 'Tuesday Seminar', members: 40, puzzleDate: today() });
      expect(daily.entries).toHaveLength(40);
      expect(daily.entries[0]).toMatchObject({ rank: 1, username: 'seminar_0', solves: 1 });
      // The public allowance of this suite is 3 ranked plays per network: the league counts the other 37 too.
      expect(rankedCompletions).toBe(3);
      expect((await board(code, 'all-time')).body.entries).toHaveLength(40);

      expect((await board('zzzzzzzz', today())).body.error).toBe('league_not_found');
      expect((await board(code, 'yesterday')).body.error).toBe('invalid_date');
      expect((await join(code, newPlayerId(), 'SEMINAR_3', address)).body.error).toBe('username_taken');
    });

    it('When a league has 500 members, then the 501st is refused with 409 league_full and a member may still rename', async () => {
      const { code } = (await createLeague('Big Lecture Hall')).body;
      await server().context.database.db.execute(sql`
        insert into crossword_league_members (league_code, player_id, username)
        select ${code}, gen_random_uuid(), 'member_' || n from generate_series(1, ${LEAGUE_MAX_MEMBERS}) n`);
      expect(await join(code, newPlayerId(), 'late_comer')).toMatchObject({ status: 409, body: { error: 'league_full' } });
    });

    it('When an admin hides an entry and shows it again, then both boards update live, the change is logged, and others cannot hide', async () => {
      const date = today();
      const session = await startSession(server(), { playerId: newPlayerId(), address: '192.0.2.95' });
      await solvePuzzle(server(), session, { seconds: 21, address: '192.0.2.95' });
      const stored = await submitScore(server(), session, { username: 'rude_leader' }, '192.0.2.95');
      expect(stored.status).toBe(201);
      const entryId = Number(stored.body.id);
      const socket = await connectSocket(server().url);
      sockets.push(socket);
      const subscribed = new Promise<void>((resolve) => socket.once('crossword_leaderboard', () => resolve()));
      socket.emit('crossword_subscribe', { puzzleDate: date });
      await subscribed;

      expect((await post(server().url, `/api/admin/crossword/entries/${entryId}/hide`)).status).toBe(401);
      const admin = await loginAs(server().url, TEST_ADMIN.email, TEST_ADMIN.password);
      const hiddenLive = new Promise<LeaderboardEntry[]>((resolve) => socket.once('crossword_leaderboard', (update) => resolve(update.entries)));
      const hidden = await post(server().url, `/api/admin/crossword/entries/${entryId}/hide`, undefined, admin.headers());
      expect(hidden).toMatchObject({ status: 200, body: { id: entryId, hidden: true, username: 'rude_leader' } });
      expect((await hiddenLive).some((entry) => entry.id === entryId)).toBe(false);
      for (const path of [`/api/crossword/leaderboard/${date}`, '/api/crossword/leaderboard/all-time']) {
        const entries = (await get<LeaderboardEntry[]>(server().url, path)).body;
        expect(entries.some((entry) => entry.id === entryId)).toBe(false);
      }
      const listed = await get<{ entries: { id: number; hidden: boolean }[] }>(server().url, `/api/admin/crossword/entries?date=${date}`, admin.headers());
      expect(listed.body.entries.find((entry) => entry.id === entryId)).toMatchObject({ hidden: true });

      const shownLive = new Promise<LeaderboardEntry[]>((resolve) => socket.once('crossword_leaderboard', (update) => resolve(update.entries)));
      expect((await post(server().url, `/api/admin/crossword/entries/${entryId}/show`, undefined, admin.headers())).body).toMatchObject({ hidden: false });
      expect((await shownLive).some((entry) => entry.id === entryId)).toBe(true);
      expect((await get<LeaderboardEntry[]>(server().url, '/api/crossword/leaderboard/all-time')).body.some((entry) => entry.id === entryId)).toBe(true);
      expect((await post(server().url, `/api/admin/crossword/entries/${entryId}/show`, undefined, admin.headers())).body).toMatchObject({ error: 'entry_not_hidden' });

      const log = rowsOf(
        await server().context.database.db.execute(sql`select action, admin_user_id as "adminUserId" from crossword_moderation_log where entry_id = ${entryId} order by id`),
      );
      expect(log).toEqual([
        { action: 'hide', adminUserId: admin.user.id },
        { action: 'show', adminUserId: admin.user.id },
      ]);
    });
  },
  { ...HIGH_LIMITS, ...ADMIN_ENV, CROSSWORD_RANKED_SESSIONS_PER_ADDRESS: '3' },
);
