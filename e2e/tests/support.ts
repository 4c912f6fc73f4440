import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Marks a test whose outcome rests on the browser alone (typing, layout, accessibility): the PostgreSQL project, which
 * repeats the crossword specs for what the server stores, skips it.
 */
export const BROWSER_ONLY = { tag: '@browser-only' };

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123',
};

/**
 * Waits until the app has started and its page's own code has taken over the document's first paint (the page marks
 * the document, shell/src/shared/page-ready.tsx). The document starts the app's scripts only after its first paint,
 * so the load event (where `page.goto` returns) can come before the app has started.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1);
}

/** Fails on serious or critical axe violations, listing them readably. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Fades in progress would have axe measure colour contrast through partial opacity (endless ones, spinners, aside).
  // A remote's page mounts (and starts its fades) only once its chunks have arrived, and a fade starts a frame later.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const summary = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect(summary, 'serious or critical axe violations').toEqual([]);
}

/** Collects the URLs the page requests from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
