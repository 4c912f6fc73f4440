import { get, post } from '../test-support/http';
import { describeEachDatabase } from '../test-support/test-server';
import { ADMIN_ENV, TEST_ADMIN, loginAsAdmin } from '../test-support/sessions';
import { isCrossOriginWrite, parseTrustedOrigins } from './cross-origin';

const TRUSTED = 'https://admin.partner.example';
const REFUSED = { error: 'cross_origin_request', message: 'This request came from another website and was refused.' };
const AD_CLIENT = 'ca-pub-1234567890123456';

describe('isCrossOriginWrite', () => {
  const trusted = parseTrustedOrigins(` ${TRUSTED}/ , http://localhost:8443`);
  const requestWith = (method: string, headers: Record<string, string>) => ({
    method,
    get: (name: string) => headers[name.toLowerCase()],
  });
  it.each<[string, string, Record<string, string>, boolean]>([
    ['a cross-site POST', 'POST', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example', host: 'site.example' }, true],
    ['a same-site POST from a sibling origin', 'POST', { 'sec-fetch-site': 'same-site', origin: 'https://blog.site.example', host: 'site.example' }, true],
    ['a same-origin POST', 'POST', { 'sec-fetch-site': 'same-origin', origin: 'https://site.example', host: 'site.example' }, false],
    ['a POST typed by the user (none)', 'POST', { 'sec-fetch-site': 'none', host: 'site.example' }, false],
    ['a cross-site GET', 'GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, false],
    ['a cross-site HEAD', 'HEAD', { 'sec-fetch-site': 'cross-site' }, false],
    ['a cross-site DELETE', 'DELETE', { 'sec-fetch-site': 'cross-site' }, true],
    ['an old browser: Origin of another host', 'PATCH', { origin: 'https://evil.example', host: 'site.example' }, true],
    ['an old browser: Origin of this host', 'PATCH', { origin: 'http://site.example:3000', host: 'site.example:3000' }, false],
    ['an opaque origin (sandboxed frame)', 'POST', { origin: 'null', host: 'site.example' }, true],
    ['a non-browser client: neither header', 'POST', { host: 'site.example' }, false],
    ['a trusted origin (listed with a trailing slash), cross-site', 'POST', { 'sec-fetch-site': 'cross-site', origin: TRUSTED, host: 'site.example' }, false],
    ['another trusted origin, with a port', 'POST', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:8443', host: 'site.example' }, false],
  ])('%s', (_name, method, headers, refused) => {
    expect(isCrossOriginWrite(requestWith(method, headers), trusted)).toBe(refused);
  });
});

describeEachDatabase(
  'Cross-origin protection without a token',
  (server) => {
    const adClient = async () => ((await get<{ googleAdClient: string }>(server().url, '/api/adsense-settings', (await loginAsAdmin(server().url)).headers())).body.googleAdClient);

    it('When another website makes an admin browser save settings, then it answers 403 and nothing is saved', async () => {
      const admin = await loginAsAdmin(server().url);
      const before = await adClient();
      for (const forged of <Record<string, string>[]>[{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost' }, { origin: 'https://evil.example' }]) {
        const response = await post(server().url, '/api/save-adsense', { googleAdClient: AD_CLIENT }, { ...admin.headers(), ...forged });
        expect(response.status).toBe(403);
        expect(response.body).toEqual(REFUSED);
      }
      expect(await adClient()).toBe(before);
    });

    it('When the site\'s own page saves settings, then it works (Sec-Fetch-Site same-origin, or Origin of this host)', async () => {
      const admin = await loginAsAdmin(server().url);
      const host = new URL(server().url).host;
      const sameOrigin = await post(server().url, '/api/save-adsense', { googleAdClient: AD_CLIENT }, { ...admin.headers(), 'sec-fetch-site': 'same-origin', origin: server().url });
      expect(sameOrigin.status).toBe(200);
      const originOnly = await post(server().url, '/api/save-adsense', { googleAdClient: AD_CLIENT }, { ...admin.headers(), origin: `http://${host}` });
      expect(originOnly.status).toBe(200);
      expect(await adClient()).toBe(AD_CLIENT);
    });

    it('When a plain JSON client (cookies, no browser headers) logs in, writes and logs out, then every step works', async () => {
      const admin = await loginAsAdmin(server().url);
      expect((await post(server().url, '/api/save-adsense', { googleAdClient: AD_CLIENT }, admin.headers())).status).toBe(200);
      expect((await post(server().url, '/api/logout', undefined, admin.headers())).status).toBe(200);
      const afterLogout = await get(server().url, '/api/user', admin.headers());
      expect(afterLogout.status).toBe(200);
      expect(afterLogout.body).toBeNull();
    });

    it('When another website posts a login, then it is refused before the password is checked', async () => {
      const response = await post(server().url, '/api/login', TEST_ADMIN, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('When a page of a trusted origin writes, then it works; an untrusted one is still refused', async () => {
      const admin = await loginAsAdmin(server().url);
      const trusted = await post(server().url, '/api/save-adsense', { googleAdClient: AD_CLIENT }, { ...admin.headers(), 'sec-fetch-site': 'cross-site', origin: TRUSTED });
      expect(trusted.status).toBe(200);
      const untrusted = await post(server().url, '/api/save-adsense', { googleAdClient: AD_CLIENT }, { ...admin.headers(), 'sec-fetch-site': 'cross-site', origin: 'https://admin.partner.example.evil.example' });
      expect(untrusted.status).toBe(403);
    });

    it('When another website reads (GET), then the answer is as usual: reads change nothing', async () => {
      expect((await get(server().url, '/api/health', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(200);
    });
  },
  { ...ADMIN_ENV, CSRF_TRUSTED_ORIGINS: `${TRUSTED}, http://localhost:8443` },
);
