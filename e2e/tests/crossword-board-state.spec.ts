import { expect, test, type Page, type Route } from '@playwright/test';
import {
  cellsOf,
  chooseClue,
  counter,
  declineCookies,
  finish,
  finishFigure,
  listOrder,
  messageBar,
  openCrossword,
  square,
  todaysSolution,
  typeWholeAnswers,
  type Solution,
  type SolutionClue,
} from './crossword-support';
import { BROWSER_ONLY } from './support';

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

/** The counter and the grid agree: `solved` clues solved, exactly their squares filled, and the clue lists mark exactly them. */
async function expectBoard(page: Page, solution: Solution, solved: SolutionClue[]) {
  await expect(counter(page, 'Clues solved')).toHaveText(`${solved.length}/4`);
  const filled = new Set(solved.flatMap((clue) => cellsOf(clue).map((cell) => `${cell.row},${cell.col}`)));
  for (const clue of solution.clues) {
    for (const cell of cellsOf(clue)) await expect(square(page, cell.row, cell.col)).toHaveValue(filled.has(`${cell.row},${cell.col}`) ? cell.letter : '');
  }
}

const wrongLetterFor = (clue: SolutionClue) => [...'QZXJKVWY'].find((letter) => !clue.answer.includes(letter)) as string;

async function solveClue(page: Page, clue: SolutionClue) {
  const start = await chooseClue(page, clue);
  await page.keyboard.type(clue.answer.slice(start));
  for (const cell of cellsOf(clue)) await expect(square(page, cell.row, cell.col)).toHaveAttribute('aria-label', /, confirmed$/);
}

test('solve two clues, Reset (confirmed), reload: the counter and the grid agree, with no clue marked solved', async ({ page }) => {
  const solution = todaysSolution();
  await page.setViewportSize({ width: 1280, height: 800 });
  await openCrossword(page);
  const [first, second] = listOrder(solution.clues) as [SolutionClue, SolutionClue];
  for (const clue of [first, second]) {
    await solveClue(page, clue);
    await expect(messageBar(page)).toContainText(`Completed: ${clue.businessConcept}!`);
  }
  await expectBoard(page, solution, [first, second]);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await page.getByRole('dialog', { name: 'Reset the puzzle?' }).getByRole('button', { name: 'Reset puzzle' }).click();
  await expectBoard(page, solution, []);

  await page.reload();
  await openCrossword(page);
  await expectBoard(page, solution, []);
  await expect(page.getByRole('navigation', { name: 'Clues' }).getByText('Solved')).toHaveCount(0);
  // The same session goes on: the first clue solves again and counts once.
  await solveClue(page, first);
  await expect(counter(page, 'Clues solved')).toHaveText('1/4');
  await page.reload();
  await expectBoard(page, solution, [first]);
});

for (const held of ['answer', 'request'] as const) {
  test(`the fifth-mistake reset with two solve confirmations in flight (the ${held} held back) ends the same: an empty grid, 0/4, after a reload too`, async ({ page }) => {
    const solution = todaysSolution();
    await page.setViewportSize({ width: 1280, height: 800 });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldBack: Promise<void>[] = [];
    // Network delay injected on the real server's solve confirmations: either the answer comes back late (the server
    // recorded the clue before the reset), or the request itself reaches the server only after the reset.
    await page.route('**/api/crossword/solve-clue', (route: Route) => {
      const done = (async () => {
        if (held === 'answer') {
          const response = await route.fetch();
          await released;
          await route.fulfill({ response });
        } else {
          await released;
          await route.continue();
        }
      })();
      heldBack.push(done);
      return done;
    });
    await openCrossword(page);
    const [first, second, third] = listOrder(solution.clues) as [SolutionClue, SolutionClue, SolutionClue];
    await solveClue(page, first);
    await solveClue(page, second);
    await expect.poll(() => heldBack.length).toBe(2);
    await expect(counter(page, 'Clues solved')).toHaveText('0/4');

    const wrong = wrongLetterFor(third);
    // Every wrong letter on the same empty square (the next square may hold a confirmed crossing letter).
    const start = cellsOf(third)[await chooseClue(page, third)] as { row: number; col: number };
    for (let mistake = 1; mistake <= 4; mistake += 1) {
      if (mistake > 1) await square(page, start.row, start.col).click();
      await page.keyboard.type(wrong);
      await expect(counter(page, 'Mistakes')).toHaveText(new RegExp(`^${mistake}/5`));
    }
    await square(page, start.row, start.col).click();
    await page.keyboard.type(wrong);
    await expect(messageBar(page)).toHaveText('Too many mistakes! Puzzle reset. Elite challenges require precision.');
    release();
    await Promise.all(heldBack);
    await expectBoard(page, solution, []);
    await expect(counter(page, 'Mistakes')).toHaveText('0/5');

    await page.unroute('**/api/crossword/solve-clue');
    await page.reload();
    await openCrossword(page);
    await expectBoard(page, solution, []);
    await expect(counter(page, 'Mistakes')).toHaveText('0/5');
  });
}

test('a score submission answered 503 once is sent again and lands, and the finish shows the score and rank', async ({ page }) => {
  test.setTimeout(90_000);
  const solution = todaysSolution();
  const username = `retry_${Date.now() % 1_000_000}`;
  await page.addInitScript((name) => window.localStorage.setItem('crosswordUsername', name), username);
  const attempts: Record<string, unknown>[] = [];
  // A fault in front of the server: the first submission is answered 503 as the API answers when no database
  // connection came free in time; later ones reach the real server.
  await page.route('**/api/crossword/score', async (route) => {
    attempts.push(route.request().postDataJSON() as Record<string, unknown>);
    if (attempts.length === 1) {
      await route.fulfill({
        status: 503,
        headers: { 'Retry-After': '2' },
        contentType: 'application/json',
        body: '{"error":"database_busy","message":"The server is busy. Please try again in a moment."}',
      });
      return;
    }
    await route.continue();
  });
  await openCrossword(page);
  const startedAt = Date.now();
  await typeWholeAnswers(page, solution, { notBefore: startedAt + 22_000 });
  await expect(finish(page)).toContainText(`Saved on today’s leaderboard as ${username}.`, { timeout: 15_000 });
  await expect(finishFigure(page, 'Rank today')).toHaveText(/^#\d+$/);
  await expect(finishFigure(page, 'Score')).toHaveText(/^\d+$/);
  expect(attempts).toHaveLength(2);
  // Only what the server uses is sent.
  expect(Object.keys(attempts[1] as object).sort()).toEqual(['puzzleDate', 'sessionToken', 'username']);
  await expect(finish(page).getByRole('alert')).toHaveCount(0);
  const entries = (await (await page.request.get(`/api/crossword/leaderboard/${solution.puzzleDate}?username=${username}`)).json()) as { username: string }[];
  expect(entries.filter((entry) => entry.username === username)).toHaveLength(1);
});

for (const [width, height] of [
  [1280, 800],
  [375, 740],
  [375, 420],
] as const) {
  test(`at ${width} x ${height} the message never overlaps the grid, and the cursor's square stays in view and uncovered`, BROWSER_ONLY, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const solution = todaysSolution();
    await openCrossword(page);
    const overlap = async () => {
      const [message, grid] = await Promise.all([messageBar(page).boundingBox(), page.getByRole('grid').boundingBox()]);
      if (!message || !grid || message.height === 0) return false;
      return message.y < grid.y + grid.height && grid.y < message.y + message.height && message.x < grid.x + grid.width && grid.x < message.x + message.width;
    };
    // The clue reaching lowest on the grid, typed with a wrong letter on each of its squares but the last.
    const lowest = [...solution.clues].sort((a, b) => Math.max(...cellsOf(b).map((c) => c.row)) - Math.max(...cellsOf(a).map((c) => c.row)))[0] as SolutionClue;
    await chooseClue(page, lowest);
    const wrong = wrongLetterFor(lowest);
    const cells = cellsOf(lowest);
    for (const [position, cell] of cells.entries()) {
      if (position > 0 && position < 4) await page.keyboard.type(wrong);
      else await page.keyboard.type(cell.letter);
      if (position > 0) await expect(messageBar(page)).toContainText('Incorrect letter!');
      const cursor = cells[Math.min(position + 1, cells.length - 1)] as { row: number; col: number };
      const target = square(page, cursor.row, cursor.col);
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport({ ratio: 1 });
      // Nothing (no message, no bar) sits over the cursor's square.
      const covered = await target.evaluate((input) => {
        const box = input.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !(hit === input || input.parentElement?.contains(hit));
      });
      expect(covered).toBe(false);
      const [message, box] = await Promise.all([messageBar(page).boundingBox(), target.boundingBox()]);
      if (position > 0) expect(message && box && message.y + message.height <= box.y).toBe(true);
    }
    // With the page at its top, the message sits wholly above the grid.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await overlap()).toBe(false);
  });
}
