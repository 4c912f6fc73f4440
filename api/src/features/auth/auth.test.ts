import { sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { SESSION_COOKIE, signSocketToken } from '../../lib/auth';
import { rowsOf } from '../../lib/db';
import { get, post, request } from '../../test-support/http';
import { startServersOnOneDatabase } from '../../test-support/shared-database';
import { describeEachDatabase, type TestServer } from '../../test-support/test-server';
import { ADMIN_ENV, TEST_ADMIN, cookiesOf, loginAs, loginAsAdmin, registerUser } from '../../test-support/sessions';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describeEachDatabase(
  'Auth: login, session, logout, registration',
  (server) => {
    it('When the admin logs in, then the answer is the user and the session sits in an httpOnly, SameSite=Strict cookie for 30 minutes', async () => {
      const response = await post<{ id: number; email: string; isAdmin: boolean }>(server().url, '/api/login', TEST_ADMIN);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ id: expect.any(Number), email: TEST_ADMIN.email, isAdmin: true });
      const setCookies = response.headers.getSetCookie();
      const session = setCookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
      expect(session).toMatch(/; Max-Age=1800/);
      expect(session).toMatch(/; Path=\//);
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Strict/);
      expect(session).not.toMatch(/; Secure/);
      expect(setCookies).toHaveLength(1);
      const token = cookiesOf(response)[SESSION_COOKIE] ?? '';
      expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
    });

    it('When the password or the email is wrong, then the answer is the same 401 with one message for both', async () => {
      const wrongPassword = await post(server().url, '/api/login', { email: TEST_ADMIN.email, password: 'not-the-password' });
      const unknownEmail = await post(server().url, '/api/login', { email: 'nobody@test.local', password: 'whatever-password' });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password' });
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    });

    it('When a field is missing, then login answers 400', async () => {
      const response = await post<{ error: string }>(server().url, '/api/login', { email: TEST_ADMIN.email });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('validation_failed');
    });

    it('GET /api/user answers the logged-in user, and 200 with null (not an error) without a session', async () => {
      const admin = await loginAsAdmin(server().url);
      const me = await get(server().url, '/api/user', admin.headers());
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ id: admin.user.id, email: TEST_ADMIN.email, isAdmin: true });
      const anonymous = await get(server().url, '/api/user');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toBeNull();
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
    });

    it('When a logged-in user logs out, then the cookie is cleared and the old session token stops working', async () => {
      const admin = await loginAsAdmin(server().url);
      const response = await post(server().url, '/api/logout', undefined, admin.headers());
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Logged out' });
      const cleared = response.headers.getSetCookie();
      expect(cleared.find((header) => header.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
      const replayed = await get(server().url, '/api/user', admin.headers());
      expect(replayed.status).toBe(200);
      expect(replayed.body).toBeNull();
    });

    it('When another website makes the browser post a logout, then it is refused and the session survives', async () => {
      const admin = await loginAsAdmin(server().url);
      const response = await post(server().url, '/api/logout', undefined, { ...admin.headers(), 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'cross_origin_request', message: 'This request came from another website and was refused.' });
      expect((await get(server().url, '/api/user', admin.headers())).status).toBe(200);
    });

    it('When nobody is logged in, then logout still answers 200', async () => {
      const response = await post(server().url, '/api/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Logged out' });
    });

    it('When someone registers, then the account is created as a non-admin and logs in with it', async () => {
      const session = await registerUser(server().url, 'New.Person@Test.local');
      expect(session.user).toEqual({ id: expect.any(Number), email: 'new.person@test.local', isAdmin: false });
      const me = await get(server().url, '/api/user', session.headers());
      expect(me.body).toEqual(session.user);
    });

    it('When an email that already has an account registers again, then the answer is the one of a new email and nothing changes', async () => {
      const fresh = await post(server().url, '/api/register', { email: 'fresh.person@test.local', password: 'fresh-password-123' });
      const taken = await post(server().url, '/api/register', { email: 'FRESH.person@test.local', password: 'another-password-1' });
      const admin = await post(server().url, '/api/register', { email: TEST_ADMIN.email, password: 'take-over-attempt-1' });
      for (const answer of [fresh, taken, admin]) {
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual(fresh.body);
        expect(answer.headers.get('set-cookie')).toBeNull();
      }
      const [stored] = rowsOf<{ count: number }>(await server().context.database.db.execute(sql`select count(*)::int as count from users where email = 'fresh.person@test.local'`));
      expect(stored!.count).toBe(1);
      expect((await post(server().url, '/api/login', { email: 'fresh.person@test.local', password: 'fresh-password-123' })).status).toBe(200);
      expect((await post(server().url, '/api/login', { email: 'fresh.person@test.local', password: 'another-password-1' })).status).toBe(401);
      expect((await post(server().url, '/api/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })).status).toBe(200);
    });

    it('When a registration password is shorter than 12 characters, then it is refused with the rule', async () => {
      const response = await post<{ message: string }>(server().url, '/api/register', { email: 'short@test.local', password: 'short' }, from('198.51.100.108'));
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('Password must be at least 12 characters');
    });

    it('When a registration asks for admin rights, then the extra field is refused', async () => {
      const response = await post(server().url, '/api/register', { email: 'sneaky@test.local', password: 'sneaky-password-1', isAdmin: true }, from('198.51.100.114'));
      expect(response.status).toBe(400);
    });

    describe('forged or stale session tokens are refused', () => {
      const forgeries: [string, (secret: string, userId: number) => string][] = [
        ['alg none', (_secret, userId) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(userId), typ: 'session', jti: 'x', exp: Math.floor(Date.now() / 1000) + 600 })}.`],
        ['a wrong key', (_secret, userId) => jwt.sign({ typ: 'session' }, 'not-the-server-secret-at-all-0123456789', { subject: String(userId), jwtid: 'x', expiresIn: 600 })],
        ['an expired token', (secret, userId) => jwt.sign({ typ: 'session', exp: Math.floor(Date.now() / 1000) - 5 }, secret, { subject: String(userId), jwtid: 'x' })],
        ['another algorithm (HS512)', (secret, userId) => jwt.sign({ typ: 'session' }, secret, { algorithm: 'HS512', subject: String(userId), jwtid: 'x', expiresIn: 600 })],
        ['a socket token', (secret, userId) => signSocketToken(secret, userId, { jti: 'x', exp: Math.floor(Date.now() / 1000) + 600 }).token],
        ['a tampered payload', (secret, userId) => {
          const [header, , signature] = jwt.sign({ typ: 'session' }, secret, { subject: '999999', jwtid: 'x', expiresIn: 600 }).split('.');
          return `${header}.${base64url({ sub: String(userId), typ: 'session', jti: 'x', exp: Math.floor(Date.now() / 1000) + 600 })}.${signature}`;
        }],
      ];
      it.each(forgeries)('%s', async (_name, forge) => {
        const admin = await loginAsAdmin(server().url);
        const token = forge(server().context.secrets.session, admin.user.id);
        const headers = { cookie: `${SESSION_COOKIE}=${token}` };
        const me = await get(server().url, '/api/user', headers);
        expect(me.status).toBe(200);
        expect(me.body).toBeNull();
        expect((await get(server().url, '/api/analytics', headers)).status).toBe(401);
        expect((await request(server().url, 'POST', '/api/save-adsense', { json: { googleAdClient: 'ca-pub-1234567890123456' }, headers })).status).toBe(401);
      });
    });
  },
  ADMIN_ENV,
);

describeEachDatabase(
  'Auth: registration switched off',
  (server) => {
    it('When ALLOW_REGISTRATION is false, then registration answers 403 registration_closed', async () => {
      const response = await post(server().url, '/api/register', { email: 'late@test.local', password: 'late-password-123' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'registration_closed', message: 'Registration is closed.' });
    });
  },
  { ...ADMIN_ENV, ALLOW_REGISTRATION: 'false' },
);

const from = (address: string) => ({ 'x-forwarded-for': address });
const THROTTLED = { error: 'login_throttled', message: 'Too many failed login attempts. Please wait a moment and try again.' };
/** The throttle's clock: the tests move it past a wait instead of waiting. It starts at the real time. */
let throttleTime = Date.now();
const advanceThrottleClock = (ms: number) => void (throttleTime += ms);

describeEachDatabase(
  'Auth: login throttling without lockout',
  (server) => {
    const login = (email: string, password: string, address: string) => post<{ error?: string }>(server().url, '/api/login', { email, password }, from(address));

    it('When an account fails 3 times from one address, then the next attempt waits 1 s, the one after a failure 2 s, and the right password works after the wait', async () => {
      await registerUser(server().url, 'slowed@test.local', 'slowed-password-123');
      for (let attempt = 1; attempt <= 3; attempt += 1) expect((await login('slowed@test.local', `wrong-${attempt}`, '198.51.100.10')).status).toBe(401);
      const waiting = await login('slowed@test.local', 'slowed-password-123', '198.51.100.10');
      expect(waiting.status).toBe(429);
      expect(waiting.body).toEqual(THROTTLED);
      expect(waiting.headers.get('retry-after')).toBe('1');
      advanceThrottleClock(999);
      expect((await login('slowed@test.local', 'slowed-password-123', '198.51.100.10')).status).toBe(429);
      advanceThrottleClock(1);
      expect((await login('slowed@test.local', 'wrong-4', '198.51.100.10')).status).toBe(401);
      const longer = await login('slowed@test.local', 'slowed-password-123', '198.51.100.10');
      expect(longer.status).toBe(429);
      expect(longer.headers.get('retry-after')).toBe('2');
      advanceThrottleClock(2000);
      expect((await login('slowed@test.local', 'slowed-password-123', '198.51.100.10')).status).toBe(200);
      // The success cleared the counter: new failures start from zero.
      expect((await login('slowed@test.local', 'wrong-5', '198.51.100.10')).status).toBe(401);
      expect((await login('slowed@test.local', 'slowed-password-123', '198.51.100.10')).status).toBe(200);
    });

    it('When five other addresses fail the admin password many times, then the admin logs in at once from a clean address', async () => {
      for (let address = 1; address <= 5; address += 1) {
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          expect([401, 429]).toContain((await login(TEST_ADMIN.email, `guess-${attempt}`, `203.0.113.${address}`)).status);
        }
        expect((await login(TEST_ADMIN.email, `guess-again`, `203.0.113.${address}`)).status).toBe(429);
      }
      const clean = await login(TEST_ADMIN.email, TEST_ADMIN.password, '203.0.113.99');
      expect(clean.status).toBe(200);
    });

    it('When guesses arrive in parallel just before the wait starts, then only one of them is checked', async () => {
      await registerUser(server().url, 'parallel@test.local', 'parallel-password-1');
      for (let attempt = 1; attempt <= 2; attempt += 1) expect((await login('parallel@test.local', `wrong-${attempt}`, '198.51.100.30')).status).toBe(401);
      const statuses = await Promise.all(Array.from({ length: 10 }, (_unused, index) => login('parallel@test.local', `parallel-${index}`, '198.51.100.30').then((response) => response.status)));
      expect(statuses.filter((status) => status === 401)).toHaveLength(1);
      expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    });

    it('When others behind one address fail on their accounts, then the owner with the right password from there is not held up', async () => {
      for (let attempt = 1; attempt <= 25; attempt += 1) {
        expect((await login(`colleague${attempt % 10}@test.local`, `typo-${attempt}`, '198.51.100.50')).status).toBe(401);
      }
      expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.50')).status).toBe(200);
    });

    it('When one address fails on many accounts (password spraying), then past the per-address ceiling its attempts are slowed while other addresses are not', async () => {
      for (let attempt = 1; attempt <= 30; attempt += 1) {
        expect((await login(`sprayed${attempt}@test.local`, 'Summer2026!summer', '198.51.100.40')).status).toBe(401);
      }
      const slowed = await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.40');
      expect(slowed.status).toBe(429);
      expect(slowed.body).toEqual(THROTTLED);
      expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.41')).status).toBe(200);
    });

    it('When a client registers too many accounts, then registration answers 429', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push((await post(server().url, '/api/register', { email: `bulk${attempt}@test.local`, password: 'bulk-password-123' }, from('192.0.2.9'))).status);
      }
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    });
  },
  // A short per-address ceiling, well above the 3 free failures of one account and address.
  { ...ADMIN_ENV, LOGIN_FREE_FAILURES_PER_ADDRESS: '30' },
  { clock: () => throttleTime },
);

describeEachDatabase(
  'Auth: login throttling with no proxy configured',
  (server) => {
    it('When a client talks to the API directly and varies X-Forwarded-For, then its failures still count as one address', async () => {
      await registerUser(server().url, 'spoofed@test.local', 'spoofed-password-1');
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        statuses.push((await post(server().url, '/api/login', { email: 'spoofed@test.local', password: `wrong-${attempt}` }, from(`192.0.2.${attempt}`))).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  },
  { ...ADMIN_ENV, TRUST_PROXY: 'false' },
);

describeEachDatabase(
  'Auth: sessions of a demoted admin',
  (server) => {
    it('When an admin loses the admin flag, then the existing session is refused on admin routes at once', async () => {
      const session = await loginAs(server().url, TEST_ADMIN.email, TEST_ADMIN.password);
      expect((await get(server().url, '/api/analytics', session.headers())).status).toBe(200);
      await server().context.database.db.execute(sql`update users set is_admin = false where email = ${TEST_ADMIN.email}`);
      expect((await get(server().url, '/api/analytics', session.headers())).status).toBe(403);
    });
  },
  ADMIN_ENV,
);

describeEachDatabase(
  'Auth: cookies in production',
  (server) => {
    it('When NODE_ENV is production, then the session cookie is marked Secure', async () => {
      const response = await post(server().url, '/api/login', TEST_ADMIN);
      expect(response.status).toBe(200);
      const setCookies = response.headers.getSetCookie();
      expect(setCookies).toHaveLength(1);
      for (const header of setCookies) expect(header).toMatch(/; Secure/);
    });
  },
  { ...ADMIN_ENV, NODE_ENV: 'production' },
);

// Several processes can share only a PostgreSQL server, so this runs when TEST_DATABASE_URL is set (CI sets it).
const multiProcess = process.env.TEST_DATABASE_URL ? describe : describe.skip;

multiProcess('Auth: login throttling over two API processes', () => {
  let deployment: Awaited<ReturnType<typeof startServersOnOneDatabase>>;
  beforeAll(async () => {
    deployment = await startServersOnOneDatabase(2, ADMIN_ENV);
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it('When failures are spread over two processes, then they add up, and parallel guesses on both get one check', async () => {
    const [first, second] = deployment.servers as [TestServer, TestServer];
    const login = (server: TestServer, password: string) => post(server.url, '/api/login', { email: TEST_ADMIN.email, password }, from('198.51.100.90'));
    expect((await login(first, 'wrong-1')).status).toBe(401);
    expect((await login(second, 'wrong-2')).status).toBe(401);
    const statuses = await Promise.all(Array.from({ length: 10 }, (_unused, index) => login(index % 2 === 0 ? first : second, `wrong-${index + 3}`).then((response) => response.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect((await post(second.url, '/api/login', TEST_ADMIN, from('198.51.100.91'))).status).toBe(200);
  });
});
