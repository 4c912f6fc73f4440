import { expect, test, type Page } from '@playwright/test';
import { REMOTE_CONTRACT_METADATA_KEY, SHELL_REMOTE_CONTRACT_VERSION } from '@edna/shared-contracts/shell-remote-contract';
import { expectNoSeriousAxeViolations, recordRequests, waitForApp } from './support';

test.describe('Shell', () => {
  test('the home page shows the shell around the quiz remote', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crack Your Entrepreneurial DNA' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Entrepreneurial DNA' })).toHaveAttribute('href', '/');
    const community = header.getByRole('link', { name: /Community/ });
    await expect(community).toHaveAttribute('target', '_blank');
    await expect(community).toHaveAttribute('href', 'https://community.example.org/');
    await expect(header.getByRole('link', { name: 'Crossword' })).toHaveAttribute('href', '/crossword');
    await expect(header.getByRole('button', { name: 'About' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Crack Your Entrepreneurial DNA')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByText(`© ${new Date().getFullYear()} Entrepreneurial DNA. All rights reserved.`)).toBeVisible();
  });

  test('clicking the product name on / reloads the page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await Promise.all([page.waitForEvent('load'), page.getByRole('banner').getByRole('link', { name: 'Entrepreneurial DNA' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test('the About dialog opens from header and footer, traps focus, and toggles through window events', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'About' }).click();
    const dialog = page.getByRole('dialog', { name: 'About Entrepreneurial DNA' });
    await expect(dialog).toBeVisible();
    for (const type of ['Visionary', 'Pragmatist', 'Hustler', 'Craftsman', 'Social Driver']) {
      await expect(dialog.getByText(type, { exact: true })).toBeVisible();
    }
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'About' }).click();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('edna:toggle-about')));
    await expect(dialog).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('edna:open-about')));
    await expect(dialog).toBeVisible();

    const contrastSwitch = dialog.getByRole('switch', { name: 'High contrast mode' });
    await contrastSwitch.click();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  });

  test('the contrast and theme toggles apply at once and are remembered', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);

    const contrast = page.getByRole('button', { name: 'High contrast mode' });
    await expect(contrast).toHaveAttribute('aria-pressed', 'false');
    await contrast.click();
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await expect(html).toHaveAttribute('data-contrast', 'high');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByRole('heading', { level: 1, name: 'Crack Your Entrepreneurial DNA' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('the theme follows a light system preference on a first visit, and stores nothing until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test('the scroll-to-top button appears after 200 px of scrolling', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // The whole page, not the document's first paint of it: only the page is tall enough to scroll.
    await waitForApp(page);
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('privacy and terms pages carry every section they promise', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    for (const section of [/Information we collect/i, /How we use/i, /Security/i, /Sharing/i, /rights/i, /Changes/i, /Governing law/i, /Contact/i]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText(/Delaware/).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    for (const section of [
      /Use of the services/i,
      /Intellectual property/i,
      /User content license/i,
      /Disclaimer/i,
      /liability/i,
      /Indemnification/i,
      /Modifications/i,
      /Governing law/i,
      /Contact/i,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('/admin sends a logged-out visitor to /auth without loading admin code on public pages', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Crossword' }).click();
    await expect(page).toHaveURL(/\/crossword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' })).toBeVisible();
    expect(requests.filter((url) => url.includes('/remotes/admin/'))).toEqual([]);
    expect(requests.some((url) => url.includes('/remotes/quiz/'))).toBe(true);
    expect(requests.some((url) => url.includes('/remotes/crossword/'))).toBe(true);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a remote that fails to load shows a fallback with Retry while the rest keeps working', async ({ page }) => {
    await page.route('**/remotes/crossword/mf-manifest.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/crossword');
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
    await expect(fallback).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Entrepreneurial DNA' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crack Your Entrepreneurial DNA' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Crossword' }).click();
    await expect(fallback).toBeVisible();
    await page.unroute('**/remotes/crossword/mf-manifest.json');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' })).toBeVisible();
  });

  test('a remote that needs a newer shell than the running one shows the fallback with the reason, tracked, and no page error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const tracked = trackedFailures(page);
    // The crossword as a release built against the next contract version would declare it in its manifest.
    await page.route('**/remotes/crossword/mf-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { metaData: Record<string, { version: number }> };
      manifest.metaData[REMOTE_CONTRACT_METADATA_KEY]!.version = SHELL_REMOTE_CONTRACT_VERSION + 1;
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/crossword');
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('This version of it needs a newer version of the site around it.');
    await expect.poll(() => tracked).toContainEqual({ remote: 'crossword', route: '/crossword', reason: 'contract_version' });
    // The remote's code never ran: the shell refused it from its manifest.
    expect(await page.evaluate(() => 'crossword_app' in window)).toBe(false);

    await page.unroute('**/remotes/crossword/mf-manifest.json');
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/** The data of every `remote_load_failed` event the page sends from now on. */
function trackedFailures(page: Page): Record<string, unknown>[] {
  const failures: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/track')) return;
    const body = request.postDataJSON() as { event: string; data: Record<string, unknown> };
    if (body.event === 'remote_load_failed') failures.push(body.data);
  });
  return failures;
}

test.describe('Shell on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links collapse into a menu that closes on an outside click and when the screen grows', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Crossword' })).toHaveCount(0);
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menuToggle = header.getByRole('button', { name: 'Close menu' });
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Crossword' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Community/ })).toBeVisible();

    await page.mouse.click(200, 600);
    await expect(header.getByRole('link', { name: 'Crossword' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(header.getByRole('link', { name: 'Crossword' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(header.getByRole('button', { name: /menu/ })).toHaveCount(0);
    await expect(header.getByRole('link', { name: /Community/ })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('nothing overflows the screen width', async ({ page }) => {
    for (const path of ['/', '/privacy', '/terms', '/nowhere']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });
});
