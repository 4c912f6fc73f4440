import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from './support';

/** Every public page that opens without data of its own, plus a share page created in the test. */
const PUBLIC_ROUTES = ['/', '/quiz', '/results', '/crossword', '/crossword/archive', '/privacy', '/terms', '/auth'];

/**
 * Records console errors, uncaught exceptions and Content-Security-Policy violations (the page reports each one as
 * a `securitypolicyviolation` event) from the next navigation on.
 */
async function recordProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error on ${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(`CSP violation on ${location.pathname}: ${event.violatedDirective} from ${event.sourceFile || event.blockedURI}`);
    });
  });
  return problems;
}

async function visitSettled(page: Page, route: string) {
  await page.goto(route);
  // The quiz's guide opens as a modal on a first visit, which hides the page's heading from the accessibility tree.
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Opens and closes the quiz mode dropdown (its scroll lock and its list add style elements at run time). */
async function openQuizModeDropdown(page: Page) {
  // A new quiz opens its guide over the first question once that has painted (after the page has settled, so it
  // is waited for rather than looked for at one moment).
  await page.getByRole('button', { name: 'Skip to Quiz' }).click();
  await page.getByRole('combobox').first().click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function sharePath(page: Page): Promise<string> {
  const response = await page.request.post('/api/generate-share-badge', { data: { type: 'Visionary' } });
  expect(response.status()).toBe(201);
  return new URL(((await response.json()) as { shareUrl: string }).shareUrl).pathname;
}

async function visitEveryPublicPage(page: Page) {
  for (const route of [...PUBLIC_ROUTES, await sharePath(page)]) {
    await visitSettled(page, route);
    if (route === '/quiz') await openQuizModeDropdown(page);
  }
}

test.describe('No console error or CSP violation on any public page', () => {
  test('anonymous visitor', async ({ page }) => {
    const problems = await recordProblems(page);
    await visitEveryPublicPage(page);
    expect(problems).toEqual([]);
  });

  test('logged in as admin, including the admin area', async ({ page }) => {
    const problems = await recordProblems(page);
    const login = await page.request.post('/api/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    await visitEveryPublicPage(page);
    await visitSettled(page, '/admin');
    expect(problems).toEqual([]);
  });

  test('the anonymous user call answers 200 with no user', async ({ request }) => {
    const response = await request.get('/api/user');
    expect(response.status()).toBe(200);
    expect(await response.json()).toBeNull();
  });
});
