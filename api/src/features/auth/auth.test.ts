import { sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { CSRF_COOKIE, CSRF_HEADER } from '@edna/shared-contracts';
import { SESSION_COOKIE, signSocketToken } from '../../lib/auth';
import { get, post, request } from '../../test-support/http';
import { describeEachDatabase } from '../../test-support/test-server';
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
      const csrf = setCookies.find((header) => header.startsWith(`${CSRF_COOKIE}=`));
      expect(session).toMatch(/; Max-Age=1800/);
      expect(session).toMatch(/; Path=\//);
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Strict/);
      expect(session).not.toMatch(/; Secure/);
      expect(csrf).toMatch(/; SameSite=Strict/);
      expect(csrf).not.toMatch(/HttpOnly/);
      const token = cookiesOf(response)[SESSION_COOKIE] ?? '';
      expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
    });

    it('When the password or the email is wrong, then the answer is the same 401 with the spec message', async () => {
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

    it('When a logged-in user logs out, then both cookies are cleared and the old session token stops working', async () => {
      const admin = await loginAsAdmin(server().url);
      const response = await post(server().url, '/api/logout', undefined, admin.headers());
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Logged out' });
      const cleared = response.headers.getSetCookie();
      expect(cleared.find((header) => header.startsWith(`${SESSION_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
      expect(cleared.find((header) => header.startsWith(`${CSRF_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
      const replayed = await get(server().url, '/api/user', admin.headers());
      expect(replayed.status).toBe(200);
      expect(replayed.body).toBeNull();
    });

    it('When logout comes with the session cookie but without the CSRF header, then it is refused and the session survives', async () => {
      const admin = await loginAsAdmin(server().url);
      const response = await post(server().url, '/api/logout', undefined, admin.headers({ csrf: false }));
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'csrf_failed', message: 'Your session could not be verified. Reload the page and try again.' });
      expect((await get(server().url, '/api/user', admin.headers())).status).toBe(200);
    });

    it('When nobody is logged in, then logout still answers 200', async () => {
      const response = await post(server().url, '/api/logout');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'Logged out' });
    });

    it('When someone registers, then the account is created as a non-admin and logged in', async () => {
      const session = await registerUser(server().url, 'New.Person@Test.local');
      expect(session.user).toEqual({ id: expect.any(Number), email: 'new.person@test.local', isAdmin: false });
      const me = await get(server().url, '/api/user', session.headers());
      expect(me.body).toEqual(session.user);
      const again = await post(server().url, '/api/register', { email: 'new.person@test.local', password: 'another-password-1' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ error: 'email_taken', message: 'An account with this email already exists.' });
    });

    it('When a registration password is shorter than 12 characters, then it is refused with the rule', async () => {
      const response = await post<{ message: string }>(server().url, '/api/register', { email: 'short@test.local', password: 'short' });
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('Password must be at least 12 characters');
    });

    it('When a registration asks for admin rights, then the extra field is refused', async () => {
      const response = await post(server().url, '/api/register', { email: 'sneaky@test.local', password: 'sneaky-password-1', isAdmin: true });
      expect(response.status).toBe(400);
    });

    describe('forged or stale session tokens are refused', () => {
      const forgeries: [string, (secret: string, userId: number) => string][] = [
        ['alg none', (_secret, userId) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(userId), typ: 'session', jti: 'x', csrf: 'c', exp: Math.floor(Date.now() / 1000) + 600 })}.`],
        ['a wrong key', (_secret, userId) => jwt.sign({ typ: 'session', csrf: 'c' }, 'not-the-server-secret-at-all-0123456789', { subject: String(userId), jwtid: 'x', expiresIn: 600 })],
        ['an expired token', (secret, userId) => jwt.sign({ typ: 'session', csrf: 'c', exp: Math.floor(Date.now() / 1000) - 5 }, secret, { subject: String(userId), jwtid: 'x' })],
        ['another algorithm (HS512)', (secret, userId) => jwt.sign({ typ: 'session', csrf: 'c' }, secret, { algorithm: 'HS512', subject: String(userId), jwtid: 'x', expiresIn: 600 })],
        ['a socket token', (secret, userId) => signSocketToken(secret, userId, Math.floor(Date.now() / 1000) + 600).token],
        ['a tampered payload', (secret, userId) => {
          const [header, , signature] = jwt.sign({ typ: 'session', csrf: 'c' }, secret, { subject: '999999', jwtid: 'x', expiresIn: 600 }).split('.');
          return `${header}.${base64url({ sub: String(userId), typ: 'session', jti: 'x', csrf: 'c', exp: Math.floor(Date.now() / 1000) + 600 })}.${signature}`;
        }],
      ];
      it.each(forgeries)('%s', async (_name, forge) => {
        const admin = await loginAsAdmin(server().url);
        const token = forge(server().context.secrets.session, admin.user.id);
        const headers = { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=c`, [CSRF_HEADER]: 'c' };
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

describeEachDatabase(
  'Auth: login rate limits',
  (server) => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const tooMany = { error: 'too_many_requests', message: 'Too many login attempts. Please wait a few minutes and try again.' };

    it('When an account has 5 failed logins, then the next attempt answers 429 with Retry-After, even with the right password', async () => {
      await registerUser(server().url, 'target@test.local', 'target-password-123');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await post(server().url, '/api/login', { email: 'target@test.local', password: `wrong-${attempt}` }, from(`198.51.100.${attempt}`));
        expect(response.status).toBe(401);
      }
      const blocked = await post(server().url, '/api/login', { email: 'target@test.local', password: 'target-password-123' }, from('198.51.100.77'));
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(tooMany);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    });

    it('When a login succeeds, then the earlier failures of that account are forgotten', async () => {
      await registerUser(server().url, 'forgetful@test.local', 'forgetful-password-1');
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect((await post(server().url, '/api/login', { email: 'forgetful@test.local', password: 'wrong-password' }, from('198.51.100.20'))).status).toBe(401);
        }
        const success = await post(server().url, '/api/login', { email: 'forgetful@test.local', password: 'forgetful-password-1' }, from('198.51.100.20'));
        expect(success.status).toBe(200);
      }
    });

    it('When one client address fails 10 logins, then its 11th attempt answers 429 while other addresses can still log in', async () => {
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await post(server().url, '/api/login', { email: `guess${attempt}@test.local`, password: 'guessed-password' }, from('203.0.113.50'));
        expect(response.status).toBe(401);
      }
      const blocked = await post(server().url, '/api/login', TEST_ADMIN, from('203.0.113.50'));
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(tooMany);
      const elsewhere = await post(server().url, '/api/login', TEST_ADMIN, from('203.0.113.51'));
      expect(elsewhere.status).toBe(200);
    });

    it('When a client registers too many accounts, then registration answers 429', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push((await post(server().url, '/api/register', { email: `bulk${attempt}@test.local`, password: 'bulk-password-123' }, from('192.0.2.9'))).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  },
  ADMIN_ENV,
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
    it('When NODE_ENV is production, then both session cookies are marked Secure', async () => {
      const response = await post(server().url, '/api/login', TEST_ADMIN);
      expect(response.status).toBe(200);
      const setCookies = response.headers.getSetCookie();
      expect(setCookies).toHaveLength(2);
      for (const header of setCookies) expect(header).toMatch(/; Secure/);
    });
  },
  { ...ADMIN_ENV, NODE_ENV: 'production' },
);
