import { request } from './test-support/http';
import { describeEachDatabase } from './test-support/test-server';
import { ADMIN_ENV, loginAsAdmin, registerUser, type TestSession } from './test-support/sessions';
import { createApp } from './app';
import { ADMIN_PATH_PREFIXES, createAdminRouter } from './features/admin/routes';
import { routesOf } from './test-support/routes';

const isGuarded = (path: string) => ADMIN_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

describeEachDatabase(
  'Admin routes deny by default',
  (server) => {
    /** The admin routes as the running application has them: every route under a guarded path below /api. */
    const adminRoutes = () =>
      routesOf(createApp(server().context))
        .filter(([, path]) => path.startsWith('/api/') && isGuarded(path.slice('/api'.length)))
        .map(([method, path]): [string, string] => [method, path.slice('/api'.length)]);
    let member: TestSession;
    let admin: TestSession;

    beforeAll(async () => {
      member = await registerUser(server().url, 'member@test.local');
      admin = await loginAsAdmin(server().url);
    });

    const call = (method: string, path: string, headers: Record<string, string> = {}) =>
      request<{ error: string; message: string }>(server().url, method, `/api${path.replace(':id', '1')}`, {
        ...(method === 'GET' ? {} : { json: {} }),
        headers,
      });

    it('holds every admin endpoint of the contract, and the admin router has no route outside the guarded paths', () => {
      expect(adminRoutes()).toEqual(
        expect.arrayContaining([
          ['GET', '/admin/socket-token'],
          ['GET', '/analytics'],
          ['GET', '/mood/stats'],
          ['GET', '/admin/questions'],
          ['PATCH', '/admin/questions/:id'],
          ['GET', '/adsense-settings'],
          ['POST', '/save-adsense'],
          ['GET', '/admin/data-backup'],
          ['POST', '/generate-questions'],
        ]),
      );
      const ownRoutes = routesOf(createAdminRouter(server().context));
      expect(ownRoutes.length).toBeGreaterThan(0);
      expect(ownRoutes.filter(([, path]) => !isGuarded(path))).toEqual([]);
    });

    it('When nobody is logged in, then every admin endpoint answers 401', async () => {
      for (const [method, path] of adminRoutes()) {
        const response = await call(method, path);
        expect({ route: `${method} ${path}`, status: response.status, error: response.body.error }).toEqual({
          route: `${method} ${path}`,
          status: 401,
          error: 'unauthorized',
        });
      }
    });

    it('When a non-admin is logged in, then every admin endpoint answers 403', async () => {
      for (const [method, path] of adminRoutes()) {
        const response = await call(method, path, member.headers());
        expect({ route: `${method} ${path}`, status: response.status, error: response.body.error }).toEqual({
          route: `${method} ${path}`,
          status: 403,
          error: 'forbidden',
        });
      }
    });

    it('When another website makes an admin\'s browser write, then every admin write is refused before it runs', async () => {
      const writes = adminRoutes().filter(([method]) => method !== 'GET');
      expect(writes.length).toBeGreaterThan(0);
      for (const [method, path] of writes) {
        for (const forged of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
          const response = await call(method, path, { ...admin.headers(), ...forged });
          expect({ route: `${method} ${path}`, status: response.status, error: response.body.error }).toEqual({
            route: `${method} ${path}`,
            status: 403,
            error: 'cross_origin_request',
          });
        }
      }
    });

    it('When a path under /api/admin does not exist, then it is still refused to anonymous callers', async () => {
      expect((await call('GET', '/admin/not-a-route')).status).toBe(401);
      expect((await call('GET', '/not-an-admin-route')).status).toBe(404);
    });

    it('When the admin asks for a socket token, then it is a short-lived HS256 token', async () => {
      const response = await request<{ token: string; expiresInSeconds: number }>(server().url, 'GET', '/api/admin/socket-token', {
        headers: admin.headers(),
      });
      expect(response.status).toBe(200);
      expect(response.body.expiresInSeconds).toBeGreaterThan(0);
      expect(response.body.expiresInSeconds).toBeLessThanOrEqual(60);
      const [header, payload] = response.body.token
        .split('.')
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header.alg).toBe('HS256');
      expect(payload.typ).toBe('socket');
      expect(payload.exp - payload.iat).toBeLessThanOrEqual(60);
    });
  },
  ADMIN_ENV,
);
