import { expect, test, type Page } from '@playwright/test';

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
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});
