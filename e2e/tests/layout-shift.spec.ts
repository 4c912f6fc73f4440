import { expect, test, type Page } from '@playwright/test';
import { useTheme, type ThemeName } from './crossword-support';
import { waitForApp } from './support';

/** Cumulative layout shift of the page so far, as the browser reports it (shifts right after input excluded). */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

const PAGES: [route: string, heading: string][] = [
  ['/', 'Crack Your Entrepreneurial DNA'],
  // The quiz opens with its guide dialog, which hides the page from assistive technology until it is closed.
  ['/quiz', 'Welcome to the Entrepreneurial DNA Quiz'],
  ['/crossword', 'Daily Business Theory Challenge'],
  ['/privacy', 'Privacy Policy'],
];

test.describe('No layout shift while a page arrives, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [route, heading] of PAGES) {
    test(`${route} shifts at most 0.02`, async ({ page }) => {
      await page.goto(route);
      // The quiz's guide opens only after its remote, the data client and the questions have arrived: on a busy
      // two-core machine that takes longer than one expectation's default wait (as openQuiz allows for).
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});

/**
 * Pages whose document holds their first view, drawn by the page's owner (the shell, or the quiz for its landing
 * page), and the h1 that view shows.
 */
const FRAMED_PAGES: [route: string, heading: string][] = [
  ['/', 'Crack Your Entrepreneurial DNA'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
];

const THEME_BACKGROUNDS: Record<ThemeName, string> = {
  light: 'rgb(247, 247, 251)',
  dark: 'rgb(15, 17, 32)',
  'high-contrast': 'rgb(0, 0, 0)',
};

/** Every non-empty visible text of the main area, whitespace collapsed. */
function mainTexts(page: Page): Promise<string[]> {
  return page.locator('#main-content').evaluate((main) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text && node.parentElement?.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    return texts;
  });
}

/** The document alone, before any script of the app runs (their downloads are refused): what the first paint shows. */
async function openFrameOnly(page: Page, route: string) {
  await page.route(/\.js(\?|$)/, (request) => request.abort());
  await page.goto(route);
}

test.describe('The first paint sent with the document', () => {
  for (const theme of ['light', 'dark', 'high-contrast'] as ThemeName[]) {
    for (const [route, heading] of FRAMED_PAGES) {
      test(`${route} paints its heading in the stored ${theme} theme before the app starts`, async ({ page }) => {
        await useTheme(page, theme);
        await openFrameOnly(page, route);
        await expect(page.locator('#main-content h1')).toHaveText(heading);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(THEME_BACKGROUNDS[theme]);
      });
    }
  }

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    for (const [route, heading] of FRAMED_PAGES) {
      test(`${route} at ${viewport.width} px: the app keeps every text of the first paint, without a shift, with one h1`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await openFrameOnly(page, route);
        const texts = await mainTexts(page);
        expect(texts).toContain(heading);

        await page.unroute(/\.js(\?|$)/);
        await page.goto(route);
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1')).toHaveCount(1);
        const pageText = ((await page.locator('#main-content').textContent()) ?? '').replace(/\s+/g, ' ');
        for (const text of texts) expect(pageText, `the page shows "${text}" as its first paint did`).toContain(text);
        expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
      });
    }
  }
});
