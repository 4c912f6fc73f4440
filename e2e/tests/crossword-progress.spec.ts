import { expect, test, type Page } from '@playwright/test';
import { declineCookies, finish, finishFigure, openCrossword, solutionOf, todaysSolution, typeWholeAnswers } from './crossword-support';

const statsFigure = (page: Page, label: string) => page.getByRole('dialog', { name: 'Your Stats' }).locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');

async function openStats(page: Page) {
  await page.getByRole('button', { name: 'Stats', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your Stats' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test('a ranked solve starts a streak shown in the finish, the result and the stats, enters the rankings live, and a second session that day is practice', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const solution = todaysSolution();
  const username = `streak_${Date.now() % 1_000_000}`;

  // Someone else follows Today's Rankings while the solve happens.
  const observer = await browser.newPage();
  await declineCookies(observer);
  await openCrossword(observer);
  await observer.getByRole('button', { name: 'Leaderboard' }).click();
  const rankings = observer.getByRole('dialog', { name: 'Leaderboard' });
  await expect(rankings.getByRole('tab', { name: "Today's Rankings" })).toHaveAttribute('aria-selected', 'true');

  await openCrossword(page);
  // The play says it is ranked before the first letter.
  await expect(page.getByTestId('play-label')).toHaveText('Ranked');
  const startedAt = Date.now();
  expect(await page.evaluate(() => window.localStorage.getItem('crosswordPlayerId'))).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Set Username' }).click();
  await page.getByRole('dialog', { name: 'Enter the Leaderboard' }).getByLabel('Username').fill(username);
  await page.keyboard.press('Enter');
  await typeWholeAnswers(page, solution, { notBefore: startedAt + 22_000 });

  await expect(finishFigure(page, 'Score')).toHaveText(/^\d+$/);
  await expect(finishFigure(page, 'Time')).toHaveText(/^\d+:\d\d$/);
  await expect(finishFigure(page, 'Daily streak')).toHaveText('1 day');
  await expect(page.getByLabel('Spoiler-free result')).toHaveValue(/Score: \d+\. Streak: 1 day\. http/);

  // The observer's open list gained the row without reopening, marked as a clean solve.
  const row = rankings.getByRole('tabpanel').getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row.getByRole('cell').nth(4)).toHaveText('✓yes');
  await observer.close();

  await openStats(page);
  await expect(statsFigure(page, 'Current streak')).toHaveText('1 day');
  await expect(statsFigure(page, 'Best streak')).toHaveText('1 day');
  await expect(statsFigure(page, 'Daily puzzles solved')).toHaveText('1');
  await expect(statsFigure(page, 'Clean solves')).toHaveText('1');
  await expect(statsFigure(page, 'Best time')).toHaveText(/^\d+:\d\d$/);
  await page.keyboard.press('Escape');

  // The same player again today (progress cleared, player id kept): practice, said plainly, and never ranked.
  await page.evaluate(() => window.localStorage.removeItem('crosswordProgress'));
  await openCrossword(page);
  await expect(page.getByTestId('play-label')).toHaveText(/^Practice: you already have a ranked play today\. Ranked play is back with the next puzzle/);
  await typeWholeAnswers(page, solution);
  await expect(finish(page)).toContainText('Practice solve · not ranked.');
  await expect(finish(page).getByLabel('Username')).toHaveCount(0);
  const entries = (await (await page.request.get(`/api/crossword/leaderboard/${solution.puzzleDate}?username=${username}`)).json()) as { username: string }[];
  expect(entries.filter((entry) => entry.username === username)).toHaveLength(1);
  await expect(page.getByLabel('Spoiler-free result')).toHaveValue(/\(practice\)/);
});

test('the archive lists past daily puzzles, each playable in practice mode and then ticked as solved', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/crossword/archive');
  await expect(page.getByRole('heading', { level: 1, name: 'Crossword Archive' })).toBeVisible();
  // Newest first: the first entry is yesterday's puzzle (the e2e server stores the archive days at start-up).
  const links = page.getByRole('main').getByRole('link', { name: /\d{4}/ });
  await expect(links.first()).toBeVisible();
  const first = links.first();
  const date = ((await first.getAttribute('href')) as string).split('/').at(-1) as string;
  const yesterday = new Date(Date.parse(`${todaysSolution().puzzleDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  expect(date).toBe(yesterday);
  const dates = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')?.split('/').at(-1) ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(1);
  expect([...dates].sort().reverse()).toEqual(dates);

  await first.click();
  await expect(page).toHaveURL(new RegExp(`/crossword/${date}$`));
  await openCrossword(page, `/crossword/${date}`);
  const startedAt = Date.now();
  await expect(page.getByTestId('practice-note')).toContainText(`Practice: this is the puzzle of ${date}`);
  await expect(page.getByRole('button', { name: 'Leaderboard' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set Username' })).toHaveCount(0);

  const solution = solutionOf(date);
  // Only a credible time (20 s or more) counts in the player's record.
  await typeWholeAnswers(page, solution, { notBefore: startedAt + 22_000 });
  await expect(finish(page)).toContainText(`You've mastered the ${solution.theme} challenge of ${date}!`);
  await expect(finish(page)).toContainText('Practice solve · not ranked.');
  await expect(finishFigure(page, 'Time')).toHaveText(/^\d+:\d\d$/);
  // An archive puzzle: no invitation for tomorrow, and no name asked.
  await expect(finish(page)).not.toContainText('Come back tomorrow');
  await expect(finish(page).getByLabel('Username')).toHaveCount(0);

  await openStats(page);
  await expect(statsFigure(page, 'Archive puzzles solved')).toHaveText('1');
  await expect(statsFigure(page, 'Daily puzzles solved')).toHaveText('0');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'All past puzzles' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`${solution.theme}.*Solved`) }).first()).toBeVisible();
  await expect(page.locator(`a[href$="/crossword/${date}"]`)).toContainText('✓ Solved');
});

test('a date with no stored puzzle says so, and a path that is not a date is the not-found page', async ({ page }) => {
  await page.goto('/crossword/2001-01-01');
  await expect(page.getByText('There is no daily puzzle of 2001-01-01 in the archive.')).toBeVisible();
  const response = await page.goto('/crossword/yesterday');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
