import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { ANALYTICS_EXPORT_COLUMNS } from '@edna/shared-contracts';
import { crosswordServerEnv, todaysSolution, useTheme as startInTheme } from './crossword-support';
import { OwnServer } from './own-server';
import { ADMIN, expectNoSeriousAxeViolations } from './support';

// One server of its own (its own database), so every figure on screen is exactly what these tests created.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const TOTAL_QUESTIONS = 10;
const RUN_IDS = ['finished', 'halfway', 'earlyone', 'earlytwo'].map((name) => `session_${Date.now()}_${name}`) as [string, string, string, string];

let server: OwnServer;
let questions: { id: number; text: string }[];

async function track(request: APIRequestContext, event: string, data: Record<string, unknown>, userAgent = PERSON) {
  const response = await request.post(`${server.url}/api/track`, { headers: { 'user-agent': userAgent }, data: { event, data } });
  expect(response.status(), `${event} tracked: ${await response.text()}`).toBe(204);
}

/** A quiz run as the quiz page reports it: the guide, answers up to `lastIndex`, and what follows the results. */
async function quizRun(request: APIRequestContext, quizSessionId: string, lastIndex: number, finish: boolean) {
  const session = { quizSessionId };
  await track(request, 'guide_viewed', { questionCount: TOTAL_QUESTIONS, ...session });
  for (let index = 0; index <= lastIndex; index += 1) {
    await track(request, 'question_answered', { questionId: questions[index]!.id, questionIndex: index, totalQuestions: TOTAL_QUESTIONS, quizMode: 'STANDARD', ...session });
  }
  if (!finish) return;
  const result = { primaryCategory: 'Hustler', visionaryPercentage: 10, pragmatistPercentage: 20, hustlerPercentage: 40, craftsmanPercentage: 20, socialDriverPercentage: 10 };
  await track(request, 'results_viewed', { ...result, quizMode: 'STANDARD', ...session });
  await track(request, 'badge_generated', { type: 'Hustler', ...session });
  await track(request, 'link_copied', { category: 'Hustler', ...session });
}

/** Today's crossword solved through the API by a person: one session started and completed. */
async function solveTodaysCrossword(request: APIRequestContext) {
  const solution = todaysSolution();
  const headers = { 'user-agent': PERSON };
  const started = await request.post(`${server.url}/api/crossword/session`, { headers, data: { puzzleDate: solution.puzzleDate } });
  expect(started.status()).toBeLessThan(300);
  const { sessionToken } = (await started.json()) as { sessionToken: string };
  for (const clue of solution.clues) {
    const solved = await request.post(`${server.url}/api/crossword/solve-clue`, { headers, data: { sessionToken, clueId: clue.id, answer: clue.answer } });
    expect(solved.status(), `clue ${clue.id} solved`).toBe(200);
  }
}

async function login(page: Page) {
  const response = await page.request.post(`${server.url}/api/login`, { data: ADMIN });
  expect(response.status()).toBe(200);
}

/**
 * Opens the dashboard on `tab`: a first visit downloads the admin remote and its page's code, which on a busy two-core
 * machine with tracing on takes longer than one expectation's default wait.
 */
async function openTab(page: Page, tab: 'analytics' | 'mood' | 'crossword', query = '') {
  await page.goto(`${server.url}/admin?tab=${tab}${query}`);
  await expect(page.getByRole('tab', { name: new RegExp(`^${tab}$`, 'i') })).toHaveAttribute('aria-selected', 'true', { timeout: 45_000 });
}

/** The section under the heading `title`. */
const sectionOf = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).last();

/** The value of the figure labelled `name` in a stat list inside `scope`. */
const figureIn = (scope: Locator, name: string) => scope.locator('dl > div').filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd').first();

/** The cells of the table row whose row header is `name`. */
const rowCells = (table: Locator, name: string) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) }).getByRole('cell');

async function csvOf(download: Download): Promise<string[]> {
  return (await readFile((await download.path())!, 'utf8')).split(/\r?\n/).filter(Boolean);
}

test.beforeAll(async ({ playwright }) => {
  // Starting a server of its own (a production build on a new database) can take a minute on a busy machine.
  test.setTimeout(180_000);
  server = await OwnServer.create(crosswordServerEnv());
  const request = await playwright.request.newContext();
  questions = (await (await request.get(`${server.url}/api/questions`)).json()) as { id: number; text: string }[];
  expect(questions.length).toBeGreaterThanOrEqual(TOTAL_QUESTIONS);
  // One run finishes and shares; one stops half-way (after the 5th question); two stop after the 2nd question.
  await quizRun(request, RUN_IDS[0], TOTAL_QUESTIONS - 1, true);
  await quizRun(request, RUN_IDS[1], 4, false);
  await quizRun(request, RUN_IDS[2], 1, false);
  await quizRun(request, RUN_IDS[3], 1, false);
  await track(request, 'mood_tracked', { questionId: questions[1]!.id, questionIndex: 1, totalQuestions: TOTAL_QUESTIONS, quizMode: 'STANDARD', mood: 'stressed', quizSessionId: RUN_IDS[2] });
  // The quiz page stores the mood itself too (POST /api/mood): the mood figures count those records.
  const mood = await request.post(`${server.url}/api/mood`, {
    headers: { 'user-agent': PERSON },
    data: { questionId: questions[1]!.id, questionIndex: 1, quizMode: 'STANDARD', mood: 'stressed' },
  });
  expect(mood.status(), `mood stored: ${await mood.text()}`).toBeLessThan(300);
  // A crawler's event: stored, but counted only with "Include bots".
  await track(request, 'guide_dismissed', { questionCount: TOTAL_QUESTIONS }, CRAWLER);
  await request.dispose();
});

test.afterAll(async () => {
  await server?.remove();
});

test('last 7 days: the funnel and the drop-off show the runs the test made, and both export as CSV', async ({ page }) => {
  await login(page);
  await openTab(page, 'analytics');
  await page.getByRole('combobox', { name: 'Date range', exact: true }).selectOption({ label: 'Last 7 days' });
  await expect(page).toHaveURL(/[?&]range=7d(&|$)/);

  const funnel = page.getByRole('region', { name: 'Quiz funnel, All modes' });
  const expected: [string, string, string, string][] = [
    ['Guide viewed', '4', '—', '100%'],
    ['First answer', '4', '100%', '100%'],
    ['Half-way', '2', '50%', '50%'],
    ['Results viewed', '1', '50%', '25%'],
    ['Badge generated', '1', '100%', '25%'],
    ['Shared', '1', '100%', '25%'],
  ];
  for (const [step, runs, fromPrevious, fromStart] of expected) {
    const cells = rowCells(funnel, step);
    await expect(cells.nth(0), `${step} runs`).toHaveText(runs);
    await expect(cells.nth(1), `${step} from the previous step`).toHaveText(fromPrevious);
    await expect(cells.nth(2), `${step} from the start`).toHaveText(fromStart);
  }
  // Nothing happened in the 7 days before, so each step is new against the previous period.
  await expect(rowCells(funnel, 'Guide viewed').nth(3)).toHaveText(/^▲ \+4 \(none in the previous 7 days\) \(better\)$/);

  await page.getByLabel('Quiz mode').selectOption({ label: 'Standard' });
  await expect(rowCells(page.getByRole('region', { name: 'Quiz funnel, Standard' }), 'First answer').nth(0)).toHaveText('4');
  await expect(page).toHaveURL(/[?&]range=7d&funnel=STANDARD(&|$)/);

  const dropOff = sectionOf(page, 'Drop-off per question');
  await expect(figureIn(dropOff, 'Quiz runs started')).toHaveText('4');
  await expect(figureIn(dropOff, 'Unfinished runs')).toHaveText('3');
  const byIndex = page.getByRole('region', { name: 'Drop-off by last question reached' });
  await expect(rowCells(byIndex, 'Question 2').nth(0)).toHaveText('2');
  await expect(rowCells(byIndex, 'Question 2').nth(1)).toHaveText('67%');
  await expect(rowCells(byIndex, 'Question 5').nth(0)).toHaveText('1');
  const stops = page.getByRole('region', { name: 'Questions where most runs stop' });
  const top = stops.getByRole('row').nth(1).getByRole('cell');
  await expect(top.nth(0)).toHaveText(questions[1]!.text);
  await expect(top.nth(1)).toHaveText('2');
  await expect(top.nth(2)).toHaveText('2');
  await expect(top.nth(3)).toHaveText('Stressed 1');

  const [funnelCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download funnel CSV' }).click()]);
  const funnelLines = await csvOf(funnelCsv);
  expect(funnelLines[0]).toBe(ANALYTICS_EXPORT_COLUMNS.funnel.join(','));
  expect(funnelLines.find((line) => line.startsWith('ALL,guide_viewed,'))).toMatch(/^ALL,guide_viewed,4,0,/);
  const results = funnelLines.find((line) => line.startsWith('ALL,results_viewed,'))!.split(',');
  expect(results.slice(2, 4)).toEqual(['1', '0']);
  expect(results.slice(4).map(Number)).toEqual([0.5, 0.25]);

  const [rawCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download raw log CSV' }).click()]);
  const rawLines = await csvOf(rawCsv);
  expect(rawLines[0]).toBe(ANALYTICS_EXPORT_COLUMNS.events.join(','));
  // 4 guides, 10 + 5 + 2 + 2 answers, a result, a badge, a copied link and a mood; the crawler's event is left out.
  expect(rawLines).toHaveLength(1 + 4 + 19 + 3 + 1);
  expect(rawLines.filter((line) => line.includes(RUN_IDS[0]))).toHaveLength(1 + 10 + 3);
  expect(rawLines.some((line) => line.includes('Googlebot'))).toBe(false);
});

test('bot events count only with "Include bots", which the address keeps', async ({ page }) => {
  await login(page);
  await openTab(page, 'analytics', '&range=7d');
  const counts = page.getByRole('region', { name: 'Event counts' });
  await expect(rowCells(counts, 'question_answered').nth(0)).toHaveText('19');
  await expect(counts.getByRole('rowheader', { name: 'guide_dismissed' })).toHaveCount(0);

  await page.getByRole('switch', { name: 'Include bots' }).click();
  await expect(page).toHaveURL(/[?&]bots=1(&|$)/);
  await expect(rowCells(counts, 'guide_dismissed').nth(0)).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Events per day' }).getByRole('columnheader', { name: 'Bot events' })).toBeAttached();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Include bots' })).toHaveAttribute('aria-checked', 'true');
  await expect(rowCells(counts, 'guide_dismissed').nth(0)).toHaveText('1');
  const [rawCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download raw log CSV' }).click()]);
  expect((await csvOf(rawCsv)).filter((line) => line.includes('Googlebot'))).toHaveLength(1);

  await page.getByRole('switch', { name: 'Include bots' }).click();
  await expect(counts.getByRole('rowheader', { name: 'guide_dismissed' })).toHaveCount(0);
});

test('the Crossword tab shows a solve of today, per day and in total, and keeps the range from another tab', async ({ page, playwright }) => {
  const request = await playwright.request.newContext();
  await solveTodaysCrossword(request);
  await request.dispose();

  await login(page);
  await openTab(page, 'analytics', '&range=30d');
  await page.getByRole('tab', { name: 'Crossword' }).click();
  await expect(page).toHaveURL(/tab=crossword&range=30d/);
  await expect(page.getByRole('combobox', { name: 'Date range', exact: true })).toHaveValue('30d');

  const totals = sectionOf(page, 'Crossword');
  await expect(figureIn(totals, 'Sessions started')).toHaveText('1');
  await expect(figureIn(totals, 'Completions')).toHaveText('1');
  await expect(figureIn(totals, 'Completion rate')).toHaveText('100%');
  const today = new Date().toISOString().slice(0, 10);
  const days = page.getByRole('region', { name: 'Crossword per day' });
  await expect(rowCells(days, today).nth(0)).toHaveText('1');
  await expect(rowCells(days, today).nth(1)).toHaveText('1');
  await expect(page.getByRole('img', { name: 'Crossword sessions and completions per day' })).toBeVisible();

  const [daysCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download crossword days CSV' }).click()]);
  const lines = await csvOf(daysCsv);
  expect(lines[0]).toBe(ANALYTICS_EXPORT_COLUMNS.crossword.join(','));
  const todays = lines.find((line) => line.startsWith(`${today},`))!.split(',');
  expect(todays.slice(1, 3)).toEqual(['1', '1']);
  expect(Number(todays[3])).toBe(1);
});

test('a custom range is checked before it is asked for, and a chart reads out its points from the keyboard', async ({ page }) => {
  await login(page);
  await openTab(page, 'analytics');
  await page.getByRole('combobox', { name: 'Date range', exact: true }).selectOption({ label: 'Custom range' });
  await expect(page).toHaveURL(/range=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await page.getByLabel('From (UTC day)').fill('2030-01-10');
  await page.getByLabel('To (UTC day)').fill('2030-01-01');
  await expect(page.getByText('The start day must not be after the end day.')).toBeVisible();
  await page.getByLabel('From (UTC day)').fill('2020-01-01');
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('To (UTC day)').fill(today);
  await expect(page.getByText('The start day must not be after the end day.')).toHaveCount(0);

  const chart = page.getByRole('img', { name: 'Events per day' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await chart.focus();
  await page.keyboard.press('End');
  await expect(page.getByText(new RegExp(`^${today}: Events \\d+$`))).toBeVisible();
});

test('at 375 px and in every theme the analytics tabs have no serious axe violation and no sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const theme of ['light', 'dark', 'high-contrast'] as const) {
    await startInTheme(page, theme);
    await login(page);
    for (const tab of ['analytics', 'mood', 'crossword'] as const) {
      await openTab(page, tab, '&range=7d');
      await expect(page.getByRole('tabpanel')).not.toHaveAttribute('aria-busy', 'true');
      await expectNoSeriousAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab} in ${theme} fits 375 px`).toBeLessThanOrEqual(375);
    }
  }
});
