import { expect, test } from '@playwright/test';
import { ADMIN } from './support';

/**
 * The API tells a page of another website from the site's own pages by the headers Chromium sets (Sec-Fetch-Site,
 * Origin): localhost and 127.0.0.1 are different sites, so a page on one posting to the other is a cross-site write.
 */
test.describe('Cross-site writes in a real browser', () => {
  test('a page on another site cannot make the browser write to the API; the site\'s own page can', async ({ page, baseURL }) => {
    const site = new URL(baseURL ?? 'http://localhost:3210');
    const otherSite = `http://127.0.0.1:${site.port}`;
    expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);

    // Another website's page with a form that posts to the API (a form, because a script's cross-origin answer is
    // hidden from it anyway; the form's navigation shows the API's answer).
    const form = `<!doctype html><title>Elsewhere</title><form method="post" action="${site.origin}/api/logout"><button>Win a prize</button></form>`;
    await page.route(`${otherSite}/elsewhere`, (route) => route.fulfill({ contentType: 'text/html', body: form }));
    await page.goto(`${otherSite}/elsewhere`);
    const refused = page.waitForResponse((response) => response.url() === `${site.origin}/api/logout`);
    await page.getByRole('button', { name: 'Win a prize' }).click();
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'cross_origin_request' });
    // The session survived: the user call still names the admin.
    expect(await (await page.request.get('/api/user')).json()).toMatchObject({ isAdmin: true });

    await page.goto('/privacy');
    const status = await page.evaluate(async () => (await fetch('/api/logout', { method: 'POST' })).status);
    expect(status).toBe(200);
    // Logged out: the user call answers null (a visitor), not an error.
    const afterLogout = await page.request.get('/api/user');
    expect(afterLogout.status()).toBe(200);
    expect(await afterLogout.json()).toBeNull();
  });
});
