import { expect, test, type Page } from '@playwright/test';
import { useTheme, type ThemeName } from './crossword-support';

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

/** Pages whose document paints their first view as HTML, and the h1 that view and the page both show. */
const FRAMED_PAGES: [route: string, heading: string][] = [
  ['/', 'Crack Your Entrepreneurial DNA'],
  ['/quiz', 'Entrepreneurial DNA Quiz'],
  ['/crossword', 'Daily Business Theory Challenge'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/results', 'Your Entrepreneurial DNA'],
];

/** A result as the quiz keeps it in the tab's session storage, so /results shows it. */
const STORED_RESULT = {
  primaryCategory: 'Craftsman',
  secondaryCategory: 'Hustler',
  visionaryPercentage: 10,
  pragmatistPercentage: 15,
  hustlerPercentage: 25,
  craftsmanPercentage: 40,
  socialDriverPercentage: 10,
  balanceScore: 45,
  dominantTraitScore: 25,
  personalityTraits: { innovation: 1, risk: 5, analysis: 1.5, patience: 4, execution: 4, quality: 2.5, impact: 1, teamwork: 1 },
  resultId: '2b5c2f8e-1f9d-4c39-9b57-4d1f0a4f6a11',
};

async function storeResultFor(page: Page, route: string) {
  if (route !== '/results') return;
  await page.addInitScript((result) => window.sessionStorage.setItem('quizResult', JSON.stringify(result)), STORED_RESULT);
}

const THEME_BACKGROUNDS: Record<ThemeName, string> = {
  light: 'rgb(247, 247, 251)',
  dark: 'rgb(15, 17, 32)',
  'high-contrast': 'rgb(0, 0, 0)',
};

/** Every non-empty text the document's first paint of the main area shows, whitespace collapsed. */
function frameTexts(page: Page): Promise<string[]> {
  return page.locator('[data-static-main]').evaluate((main) => {
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
        await storeResultFor(page, route);
        await openFrameOnly(page, route);
        await expect(page.locator('[data-static-main] h1')).toHaveText(heading);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(THEME_BACKGROUNDS[theme]);
      });
    }
  }

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    for (const [route, heading] of FRAMED_PAGES) {
      test(`${route} at ${viewport.width} px: the app shows every text of the first paint, replaces it without a shift and has one h1`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await storeResultFor(page, route);
        await openFrameOnly(page, route);
        const texts = await frameTexts(page);
        expect(texts).toContain(heading);
        // The results page's frame shows the card of the stored result's type only.
        if (route === '/results') expect(texts).toEqual(expect.arrayContaining([STORED_RESULT.primaryCategory]));
        if (route === '/results') expect(texts).not.toContain('Hustler');

        await page.unroute(/\.js(\?|$)/);
        await page.goto(route);
        // The page itself has rendered once its own elements are there (the first paint has none of the app's classes).
        await expect(page.locator('#main-content h1')).toHaveText(heading);
        await expect(page.locator('[class*="edna-frame"]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('h1')).toHaveCount(1);
        const pageText = ((await page.locator('#main-content').textContent()) ?? '').replace(/\s+/g, ' ');
        for (const text of texts) expect(pageText, `the page shows "${text}" as its first paint did`).toContain(text);
        expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(0.02);
      });
    }
  }

  test('/quiz keeps the opening question on screen from the first paint until the quiz shows it with its options', async ({ page }) => {
    // Every state the page's content goes through (after each change, before any paint), so a state that lasts a
    // single frame is seen too.
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { mainStates: string[] }).mainStates = states;
      const record = () => {
        const main = document.querySelector('main');
        if (!main) return;
        const hasQuestion = Boolean(main.querySelector('.edna-frame-question, [role="radiogroup"]')) && (main.textContent ?? '').includes('?');
        const state = `${hasQuestion ? 'question' : 'no question'}${main.querySelector('[role="radio"]') ? ' with options' : ''}`;
        if (states.at(-1) !== state) states.push(state);
      };
      new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/quiz');
    // The guide dialog opens over the question and hides the page from the accessibility tree, hence the selector.
    await expect(page.locator('main [role="radio"]').first()).toBeAttached();
    const states = await page.evaluate(() => (window as unknown as { mainStates: string[] }).mainStates);
    const firstQuestion = states.indexOf('question');
    expect(firstQuestion, `states: ${states.join(' → ')}`).toBeGreaterThanOrEqual(0);
    expect(states.slice(firstQuestion)).toEqual(['question', 'question with options']);
  });
});
