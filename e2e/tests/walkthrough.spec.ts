import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STANDARD, THEMES, answerByMouse, skipGuide, useTheme } from './quiz-support';
import { ADMIN, expectNoSeriousAxeViolations, waitForApp } from './support';

/** The rough edges of a walkthrough at 1280 and 375 px in the three themes, each fixed and kept fixed here. */

async function takeQuiz(page: Page) {
  await skipGuide(page);
  await answerByMouse(page, 0, STANDARD);
  await page.getByRole('button', { name: 'See Results' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Entrepreneurial DNA' })).toBeVisible();
}

/** A result stored through the real submit endpoint: twenty answers following `pattern` (option ids a..e). */
async function submitThroughApi(request: APIRequestContext, pattern: string) {
  const questions = (await (await request.get('/api/questions')).json()) as { id: number }[];
  const answers = Array.from({ length: STANDARD }, (_, index) => ({ questionId: questions[index]!.id, selectedOptionId: pattern[index % pattern.length]! }));
  const response = await request.post('/api/submit-quiz', { data: { answers, quizMode: 'STANDARD' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { primaryCategory: string; resultToken: string; compareCode: string };
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('Focus returns to the opener', () => {
  test('the About dialog gives focus back to the About button (1280 px)', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const about = page.getByRole('banner').getByRole('button', { name: 'About' });
    await about.click();
    const dialog = page.getByRole('dialog', { name: /About Entrepreneurial DNA/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(about).toBeFocused();
    await about.press('Enter');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(about).toBeFocused();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('the mobile menu has Community; Escape gives focus back to the menu button, and so does the About dialog opened from it', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: /Community/ })).toBeVisible();
      await menu.getByRole('link', { name: 'Crossword' }).focus();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await menu.getByRole('button', { name: 'About' }).click();
      const dialog = page.getByRole('dialog', { name: /About Entrepreneurial DNA/ });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });
  });
});

test.describe('Results', () => {
  // Each takes the whole quiz by mouse.
  test.describe.configure({ timeout: 180_000 });
  test('Share gives focus back to its button; confetti celebrates in the light theme; Delete says "Result deleted"', async ({ page }) => {
    await takeQuiz(page);
    // The celebration draws on a canvas of its own (the positive control of the high-contrast test below).
    await expect(page.locator('body > canvas')).not.toHaveCount(0);

    const share = page.getByRole('button', { name: 'Share Results' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Entrepreneurial Type' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(share).toBeFocused();
    // The second time the badge is reused (the button is never disabled), and focus comes back as well.
    await share.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(share).toBeFocused();

    await page.getByRole('button', { name: 'Delete this result' }).click();
    await page.getByRole('dialog', { name: 'Delete this result for good?' }).getByRole('button', { name: 'Delete for good' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Result deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No quiz results found')).toHaveCount(0);
  });

  for (const setting of ['high contrast', 'reduced motion'] as const) {
    test(`no confetti in ${setting}`, async ({ page }) => {
      if (setting === 'high contrast') await useTheme(page, THEMES[2]);
      else await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript(`
        new MutationObserver((changes) => { for (const change of changes) for (const node of change.addedNodes) if (node.nodeName === 'CANVAS') window.__canvasAdded = true; })
          .observe(document.documentElement, { childList: true, subtree: true });`);
      await skipGuide(page);
      await answerByMouse(page, 0, STANDARD);
      // The celebration's bursts are timed; the page's clock runs them all at once.
      await page.clock.install();
      await page.getByRole('button', { name: 'See Results' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your Entrepreneurial DNA' })).toBeVisible();
      await page.clock.runFor(5000);
      await expect(page.getByRole('button', { name: 'Share Results' })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __canvasAdded?: boolean }).__canvasAdded ?? false)).toBe(false);
    });
  }

  test('opening your own compare link in another tab says it is yours', async ({ page, context }) => {
    await takeQuiz(page);
    const compareLink = await page.getByRole('region', { name: 'Compare with a co-founder' }).getByRole('textbox', { name: 'Compare link' }).inputValue();
    const otherTab = await context.newPage();
    await otherTab.goto(compareLink);
    await expect(otherTab.getByRole('heading', { name: 'This is your own compare link' })).toBeVisible({ timeout: 30_000 });
    await expect(otherTab.getByText(/Your co-founder is a/)).toHaveCount(0);
    await otherTab.close();
  });

  test('type names in the plural come from the contracts: "Successful Craftsmen"', async ({ page }) => {
    const result = await submitThroughApi(page.request, 'd');
    expect(result.primaryCategory).toBe('Craftsman');
    await page.goto(`/r/${result.resultToken}`);
    await expect(page.getByRole('heading', { name: 'Successful Craftsmen' })).toBeVisible();
    await expect(page.getByText('Craftsmans')).toHaveCount(0);
  });
});

test.describe('Theme on a first visit', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system dark preference from the first paint, stores nothing, and a stored choice still wins', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // Set by the document's first-paint script, before the app starts.
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('Nothing fixed covers content', () => {
  test('at 1280 px the scroll-to-top button floats beside the content column, never over it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/privacy');
    await waitForApp(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await expect(button).toBeInViewport();
    const main = await boxOf(page.locator('#main-content'));
    const buttonBox = await boxOf(button);
    expect(buttonBox.x).toBeGreaterThanOrEqual(main.x + main.width);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 667 } });

    test('the scroll-to-top button sits in the page flow above the footer, not over the text', async ({ page }) => {
      await page.goto('/privacy');
      await waitForApp(page);
      const button = page.getByRole('button', { name: 'Scroll to top' });
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 600));
      expect(await button.evaluate((node) => getComputedStyle(node.parentElement!).position)).not.toBe('fixed');
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      // Nothing of the page's text shares its place.
      const buttonBox = await boxOf(button);
      const paragraphs = page.locator('#main-content p, footer p, footer a');
      for (let index = 0; index < (await paragraphs.count()); index += 1) {
        const paragraph = paragraphs.nth(index);
        if (!(await paragraph.isVisible())) continue;
        expect(overlaps(buttonBox, await boxOf(paragraph))).toBe(false);
      }
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe('Accessibility with the quiz-mode list open', () => {
  for (const theme of THEMES) {
    test(`axe finds no serious violation in the ${theme.name} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await skipGuide(page);
      await page.getByRole('combobox', { name: 'Quiz mode' }).click();
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      await expect(list.getByRole('option', { name: /Deep Dive \(30 Questions\)/ })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
      // Nothing of the page stays inert once the list is closed.
      expect(await page.locator('[inert]').count()).toBe(0);
    });
  }
});

// Ads on or off holds for every public page of this server, so these run in order and end with ads off.
test.describe('Ad settings', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ viewport: { width: 375, height: 667 } });

  test('with ads on, the cookie banner leaves Start Quiz in view when reached at 375 px; Remove ad settings switches ads off', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
    const saved = await page.request.post('/api/save-adsense', { data: { googleAdClient: 'ca-pub-1234567890123456', googleVerification: '' } });
    expect(saved.status()).toBe(200);
    await page.route(/googlesyndication\.com|doubleclick\.net|adtrafficquality\.google/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));

    // The settings are cached for a few seconds per process; the banner shows once they are read.
    await expect(async () => {
      await page.goto('/');
      await waitForApp(page);
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    // Reached by keyboard, Start Quiz comes into view above the banner, not under it.
    const start = page.getByRole('main').getByRole('link', { name: 'Start Quiz' });
    for (let tab = 0; tab < 20 && !(await start.evaluate((node) => node === document.activeElement)); tab += 1) await page.keyboard.press('Tab');
    await expect(start).toBeFocused();
    await expect(start).toBeInViewport({ ratio: 1 });
    expect(overlaps(await boxOf(start), await boxOf(banner))).toBe(false);

    await page.goto('/admin?tab=integrations');
    // A first visit downloads the admin remote and its page's code: slower than one expectation's default wait.
    await expect(page.getByLabel('AdSense client ID')).toHaveValue('ca-pub-1234567890123456', { timeout: 45_000 });
    await page.getByRole('button', { name: 'Remove ad settings' }).click();
    // Exact: the toast's announcement for screen readers (a live region) briefly holds the same words with its title.
    await expect(page.getByText('The ad settings have been removed: ads are off. Changes will apply on page reload.', { exact: true })).toBeVisible();
    await expect(page.getByLabel('AdSense client ID')).toHaveValue('');
    expect(await (await page.request.get('/api/adsense-settings')).json()).toEqual({ googleAdClient: '', googleVerification: '' });

    // Saving with both fields empty is still refused, inline at the fields, read from the rule's field (not its text).
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByLabel('AdSense client ID')).toHaveAccessibleDescription(/Please enter at least one of the required fields/);
  });
});

test.describe('Admin question bank', () => {
  test('search, filters, newest first and pages', async ({ page }) => {
    expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
    await page.goto('/admin?tab=questions');
    const bank = page.getByRole('region', { name: 'Question bank' });
    await expect(page.getByText(/^Newest first: 1–20 of \d+$/)).toBeVisible({ timeout: 30_000 });
    const total = Number((await page.getByText(/^Newest first: 1–20 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(20);
    await expect(bank.getByRole('listitem')).toHaveCount(20);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(new RegExp(`^Newest first: 21–${Math.min(40, total)} of ${total}$`))).toBeFocused();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByText(/^Newest first: 1–20 of/)).toBeVisible();

    await page.getByLabel('Category').selectOption('Craftsman');
    await expect(page.getByText(/^Newest first: 1–\d+ of \d+$/)).toBeVisible();
    const categories = await bank.locator('div:has(> dt:text-is("Category")) > dd').allInnerTexts();
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['Craftsman']));

    const firstText = ((await bank.getByRole('listitem').first().locator('p').first().innerText()) ?? '').replace(/^#\d+\s*/, '');
    const word = firstText.split(/\s+/).find((part) => /^[A-Za-z]{7,}$/.test(part)) ?? firstText.split(/\s+/)[0]!;
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect(bank.getByRole('listitem').first()).toContainText(word, { ignoreCase: true });

    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqqxx no such words');
    await expect(page.getByText('No question matches.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
