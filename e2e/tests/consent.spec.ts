import { expect, test, type Page, type Route } from '@playwright/test';
import { ADMIN, expectNoSeriousAxeViolations } from './support';

// Saving an ad client turns the banner on for every public page of this server, so these steps run in order and
// the last one switches the ad client off again (the API keeps at least one field, so the verification value stays).
test.describe.configure({ mode: 'serial' });

const AD_CLIENT = 'ca-pub-1234567890123456';
const VERIFICATION = 'e2eSiteVerification_0123456789';
const AD_SCRIPT = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${AD_CLIENT}`;

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Answers every ad-network request locally with an empty script, so nothing leaves the machine; returns the URLs asked for. */
async function interceptAdNetwork(page: Page): Promise<string[]> {
  const requested: string[] = [];
  const answer = (route: Route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', headers: { 'Access-Control-Allow-Origin': '*' }, body: '' });
  };
  await page.route(/googlesyndication\.com|doubleclick\.net|adtrafficquality\.google/, answer);
  return requested;
}

/** Collects Content-Security-Policy violations the page reports. */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('Cookie consent and the ad script', () => {
  test('the admin saves the ad settings; a pasted meta tag is stored as its content value', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
    await page.goto('/admin?tab=integrations');
    await page.getByLabel('AdSense client ID').fill(AD_CLIENT);
    await page.getByLabel('Site verification').fill(`<meta name="google-site-verification" content="${VERIFICATION}" />`);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      notifications(page).getByText('Google Adsense settings have been saved successfully. Changes will apply on page reload.'),
    ).toBeVisible();
    await expect(page.getByLabel('Site verification')).toHaveValue(VERIFICATION);

    await page.reload();
    await expect(page.getByLabel('AdSense client ID')).toHaveValue(AD_CLIENT);
    await expect(page.getByLabel('Site verification')).toHaveValue(VERIFICATION);
  });

  test('a public page carries the verification tag and loads the ad script only after Accept', async ({ page }) => {
    const adRequests = await interceptAdNetwork(page);
    const cspViolations = await recordCspViolations(page);
    const response = await page.goto('/privacy');
    await expect(page.locator('meta[name="google-site-verification"]')).toHaveAttribute('content', VERIFICATION);
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain('https://pagead2.googlesyndication.com');

    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expectNoSeriousAxeViolations(page);
    // Nothing may be requested while the visitor has not chosen; give a wrongly eager script time to show up.
    await page.waitForTimeout(500);
    expect(adRequests).toEqual([]);

    const scriptRequest = page.waitForRequest(AD_SCRIPT);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await scriptRequest;
    await expect(banner).toBeHidden();
    const script = page.locator('script[src^="https://pagead2.googlesyndication.com/"]');
    await expect(script).toHaveAttribute('async', '');
    await expect(script).toHaveAttribute('crossorigin', 'anonymous');
    const nonce = await script.evaluate((element) => (element as HTMLScriptElement).nonce);
    expect(nonce).not.toBe('');
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(await cspViolations()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');

    // The choice is remembered: the next page loads the script without asking again.
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect.poll(() => adRequests.filter((url) => url === AD_SCRIPT).length).toBe(2);
  });

  test('Decline hides the banner and loads nothing, now and after a reload', async ({ page }) => {
    const adRequests = await interceptAdNetwork(page);
    await page.goto('/privacy');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('#main-content')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
    expect(adRequests).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
  });

  test('Cookie settings in the footer lets a visitor change the choice either way, by keyboard', async ({ page }) => {
    const adRequests = await interceptAdNetwork(page);
    await page.goto('/terms');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeFocused();
    const scriptRequest = page.waitForRequest(AD_SCRIPT);
    await page.keyboard.press('Enter');
    await scriptRequest;
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');

    // Declining after the script ran needs a fresh page view: the page reloads without it.
    await settings.click();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Decline' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('script[src^="https://pagead2.googlesyndication.com/"]')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
    expect(adRequests.filter((url) => url === AD_SCRIPT)).toHaveLength(1);
  });

  test('the login and admin pages show no banner', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
    await page.goto('/admin');
    // A first visit downloads the admin remote and its page's code: slower than one expectation's default wait.
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('with the ad client removed again, the banner is gone and the CSP no longer lists the ad network', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
    const saved = await page.request.post('/api/save-adsense', {
      data: { googleAdClient: '', googleVerification: VERIFICATION },
    });
    expect(saved.status()).toBe(200);
    // The page reads the settings through a cache of a few seconds.
    await expect
      .poll(async () => (await page.request.get('/privacy')).headers()['content-security-policy'] ?? '', { timeout: 15_000 })
      .not.toContain('googlesyndication');
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });
});
