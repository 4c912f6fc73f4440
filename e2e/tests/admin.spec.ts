import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, expectNoSeriousAxeViolations, recordRequests } from './support';

/**
 * A person's browser, longer than the 60 characters the raw log shows. Not a bot's: analytics leave bot traffic out
 * of every figure by default.
 */
const LONG_USER_AGENT = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 QuizTaker/${'x'.repeat(20)}`;
const TABS = ['Questions', 'Analytics', 'Mood', 'Crossword', 'Integrations', 'System'] as const;

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function loginThroughForm(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

/**
 * Opens the dashboard at `path` and waits for it: a first visit downloads the admin remote and its page's code, which
 * on a busy two-core machine with tracing on takes longer than one expectation's default wait.
 */
async function openDashboard(page: Page, path = '/admin') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible({ timeout: 45_000 });
}

/** Logs the page's browser context in without the form (its cookies are shared with the page). */
async function loginByApi(page: Page) {
  const response = await page.request.post('/api/login', { data: ADMIN });
  expect(response.status()).toBe(200);
}

async function questionIds(request: APIRequestContext): Promise<number[]> {
  const response = await request.get('/api/questions');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }[]).map((question) => question.id);
}

/** Real quiz activity as the quiz page produces it: answers, moods and a submitted result. */
async function takePartOfAQuiz(request: APIRequestContext) {
  const ids = await questionIds(request);
  const headers = { 'user-agent': LONG_USER_AGENT, 'accept-language': 'de-DE,de;q=0.9' };
  for (const [index, questionId] of ids.slice(0, 3).entries()) {
    const answered = await request.post('/api/track', { headers, data: { event: 'question_answered', data: { questionId, questionIndex: index, totalQuestions: 20 } } });
    expect(answered.ok()).toBe(true);
  }
  const hardQuestion = ids[1]!;
  for (const mood of ['stressed', 'stressed', 'confused'] as const) {
    const moodResponse = await request.post('/api/mood', { headers, data: { questionId: hardQuestion, questionIndex: 1, quizMode: 'STANDARD', mood } });
    expect(moodResponse.ok()).toBe(true);
    // The quiz page also tracks each mood as an event; the Mood tab counts those for its date range.
    const tracked = await request.post('/api/track', { headers, data: { event: 'mood_tracked', data: { questionId: hardQuestion, questionIndex: 1, totalQuestions: 20, quizMode: 'STANDARD', mood } } });
    expect(tracked.status()).toBe(204);
  }
  const answers = ids.slice(0, 20).map((questionId) => ({ questionId, selectedOptionId: 'c' }));
  const submitted = await request.post('/api/submit-quiz', { headers, data: { answers, quizMode: 'STANDARD' } });
  expect(submitted.ok()).toBe(true);
  return { hardQuestion };
}

async function questionText(request: APIRequestContext, id: number): Promise<string> {
  const response = await request.get('/api/questions');
  const question = ((await response.json()) as { id: number; text: string }[]).find((item) => item.id === id);
  return question!.text;
}

test.describe('Admin login', () => {
  test('empty fields are refused without a call, and a wrong password shows the server message', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    await expect(page).toHaveTitle('Admin login · Entrepreneurial DNA');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');

    const requests = recordRequests(page);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    // Inline, tied to each empty field and announced; focus on the first empty field.
    const email = form.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please fill in all fields');
    await expect(form.getByLabel('Password')).toHaveAccessibleDescription('Please fill in all fields');
    await expect(form.getByRole('alert').first()).toHaveText('Please fill in all fields');
    expect(requests.filter((url) => url.includes('/api/login'))).toEqual([]);

    await loginThroughForm(page, 'nobody@e2e.test', 'not-the-password');
    const failure = form.getByRole('alert');
    await expect(failure).toContainText('Login failed');
    await expect(failure).toContainText('Invalid email or password');
    await expect(failure).toBeFocused();
    await expect(form.getByLabel('Password')).toHaveAccessibleDescription(/Login failed\s*Invalid email or password/);
    await expect(page).toHaveURL(/\/auth$/);

    // Switching to Create account and back keeps the email.
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('form', { name: 'Create account' }).getByLabel('Email')).toHaveValue('nobody@e2e.test');
    await page.getByRole('tab', { name: 'Login' }).click();
    await expect(form.getByLabel('Email')).toHaveValue('nobody@e2e.test');
  });

  test('an admin logs in, lands on the dashboard, and is sent back there from /auth', async ({ page }) => {
    await loginThroughForm(page);
    await expect(notifications(page).getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
    for (const tab of TABS) await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a new account is a visitor account: it is sent to / and kept out of /auth and /admin', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Email').fill(`visitor-${Date.now()}@e2e.test`);
    await form.getByLabel('Password').fill('visitor-password-123');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(notifications(page).getByText('Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('30 minutes after the login the session expires and the browser returns to /auth', async ({ page }) => {
    await page.clock.install();
    await loginThroughForm(page);
    await expect(page).toHaveURL(/\/admin$/);
    // The clock moves on only once the dashboard is there: moved while the admin remote's scripts still load, it would
    // run out Module Federation's script-load timeout instead, and the page would show the remote's fallback.
    const dashboard = page.getByRole('heading', { level: 1, name: 'Admin dashboard' });
    await expect(dashboard).toBeVisible({ timeout: 45_000 });

    await page.clock.fastForward('29:50');
    await expect(dashboard).toBeVisible();
    await page.clock.fastForward('00:11');
    const toast = notifications(page);
    await expect(toast.getByText('Session expired')).toBeVisible();
    await expect(toast.getByText('Your session has expired. Please login again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  });
});

test.describe('Admin dashboard', () => {
  let hardQuestion: number;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    ({ hardQuestion } = await takePartOfAQuiz(request));
    await request.dispose();
  });

  test('Questions: generating adds questions to the bank, whose entries show their figures, options and an on/off switch', async ({ page }) => {
    await loginByApi(page);
    await openDashboard(page);
    const summary = page.getByText(/^\d+ questions, \d+ active\.$/);
    await expect(summary).toBeVisible();
    const before = Number((await summary.textContent())!.split(' ')[0]);

    const count = page.getByLabel('Number of questions');
    await expect(count).toHaveValue('10');
    await expect(count).toHaveAttribute('min', '1');
    await expect(count).toHaveAttribute('max', '50');
    await count.fill('2');
    await page.getByRole('button', { name: 'Generate Questions' }).click();
    await expect(notifications(page).getByText('Questions generated')).toBeVisible({ timeout: 30_000 });
    await expect(summary).toHaveText(new RegExp(`^${before + 2} questions`));

    const bank = page.getByRole('region', { name: 'Question bank' });
    await expect(bank).toHaveAttribute('tabindex', '0');
    await expect(bank).toHaveCSS('max-height', '384px');
    // The newest question (one just generated) is first; switching it off does not disturb quizzes running meanwhile.
    const newest = bank.locator(':scope > ol > li').first();
    await newest.scrollIntoViewIfNeeded();
    for (const label of ['Category', 'Source', 'Diagnostic power', 'Responses', 'Discrimination']) {
      await expect(newest.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(newest.getByText('Built-in generator')).toBeVisible();

    const showOptions = newest.getByRole('button', { name: /^Show options/ });
    await showOptions.click();
    await expect(newest.getByRole('button', { name: /^Hide options/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(newest.getByText('(Visionary)')).toBeVisible();
    await expect(newest.getByText('(Social Driver)')).toBeVisible();

    await newest.getByRole('button', { name: /^Deactivate question/ }).click();
    await expect(newest.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(summary).toHaveText(new RegExp(`^${before + 2} questions, ${before + 1} active\\.$`));
    await newest.getByRole('button', { name: /^Activate question/ }).click();
    await expect(newest.getByText('Inactive', { exact: true })).toHaveCount(0);
  });

  test('Analytics: totals, event counts, completions per type, events per day and the raw log show the quiz activity', async ({ page }) => {
    await loginByApi(page);
    await openDashboard(page);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\?tab=analytics$/);

    const totals = page.getByRole('definition').filter({ hasText: /^\d+$/ });
    await expect(totals.first()).toBeVisible();
    const counts = page.getByRole('region', { name: 'Event counts' });
    await expect(counts.getByRole('row', { name: /question_answered/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Quiz completions per result type' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Quiz completions per result type' }).getByRole('row', { name: /Hustler \d+/ })).toBeAttached();
    await expect(page.getByRole('img', { name: 'Events per day' })).toBeVisible();

    const log = page.getByRole('region', { name: 'Raw event log' });
    await expect(log).toHaveCSS('max-height', '384px');
    const shortAgent = `${LONG_USER_AGENT.slice(0, 60)}…`;
    await expect(log.getByText(shortAgent, { exact: true }).first()).toBeVisible();
    await expect(log.getByText(shortAgent, { exact: true }).first()).toHaveAttribute('title', LONG_USER_AGENT);
    await expect(log.getByText(/questionId: \d+, questionIndex: 2, totalQuestions: 20/).first()).toBeVisible();
  });

  test('Live feed: a quiz answer from another browser appears within a second', async ({ page, browser }) => {
    await loginByApi(page);
    await openDashboard(page, '/admin?tab=analytics');
    await expect(page.getByText('Connection status: Connected')).toBeVisible();
    await expect(notifications(page).getByText('Admin authentication successful')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reconnect' })).toBeVisible();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/privacy');
    const [questionId] = await questionIds(visitorPage.request);
    const questionIndex = 27;
    const status = await visitorPage.evaluate(
      async (body) =>
        (await fetch('/api/track', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
      { event: 'question_answered', data: { questionId, questionIndex, totalQuestions: 30 } },
    );
    const answeredAt = Date.now();
    expect(status).toBe(204);
    const feed = page.getByRole('region', { name: 'Live events' });
    await expect(feed.getByText(`questionId: ${questionId}, questionIndex: ${questionIndex}, totalQuestions: 30`)).toBeVisible({ timeout: 1000 });
    const delayMs = Date.now() - answeredAt;
    expect(delayMs).toBeLessThan(1000);
    test.info().annotations.push({ type: 'live feed delay', description: `${delayMs} ms from the track answer to the event on screen` });
    console.info(`live feed: the answer was on screen ${delayMs} ms after the track call returned`);
    await visitor.close();

    const stats = page.getByRole('group', { name: 'Feed statistics' });
    await expect(stats.getByText('Most common action')).toBeVisible();
    await expect(stats.getByText(/question_answered|view/).first()).toBeVisible();

    // Reconnect starts a new connection that authenticates again and keeps the events received so far.
    await page.getByRole('button', { name: 'Reconnect' }).click();
    await expect(page.getByText('Connection status: Connected')).toBeVisible();
    await expect(notifications(page).getByText('Admin authentication successful')).toBeVisible();
    await expect(feed.getByText(`questionId: ${questionId}, questionIndex: ${questionIndex}, totalQuestions: 30`)).toBeVisible();
  });

  test('Live feed: a remote that fails to load for a visitor shows up as remote_load_failed', async ({ page, browser }) => {
    await loginByApi(page);
    await openDashboard(page, '/admin?tab=analytics');
    await expect(page.getByText('Connection status: Connected')).toBeVisible();

    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.route('**/remotes/crossword/mf-manifest.json', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    const reported = visitorPage.waitForResponse((response) => response.url().endsWith('/api/track') && (response.request().postData() ?? '').includes('remote_load_failed'));
    await visitorPage.goto('/crossword');
    await expect(visitorPage.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' })).toBeVisible();
    const response = await reported;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toEqual({ event: 'remote_load_failed', data: { remote: 'crossword', route: '/crossword', reason: 'load_error' } });
    await visitor.close();

    const feed = page.getByRole('region', { name: 'Live events' });
    await expect(feed.getByText('remote: crossword, route: /crossword')).toBeVisible();
  });

  test('Mood: totals, count per mood, the most common mood and the hardest questions', async ({ page, request }) => {
    await loginByApi(page);
    await openDashboard(page, '/admin?tab=mood');
    await expect(page.getByText('Total moods')).toBeVisible();
    await expect(page.getByText('Most common mood')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Count per mood' }).getByRole('row', { name: /Stressed [1-9]\d*/ })).toBeAttached();
    const hardest = page.getByRole('region', { name: 'Hardest questions' });
    await expect(hardest.getByRole('cell', { name: await questionText(request, hardQuestion) })).toBeVisible();
  });

  test('Integrations: the ad settings form explains its fields and refuses an empty or malformed save', async ({ page }) => {
    await loginByApi(page);
    await openDashboard(page, '/admin?tab=integrations');
    const client = page.getByLabel('AdSense client ID');
    await expect(client).toHaveAttribute('placeholder', 'ca-pub-XXXXXXXXXXXXXXXX');
    await expect(page.getByText(/Paste the whole tag Google gives you/)).toBeVisible();

    const requests = recordRequests(page);
    await client.fill('');
    await page.getByLabel('Site verification').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(notifications(page).getByText('Please enter at least one of the required fields')).toBeVisible();
    await client.fill('pub-123');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('main').getByText('The client ID must look like ca-pub- followed by 16 digits')).toBeVisible();
    await expect(client).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((url) => url.includes('/api/save-adsense'))).toEqual([]);
  });

  test('System: the backup downloads a dated JSON file whose counts and checksum match, without secrets', async ({ page }) => {
    await loginByApi(page);
    await openDashboard(page, '/admin?tab=system');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Backup' }).click()]);
    expect(download.suggestedFilename()).toBe(`entrepreneurial-dna-backup-${new Date().toISOString().slice(0, 10)}.json`);
    const text = await readFile((await download.path())!, 'utf8');
    const backup = JSON.parse(text) as { product: string; counts: Record<string, number>; checksum: string; tables: Record<string, unknown[]> };
    expect(backup.product).toBe('entrepreneurial-dna');
    expect(backup.tables.events!.length).toBeGreaterThan(0);
    expect(backup.tables.moods!.length).toBeGreaterThan(0);
    for (const [table, rows] of Object.entries(backup.tables)) expect(backup.counts[table]).toBe(rows.length);
    expect(createHash('sha256').update(JSON.stringify(backup.tables)).digest('hex')).toBe(backup.checksum);
    expect(text).not.toMatch(/password|scrypt|argon|edna_session/i);

    const toast = notifications(page);
    await expect(toast.getByText('Data Backup Complete')).toBeVisible();
    await expect(toast.getByText('Analytics data has been successfully backed up and verified.')).toBeVisible();
  });

  test('Logout from the dashboard ends the session and goes home', async ({ page }) => {
    await loginByApi(page);
    await openDashboard(page);
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(notifications(page).getByText('You have been logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('Header logout', () => {
  test('Logout in the header on /admin goes home, not to the login page', async ({ page }) => {
    await loginByApi(page);
    await openDashboard(page);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(notifications(page).getByText('You have been logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

test.describe('Admin accessibility', () => {
  test('axe finds no serious or critical violation on /auth', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('axe finds no serious or critical violation on any dashboard tab', async ({ page }) => {
    // Six tabs, each waited for until it is settled, then scanned: more than one test's default minute on a busy machine.
    test.setTimeout(180_000);
    await loginByApi(page);
    for (const tab of TABS) {
      await page.goto(tab === 'Questions' ? '/admin' : `/admin?tab=${tab.toLowerCase()}`);
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: tab })).not.toHaveAttribute('aria-busy', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    }
  });
});
