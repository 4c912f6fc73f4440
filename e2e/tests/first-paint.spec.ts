import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support';

/**
 * The document's first view is drawn by the app's own components (the shell's frame and legal pages, a remote's page
 * by the remote), rendered by their builds; the app takes it over (hydration) without redrawing it.
 */

/** A phone-class CPU: four times slower than this machine, through the DevTools protocol. */
async function slowCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The document as it arrives, before any script (the API's answer itself). */
async function rawDocument(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The texts of the live page's elements matching `selector`, once the app has started. */
async function liveTexts(page: Page, path: string, selector: string): Promise<string[]> {
  await page.goto(path);
  await waitForApp(page);
  return page.locator(selector).allTextContents();
}

test.describe('The first paint is the app itself', () => {
  test('every page opens with the landmarks and every header link in its first document', async ({ page }) => {
    for (const path of ['/', '/quiz', '/crossword', '/privacy', '/terms']) {
      const html = await rawDocument(page, path);
      expect(html, path).toMatch(/<header[^>]*>/);
      expect(html, path).toMatch(/<nav aria-label="Main"/);
      expect(html, path).toMatch(/<main id="main-content"/);
      expect(html, path).toMatch(/<footer[^>]*>/);
      for (const link of ['>Community', '>Crossword</a>', '>About</button>', '>Login</a>']) expect(html, `${path} ${link}`).toContain(link);
    }
  });

  test('the first documents of /privacy and /terms hold every section heading the pages show', async ({ page }) => {
    for (const path of ['/privacy', '/terms']) {
      const headings = await liveTexts(page, path, 'main h1, main h2');
      expect(headings.length).toBeGreaterThan(5);
      const html = await rawDocument(page, path);
      for (const heading of headings) expect(html, `${path}: ${heading}`).toContain(`>${heading.replaceAll('&', '&amp;')}</h`);
    }
  });

  test("the landing page's first document holds the quiz's own hero with its Start Quiz link", async ({ page }) => {
    const html = await rawDocument(page, '/');
    expect(html).toContain('<h1>Crack Your Entrepreneurial DNA</h1>');
    expect(html).toMatch(/<a class="[^"]+" href="\/quiz"[^>]*>Start Quiz<\/a>/);
  });

  test("the quiz page's first document holds the quiz's own title, the question a new quiz opens with, and its options' placeholders; the started quiz shows that question in the same place", async ({ page }) => {
    const html = await rawDocument(page, '/quiz');
    expect(html).toMatch(/<h1 class="[^"]+">Entrepreneurial DNA Quiz<\/h1>/);
    expect(html.match(/data-testid="option-placeholder"/g)).toHaveLength(5);

    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/quiz');
    const firstPaintText = page.getByRole('main').locator('span', { hasText: /\?$/ }).first();
    const placed = await firstPaintText.boundingBox();
    const text = await firstPaintText.textContent();
    expect(text).toMatch(/\?$/);
    expect(html).toContain(`>${text!.replaceAll('&', '&amp;').replaceAll("'", '&#39;')}</span>`);

    await page.unroute('**/*.js');
    await page.goto('/quiz');
    await waitForApp(page);
    const question = page.getByRole('radiogroup', { includeHidden: true });
    await expect(question).toBeAttached();
    const questionText = page.locator(`#${await question.getAttribute('aria-labelledby')}`);
    await expect(questionText).toHaveText(text!);
    const started = await questionText.boundingBox();
    expect(Math.abs(started!.y - placed!.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(started!.x - placed!.x)).toBeLessThanOrEqual(2);
  });

  test("the crossword's first document holds its own title block and the grid's place", async ({ page }) => {
    const html = await rawDocument(page, '/crossword');
    expect(html).toContain('<h1>Daily Business Theory Challenge</h1>');
    expect(html).toMatch(/<div aria-busy="true" class="[^"]+"><span role="status"[^>]*>.*Loading today&#x27;s puzzle…<\/span><\/span><\/div>/);
  });

  test('no node of the first paint is removed when the app takes it over', async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFirstPaint: string[] }).removedFirstPaint = removed;
      const firstPaint = new WeakSet<Node>();
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) firstPaint.add(node);
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.removedNodes) {
              if (firstPaint.has(node)) removed.push(node instanceof Element ? node.outerHTML.slice(0, 120) : `text: ${node.textContent}`);
            }
          }
        }).observe(root, { childList: true, subtree: true });
      });
    });
    await slowCpu(page);
    for (const path of ['/', '/privacy']) {
      await page.goto(path);
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { removedFirstPaint: string[] }).removedFirstPaint), path).toEqual([]);
    }
  });

  test('Start Quiz clicked 100 ms after the navigation, on a slow CPU, opens the quiz', async ({ page }) => {
    await slowCpu(page);
    await page.goto('/', { waitUntil: 'commit' });
    const start = page.getByRole('link', { name: 'Start Quiz' });
    await start.waitFor();
    await page.waitForTimeout(100);
    await start.click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('heading', { level: 1, name: /Quiz/ }).or(page.getByRole('dialog')).first()).toBeVisible();
  });

  test("the header's Crossword link clicked 100 ms after the navigation, on a slow CPU, opens the crossword", async ({ page }) => {
    await slowCpu(page);
    await page.goto('/', { waitUntil: 'commit' });
    const crossword = page.getByRole('banner').getByRole('link', { name: 'Crossword' });
    await crossword.waitFor();
    await page.waitForTimeout(100);
    await crossword.click();
    await expect(page).toHaveURL(/\/crossword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' })).toBeVisible();
  });

  test('the theme and contrast buttons clicked before the app has started take effect once it has', async ({ page }) => {
    // The app's scripts are held back until both clicks are made, so the clicks land on the first paint alone.
    let releaseScripts!: () => void;
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const html = page.locator('html');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'High contrast mode' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    releaseScripts();
    await waitForApp(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-contrast', 'high');
    await expect(page.getByRole('button', { name: 'High contrast mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('focus placed on Start Quiz while the app starts is still there once it has started', async ({ page }) => {
    await slowCpu(page);
    await page.goto('/', { waitUntil: 'commit' });
    const start = page.getByRole('link', { name: 'Start Quiz' });
    await start.waitFor();
    await start.focus();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await expect(start).toBeFocused();
  });
});
