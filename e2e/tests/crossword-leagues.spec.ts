import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CROSSWORD_NAME_MESSAGES } from '@edna/shared-contracts/rules';
import { ADMIN } from './support';
import { declineCookies, finish, openCrossword, todaysSolution, typeWholeAnswers, type Solution } from './crossword-support';

/** The server refuses a ranked or league solve completed under 20 s from the session start. */
const FLOOR_MS = 21_000;

async function createLeague(request: APIRequestContext, name: string): Promise<string> {
  const created = await request.post('/api/crossword/leagues', { data: { name } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { code: string }).code;
}

/** Sessions of today's puzzle for these players, started now (all from this test's one address). */
async function startSessions(request: APIRequestContext, solution: Solution, playerIds: string[]): Promise<string[]> {
  const { puzzleDate } = solution;
  const tokens: string[] = [];
  for (const playerId of playerIds) {
    const started = await request.post('/api/crossword/session', { data: { puzzleDate, playerId } });
    expect(started.status()).toBe(200);
    tokens.push(((await started.json()) as { sessionToken: string }).sessionToken);
  }
  return tokens;
}

async function solveAll(request: APIRequestContext, solution: Solution, sessionToken: string) {
  for (const clue of solution.clues) {
    const solved = await request.post('/api/crossword/solve-clue', { data: { sessionToken, clueId: clue.id, answer: clue.answer } });
    expect(solved.status()).toBe(200);
  }
}

test('40 players from one address join a league and all appear on its daily board, live in a second browser', async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const solution = todaysSolution();
  const code = await createLeague(request, `Seminar ${Date.now() % 100_000}`);
  await declineCookies(page);
  await page.goto(`/crossword/leagues/${code}`);
  const watcher = await browser.newPage();
  await declineCookies(watcher);
  await watcher.goto(`/crossword/leagues/${code}`);
  for (const viewer of [page, watcher]) await expect(viewer.getByText("No member has solved today's puzzle yet.")).toBeVisible({ timeout: 30_000 });

  const playerIds = Array.from({ length: 40 }, () => randomUUID());
  for (const [index, playerId] of playerIds.entries()) {
    const joined = await request.post(`/api/crossword/leagues/${code}/members`, { data: { playerId, username: `seminar_${index}` } });
    expect(joined.status()).toBe(201);
  }
  const startedAt = Date.now();
  const tokens = await startSessions(request, solution, playerIds);
  // Solves under the 20-second floor are not counted: the players finish after it, as real solvers do.
  await watcher.waitForTimeout(Math.max(0, startedAt + FLOOR_MS - Date.now()));
  for (const token of tokens) await solveAll(request, solution, token);

  for (const viewer of [page, watcher]) {
    const today = viewer.getByRole('table', { name: 'Today' });
    await expect(today.locator('tbody tr')).toHaveCount(40, { timeout: 20_000 });
    await expect(today.getByRole('cell', { name: 'seminar_39', exact: true })).toBeVisible();
  }
  await expect(watcher.getByText('League of 40 members')).toBeVisible();
  await watcher.close();
});

test('an offensive username is refused with a clear message and the player can join under another', async ({ page, request }) => {
  const code = await createLeague(request, `Friends ${Date.now() % 100_000}`);
  await declineCookies(page);
  await page.goto(`/crossword/leagues/${code}`);
  const name = page.getByLabel('Your name in this league');
  await name.fill('sh1thead');
  await page.getByRole('button', { name: 'Join league' }).click();
  await expect(page.getByRole('alert')).toHaveText(CROSSWORD_NAME_MESSAGES.username_not_allowed);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('kind_friend');
  await page.getByRole('button', { name: 'Join league' }).click();
  await expect(page.getByText('You joined as kind_friend.', { exact: false })).toBeVisible();
  const stored = await page.evaluate(() => window.localStorage.getItem('edna.crossword.leagues'));
  expect(JSON.parse(stored ?? '[]')).toEqual([{ code, name: expect.stringMatching(/^Friends /) }]);
});

test('a name another player ranked with today is refused (409) in the finish with a free suggestion, which then saves', async ({ page, request }) => {
  test.setTimeout(120_000);
  const solution = todaysSolution();
  const held = `held_${Date.now() % 1_000_000}`;
  const [otherToken] = await startSessions(request, solution, [randomUUID()]);
  await declineCookies(page);
  await openCrossword(page);
  const startedAt = Date.now();
  await typeWholeAnswers(page, solution, { notBefore: startedAt + FLOOR_MS });

  // The other player's session started first, so its floor has passed too: it ranks with the name now.
  await solveAll(request, solution, otherToken as string);
  const ranked = await request.post('/api/crossword/score', { data: { username: held, sessionToken: otherToken, puzzleDate: solution.puzzleDate } });
  expect(ranked.status()).toBe(201);

  await finish(page).getByLabel('Username').fill(held);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/crossword/score'));
  await finish(page).getByRole('button', { name: 'Save username' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(409);
  const { error, suggestion } = (await answer.json()) as { error: string; suggestion: string };
  expect(error).toBe('username_taken');
  await expect(finish(page)).toContainText(`That name is taken today. Try ${suggestion}.`);

  await finish(page).getByLabel('Username').fill(suggestion);
  await finish(page).getByRole('button', { name: 'Save username' }).click();
  await expect(finish(page)).toContainText(`Saved on today’s leaderboard as ${suggestion}.`);
});

test('an admin hides an entry and it leaves both boards live, then shows it again', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const username = `hide_me_${Date.now() % 1_000_000}`;
  const solution = todaysSolution();
  const [sessionToken] = await startSessions(request, solution, [randomUUID()]);
  const startedAt = Date.now();

  const viewer = await browser.newPage();
  await declineCookies(viewer);
  await openCrossword(viewer);
  await viewer.waitForTimeout(Math.max(0, startedAt + FLOOR_MS - Date.now()));
  await solveAll(request, solution, sessionToken as string);
  const scored = await request.post('/api/crossword/score', { data: { username, sessionToken, puzzleDate: solution.puzzleDate } });
  expect(scored.status()).toBe(201);

  await viewer.getByRole('button', { name: 'Leaderboard' }).click();
  const rankings = viewer.getByRole('dialog', { name: 'Leaderboard' });
  const row = rankings.getByRole('tabpanel').getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible({ timeout: 15_000 });

  const login = await page.request.post('/api/login', { data: ADMIN });
  expect(login.status()).toBe(200);
  await page.goto('/admin?tab=crossword');
  await page.getByRole('button', { name: `Hide ${username}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${username} is hidden from the leaderboards.` })).toBeVisible();
  // The viewer's open list loses the row without reopening; the all-time list no longer has it either.
  await expect(row).toBeHidden({ timeout: 15_000 });
  const allTime = (await (await request.get('/api/crossword/leaderboard/all-time')).json()) as { username: string }[];
  expect(allTime.some((entry) => entry.username === username)).toBe(false);

  await page.getByRole('button', { name: `Show ${username}` }).click();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await viewer.close();
});
