import jwt from 'jsonwebtoken';
import { sql } from 'drizzle-orm';
import type { RealTimeEvent } from '@edna/shared-contracts';
import { signSessionToken, signSocketToken } from '../../lib/auth';
import { rowsOf } from '../../lib/db';
import { get, post } from '../../test-support/http';
import { authenticate, collectEvents, connectAdminFeed, connectSocket, nextEvent, roundTrip, type FeedSocket } from '../../test-support/live-feed';
import { ADMIN_ENV, loginAsAdmin, registerUser, type TestSession } from '../../test-support/sessions';
import { createScratchDatabase, describeEachDatabase, startTestServer, type TestServer } from '../../test-support/test-server';

const NOT_AUTHORIZED = { event: 'auth_error', message: 'You are not authorized to view real-time analytics.' };
/** Lets the PostgreSQL adapter of a freshly started pair of processes finish subscribing before the first broadcast. */
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const track = (server: TestServer) => post(server.url, '/api/track', { event: 'link_copied', data: { category: 'Visionary' } }, { 'user-agent': 'Feed Test Agent' });

describeEachDatabase(
  'Live analytics feed on /ws',
  (server) => {
    let admin: TestSession;
    let member: TestSession;
    const sockets: FeedSocket[] = [];
    const open = async () => {
      const socket = await connectSocket(server().url);
      sockets.push(socket);
      return socket;
    };
    const adminFeed = async () => {
      const socket = await connectAdminFeed(server().url, admin);
      sockets.push(socket);
      return socket;
    };
    const secret = () => server().context.secrets.session;
    /** Tracks an event and waits until an admin socket has it: the broadcast has then been sent to every member. */
    const trackSeenByAnAdmin = async () => {
      const witness = await adminFeed();
      const seen = nextEvent(witness, (event) => event.action === 'link_copied', 10_000);
      expect((await track(server())).status).toBe(204);
      await seen;
    };

    beforeAll(async () => {
      admin = await loginAsAdmin(server().url);
      member = await registerUser(server().url, 'feed-member@test.local');
    });

    afterAll(() => {
      for (const socket of sockets) socket.disconnect();
    });

    it('When an admin socket sends a valid token, then it is told so and receives each tracked event within 1 s', async () => {
      const socket = await open();
      const token = (await (await fetch(`${server().url}/api/admin/socket-token`, { headers: admin.headers() })).json()) as { token: string };
      expect(await authenticate(socket, token.token)).toEqual({ event: 'auth_success', message: 'Admin authentication successful' });
      const received = nextEvent(socket, (event) => event.action === 'link_copied', 1000);
      const started = Date.now();
      expect((await track(server())).status).toBe(204);
      const event = await received;
      expect(Date.now() - started).toBeLessThan(1000);
      expect(event).toMatchObject({ action: 'link_copied', component: expect.any(String), page: expect.any(String), timestamp: expect.any(String) });
    });

    it.each<[string, () => string]>([
      ['a garbage token', () => 'not-a-token'],
      ['a token signed with another key', () => jwt.sign({ typ: 'socket' }, 'another-secret-another-secret-0123', { subject: String(admin.user.id), jwtid: 'j', expiresIn: 30 })],
      ['an expired socket token', () => jwt.sign({ typ: 'socket', exp: Math.floor(Date.now() / 1000) - 1 }, secret(), { subject: String(admin.user.id), jwtid: 'j' })],
      ['a session token instead of a socket token', () => signSessionToken(secret(), admin.user.id).token],
      ['a valid socket token of a non-admin', () => signSocketToken(secret(), member.user.id, { jti: 'member-session', exp: Math.floor(Date.now() / 1000) + 600 }).token],
    ])('When a socket sends %s, then it is told it is not authorized and gets no events', async (_name, token) => {
      const socket = await open();
      const events = collectEvents(socket);
      expect(await authenticate(socket, token())).toEqual(NOT_AUTHORIZED);
      await trackSeenByAnAdmin();
      await roundTrip(socket);
      expect(events).toEqual([]);
    });

    it('When the shell reports a remote that failed to load, then admins see it live with the remote and the route', async () => {
      const socket = await adminFeed();
      const received = nextEvent(socket, (event) => event.action === 'remote_load_failed');
      const response = await post(server().url, '/api/track', { event: 'remote_load_failed', data: { remote: 'crossword', route: '/crossword' } });
      expect(response.status).toBe(204);
      expect(await received).toMatchObject({ action: 'remote_load_failed', component: 'remotes', page: '/crossword', details: { remote: 'crossword', route: '/crossword' } });
      const unknownRemote = await post<{ error: string }>(server().url, '/api/track', { event: 'remote_load_failed', data: { remote: 'payments', route: '/pay' } });
      expect(unknownRemote.status).toBe(400);
    });

    it('When a socket never authenticates, then it receives nothing', async () => {
      const socket = await open();
      const events = collectEvents(socket);
      await trackSeenByAnAdmin();
      await roundTrip(socket);
      expect(events).toEqual([]);
    });

    it('When a non-admin asks for a socket token, then it is refused', async () => {
      const response = await fetch(`${server().url}/api/admin/socket-token`, { headers: member.headers() });
      expect(response.status).toBe(403);
    });

    it('When an admin socket sends insights_analytics, then every admin receives a view event of the insights component', async () => {
      const sender = await adminFeed();
      const watcher = await adminFeed();
      const received = nextEvent(watcher, (event) => event.component === 'insights');
      sender.emit('insights_analytics', { type: 'insights_analytics', userAgent: 'Insights Agent/2.0' });
      expect(await received).toMatchObject({ action: 'view', component: 'insights', page: '/admin', details: { userAgent: 'Insights Agent/2.0' } });
    });

    it('When an admin socket floods insights_analytics, then at most one view event per second is published', async () => {
      const sender = await adminFeed();
      const watcher = await adminFeed();
      const events = collectEvents(watcher);
      const first = nextEvent(watcher, (event) => event.component === 'insights');
      for (let index = 0; index < 10; index += 1) sender.emit('insights_analytics', { type: 'insights_analytics', userAgent: `Flood ${index}` });
      await first;
      await roundTrip(sender);
      await roundTrip(watcher);
      expect(events.filter((event: RealTimeEvent) => event.component === 'insights').map((event) => event.details.userAgent)).toEqual(['Flood 0']);
    });

    it('When a socket that is not an admin sends insights_analytics, then nothing is published', async () => {
      const watcher = await adminFeed();
      const events = collectEvents(watcher);
      const stranger = await open();
      stranger.emit('insights_analytics', { type: 'insights_analytics', userAgent: 'Stranger' });
      await roundTrip(stranger);
      await roundTrip(watcher);
      expect(events.filter((event: RealTimeEvent) => event.component === 'insights')).toEqual([]);
    });

    it('When the session behind the token ends, then the socket leaves the feed and is told so', async () => {
      const socket = await open();
      const { token } = signSocketToken(secret(), admin.user.id, { jti: 'short-session', exp: Math.floor(Date.now() / 1000) + 1 });
      expect((await authenticate(socket, token)).event).toBe('auth_success');
      const ended = new Promise((resolve) => socket.once('auth_error', resolve));
      expect(await ended).toEqual({ message: NOT_AUTHORIZED.message });
      // Collected only from here: while it was a member, late broadcasts of earlier tests could still reach it.
      const events = collectEvents(socket);
      await trackSeenByAnAdmin();
      await roundTrip(socket);
      expect(events).toEqual([]);
    });

    it('When the admin logs out, then that session\'s sockets are disconnected, its unused socket tokens stop working, and another session keeps the feed', async () => {
      const leaving = await loginAsAdmin(server().url);
      const staying = await adminFeed();
      const socket = await connectAdminFeed(server().url, leaving);
      sockets.push(socket);
      const unused = await get<{ token: string }>(server().url, '/api/admin/socket-token', leaving.headers());
      expect(unused.status).toBe(200);
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      expect((await post(server().url, '/api/logout', undefined, leaving.headers())).status).toBe(200);
      await expect(disconnected).resolves.toBe('io server disconnect');
      const received = nextEvent(staying, (event) => event.action === 'link_copied');
      await track(server());
      await received;
      const late = await open();
      expect(await authenticate(late, unused.body.token)).toEqual(NOT_AUTHORIZED);
    });

    it('When a socket fails to authenticate 5 times, then it is disconnected', async () => {
      const socket = await open();
      const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
      for (let attempt = 0; attempt < 5; attempt += 1) await authenticate(socket, `wrong-${attempt}`);
      await expect(disconnected).resolves.toBe('io server disconnect');
    });
  },
  ADMIN_ENV,
);

// Several processes can share only a PostgreSQL server (PGlite is one process), so this runs when TEST_DATABASE_URL
// is set, as it always is in CI (.ci/run).
const multiProcess = process.env.TEST_DATABASE_URL ? describe : describe.skip;

multiProcess('Live feed across API processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: TestServer;
  let second: TestServer;
  let socket: FeedSocket | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    first = await startTestServer('postgres', ADMIN_ENV, { databaseUrl: scratch.url });
    second = await startTestServer('postgres', ADMIN_ENV, { databaseUrl: scratch.url });
  });

  afterAll(async () => {
    socket?.disconnect();
    await second?.close();
    await first?.close();
    await scratch?.drop();
  });

  it('When an event is tracked on one process, then an admin socket connected to the other receives it within 1 s', async () => {
    const adminOnSecond = await loginAsAdmin(second.url);
    socket = await connectAdminFeed(second.url, adminOnSecond);
    const admins = rowsOf<{ count: number }>(await first.context.database.db.execute(sql`select count(*)::int as count from users where is_admin`));
    expect(Number(admins[0]?.count)).toBe(1);
    await settle(200);
    const received = nextEvent(socket, (event) => event.action === 'link_copied', 1000);
    const started = Date.now();
    expect((await track(first)).status).toBe(204);
    await received;
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('When the admin logs out on one process, then the session\'s sockets on both processes are disconnected and receive no more events, and its socket tokens stop working on both', async () => {
    const session = await loginAsAdmin(first.url);
    const onFirst = await connectAdminFeed(first.url, session);
    const onSecond = await connectAdminFeed(second.url, session);
    const others = await connectAdminFeed(first.url, await loginAsAdmin(second.url));
    try {
      const unused = await get<{ token: string }>(second.url, '/api/admin/socket-token', session.headers());
      await settle(200);
      const bothReceive = Promise.all([onFirst, onSecond].map((feed) => nextEvent(feed, (event) => event.action === 'link_copied', 2000)));
      expect((await track(first)).status).toBe(204);
      await bothReceive;

      const afterLogout = [collectEvents(onFirst), collectEvents(onSecond)];
      const disconnected = Promise.all([onFirst, onSecond].map((feed) => new Promise((resolve) => feed.once('disconnect', resolve))));
      expect((await post(first.url, '/api/logout', undefined, session.headers())).status).toBe(200);
      expect(await disconnected).toEqual(['io server disconnect', 'io server disconnect']);
      const stillLive = nextEvent(others, (event) => event.action === 'link_copied', 2000);
      expect((await track(second)).status).toBe(204);
      await stillLive;
      // Both sockets were disconnected by the server before this event was sent, so none can reach them.
      expect(afterLogout).toEqual([[], []]);

      for (const server of [first, second]) {
        const late = await connectSocket(server.url);
        try {
          expect(await authenticate(late, unused.body.token)).toEqual(NOT_AUTHORIZED);
        } finally {
          late.disconnect();
        }
      }
    } finally {
      for (const feed of [onFirst, onSecond, others]) feed.disconnect();
    }
  });
});
