import { expect, test, type Page } from '@playwright/test';
import { BROWSER_ONLY, expectNoSeriousAxeViolations } from './support';
import {
  cellsOf,
  clueLabel as label,
  counter,
  declineCookies,
  finish,
  finishFigure,
  listOrder,
  messageBar,
  openCrossword,
  todaysSolution,
  typeWholeAnswers,
  type SolutionClue,
} from './crossword-support';

/** Waits for a dialog's opening animation, so axe measures the final colours rather than a fading frame. */
async function settled(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test.describe('Daily crossword', () => {
  test('a solver completes today’s puzzle from the keyboard, sees the overlay and finds the score on both leaderboards', async ({ page }) => {
    test.setTimeout(90_000);
    const solution = todaysSolution();
    await openCrossword(page);
    // The server started timing before the grid became writable, so 22 s from here are at least 22 s on its clock.
    const startedAt = Date.now();
    await expect(page.getByText('PhD-Level Business Theory')).toBeVisible();
    await expect(page.getByText(`Today's focus: ${solution.theme}`)).toBeVisible();

    // A name first, so the score is saved while the overlay shows.
    await page.getByRole('button', { name: 'Set Username' }).click();
    await page.getByRole('dialog', { name: 'Enter the Leaderboard' }).getByLabel('Username').fill('e2e_solver');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Playing as: e2e_solver')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set Username' })).toHaveCount(0);

    await typeWholeAnswers(page, solution, { notBefore: startedAt + 22_000 });

    await expect(finish(page)).toBeVisible();
    await expect(finish(page)).toContainText(`You've mastered today's ${solution.theme} challenge!`);
    await expect(finish(page)).toContainText('Come back tomorrow for a new puzzle.');
    await expect(finishFigure(page, 'Score')).toHaveText(/^\d+$/);
    await expect(finishFigure(page, 'Time')).toHaveText(/^\d+:\d\d$/);
    await expect(finishFigure(page, 'Rank today')).toHaveText(/^#\d+$/);
    await expect(finish(page)).toContainText('Saved on today’s leaderboard as e2e_solver.');
    expect(await page.locator('canvas').count()).toBeGreaterThan(0);
    await expect(counter(page, 'Clues solved')).toHaveText('4/4');

    const share = page.getByLabel('Spoiler-free result');
    await expect(share).toHaveValue(new RegExp(`^Entrepreneurial DNA · Daily Business Theory Challenge ${solution.puzzleDate} — solved in \\d+:\\d\\d with \\d+ hints? and \\d+ mistakes?\\. Score: \\d+\\. Streak: 1 day\\. http`));
    const shared = await share.inputValue();
    for (const clue of solution.clues) expect(shared).not.toContain(clue.answer);

    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const board = page.getByRole('dialog', { name: 'Leaderboard' });
    await expect(board.getByRole('tab', { name: "Today's Rankings" })).toHaveAttribute('aria-selected', 'true');
    await expect(board.getByRole('tabpanel').getByRole('row', { name: /e2e_solver/ })).toBeVisible();
    await board.getByRole('tab', { name: 'All-Time Champions' }).click();
    await expect(board.getByRole('tabpanel').getByRole('row', { name: /e2e_solver/ })).toBeVisible();

    // A reload keeps the finished session: same grid, no second score.
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(counter(page, 'Clues solved')).toHaveText('4/4');
  });

  test('a solver without a name is asked for one inside the finish; after Skip the score and rank stay, under a readable name', async ({ page }) => {
    test.setTimeout(90_000);
    const solution = todaysSolution();
    await openCrossword(page);
    const startedAt = Date.now();
    await typeWholeAnswers(page, solution, { notBefore: startedAt + 22_000 });
    await expect(finishFigure(page, 'Score')).toHaveText(/^\d+$/);
    const name = finish(page).getByLabel('Username');
    await expect(name).toBeVisible();
    await finish(page).getByRole('button', { name: 'Skip' }).click();
    await expect(finish(page)).toContainText(/Saved on today’s leaderboard as Anonymous solver \d{4}\./);
    await expect(finishFigure(page, 'Score')).toHaveText(/^\d+$/);
    await expect(finishFigure(page, 'Rank today')).toHaveText(/^#\d+$/);
    expect(await page.evaluate(() => localStorage.getItem('crosswordUsername'))).toMatch(/^Player_\d{13}$/);
    await expect(page.getByLabel('Spoiler-free result')).toHaveValue(/Score: \d+\./);
  });

  test('a name typed in the finish is saved with the score, which stays with its rank', async ({ page }) => {
    test.setTimeout(90_000);
    const solution = todaysSolution();
    await openCrossword(page);
    const startedAt = Date.now();
    await typeWholeAnswers(page, solution, { notBefore: startedAt + 22_000 });
    const username = `finish_${Date.now() % 1_000_000}`;
    await finish(page).getByLabel('Username').fill(username);
    await finish(page).getByRole('button', { name: 'Save username' }).click();
    await expect(finish(page)).toContainText(`Saved on today’s leaderboard as ${username}.`);
    await expect(finishFigure(page, 'Score')).toHaveText(/^\d+$/);
    await expect(finishFigure(page, 'Rank today')).toHaveText(/^#\d+$/);
    await expect(page.getByText(`Playing as: ${username}`)).toBeVisible();
  });

  test('the grid keeps letters only, in capitals, and follows the solver’s keyboard conventions', BROWSER_ONLY, async ({ page }) => {
    const solution = todaysSolution();
    await openCrossword(page);
    const grid = page.getByRole('grid');
    const input = (row: number, col: number) => grid.locator(`input[data-row="${row}"][data-col="${col}"]`);
    const clueBar = (clue: SolutionClue) => page.locator('main p').filter({ hasText: new RegExp(`^${label(clue)}: `) });
    const [first, second] = listOrder(solution.clues) as [SolutionClue, SolutionClue];
    const [a, b] = cellsOf(first) as [{ row: number; col: number; letter: string }, { row: number; col: number; letter: string }];

    await grid.locator('input[tabindex="0"]').focus();
    await expect(input(a.row, a.col)).toBeFocused();
    await expect(clueBar(first)).toBeVisible();
    await expect(input(a.row, a.col)).toHaveAccessibleName(new RegExp(`^Row ${a.row + 1}, column ${a.col + 1}, ${label(first)}, letter 1 of ${first.answer.length}`));
    await page.keyboard.type('7');
    await expect(input(a.row, a.col)).toHaveValue('');
    await input(a.row, a.col).evaluate((element) => {
      const data = new DataTransfer();
      data.setData('text', 'AB');
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(input(a.row, a.col)).toHaveValue('');
    await page.keyboard.type(a.letter.toLowerCase());
    await expect(input(a.row, a.col)).toHaveValue(a.letter);
    await expect(input(b.row, b.col)).toBeFocused();
    // Backspace on an empty square steps back, but never onto a confirmed letter, which stays.
    await expect(input(a.row, a.col)).toHaveAccessibleName(/, confirmed$/);
    await page.keyboard.press('Backspace');
    await expect(input(b.row, b.col)).toBeFocused();
    await expect(input(a.row, a.col)).toHaveValue(a.letter);

    await page.keyboard.press('Tab');
    await expect(clueBar(second)).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(clueBar(first)).toBeVisible();

    // On a crossing: an arrow across the current direction switches it first, Space switches back, then arrows move.
    const across = solution.clues.filter((clue) => clue.direction === 'across');
    const down = solution.clues.filter((clue) => clue.direction === 'down');
    const crossing = across
      .flatMap((clue) => cellsOf(clue).map((cell) => ({ cell, across: clue, down: down.find((other) => cellsOf(other).some((c) => c.row === cell.row && c.col === cell.col)) })))
      .find((entry) => entry.down);
    expect(crossing, 'today’s grid has a crossing').toBeTruthy();
    const { cell, across: acrossClue, down: downClue } = crossing as { cell: { row: number; col: number }; across: SolutionClue; down: SolutionClue };
    // From the top of the page, so no square is under the sticky clue bar when it is clicked.
    await page.evaluate(() => window.scrollTo(0, 0));
    await input(cell.row, cell.col).click();
    await expect(input(cell.row, cell.col)).toBeFocused();
    // A click on the square the cursor was already on toggles the direction: start from across either way.
    if (await clueBar(downClue).isVisible()) await page.keyboard.press('Space');
    await expect(clueBar(acrossClue)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(clueBar(downClue)).toBeVisible();
    await expect(input(cell.row, cell.col)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(clueBar(acrossClue)).toBeVisible();
    await input(cell.row, cell.col).click();
    await expect(clueBar(downClue)).toBeVisible();
    const position = cellsOf(downClue).findIndex((c) => c.row === cell.row && c.col === cell.col);
    const below = cellsOf(downClue)[position + 1];
    const above = cellsOf(downClue)[position - 1] as { row: number; col: number };
    await page.keyboard.press(below ? 'ArrowDown' : 'ArrowUp');
    await expect(input((below ?? above).row, (below ?? above).col)).toBeFocused();
    await expect(clueBar(downClue)).toBeVisible();
  });

  test('wrong letters count as mistakes and the fifth resets the puzzle', async ({ page }) => {
    const solution = todaysSolution();
    await openCrossword(page);
    const first = listOrder(solution.clues)[0] as SolutionClue;
    const wrong = [...'QZXJKVWY'].find((letter) => !first.answer.includes(letter)) as string;
    const grid = page.getByRole('grid');
    await grid.locator('input[tabindex="0"]').focus();
    for (let mistake = 1; mistake <= 4; mistake += 1) {
      await page.keyboard.type(wrong);
      await expect(messageBar(page)).toHaveText(`Incorrect letter! Mistakes: ${mistake}/5. Too many mistakes will reset the puzzle.`);
    }
    await expect(counter(page, 'Mistakes')).toContainText('4/5');
    await expect(counter(page, 'Mistakes')).toContainText('one more resets the puzzle');
    await expect(grid.locator('input[aria-invalid="true"]').first()).toBeVisible();

    await page.keyboard.type(wrong);
    await expect(messageBar(page)).toHaveText('Too many mistakes! Puzzle reset. Elite challenges require precision.');
    await expect(counter(page, 'Mistakes')).toHaveText('0/5');
    await expect(grid.locator('input[aria-invalid="true"]')).toHaveCount(0);
    for (const input of await grid.locator('input').all()) await expect(input).toHaveValue('');
  });

  test('hints need a selected clue and stop at three', async ({ page }) => {
    const solution = todaysSolution();
    await openCrossword(page);
    const hint = page.getByRole('button', { name: 'Hint' });
    await hint.click();
    await expect(messageBar(page)).toHaveText('Select a clue first, then ask for a hint.');

    const first = listOrder(solution.clues)[0] as SolutionClue;
    await page.getByRole('button', { name: "Today's Clues" }).click();
    const clues = page.getByRole('dialog', { name: "Today's Clues" });
    await expect(clues.getByRole('heading', { name: 'Across' }).or(clues.getByRole('heading', { name: 'Down' })).first()).toBeVisible();
    await clues.getByRole('button').filter({ hasText: new RegExp(`^${first.number}\\.`) }).first().click();
    await expect(clues).toBeHidden();
    await expect(page.getByText(new RegExp(`^${label(first)}: `))).toBeVisible();
    const firstCell = cellsOf(first)[0] as { row: number; col: number };
    await expect(page.getByRole('grid').locator(`input[data-row="${firstCell.row}"][data-col="${firstCell.col}"]`)).toBeFocused();

    for (let used = 1; used <= 3; used += 1) {
      await hint.click();
      await expect(messageBar(page)).toContainText(`Strategic Hint ${used}/3: `);
      await expect(messageBar(page)).toContainText(used === 3 ? 'No hints remaining.' : `${3 - used} hint${3 - used === 1 ? '' : 's'} remaining.`);
      await expect(counter(page, 'Hints')).toHaveText(`${used}/3`);
    }
    // The third hint on a clue reveals the square the cursor is on, as a confirmed letter.
    const revealed = page.getByRole('grid').locator(`input[data-row="${firstCell.row}"][data-col="${firstCell.col}"]`);
    await expect(revealed).toHaveValue(first.answer[0] as string);
    await expect(revealed).toHaveAttribute('aria-label', /, confirmed$/);

    // Hint is disabled at 3/3; Reset (confirmed) clears the board and the message, not the hints.
    await expect(hint).toBeDisabled();
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await page.getByRole('dialog', { name: 'Reset the puzzle?' }).getByRole('button', { name: 'Reset puzzle' }).click();
    await expect(page.getByText('Select a cell or a clue to start.')).toBeVisible();
    await expect(counter(page, 'Hints')).toHaveText('3/3');
  });

  test('the username dialog shows the shared validation messages and limits the input to 20 characters', BROWSER_ONLY, async ({ page }) => {
    await openCrossword(page);
    await page.getByRole('button', { name: 'Set Username' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the Leaderboard' });
    const input = dialog.getByLabel('Username');
    const save = dialog.getByRole('button', { name: 'Save username' });
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Username is required');
    await input.fill('a');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Username must be at least 2 characters');
    await input.fill('<script>');
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Username can only contain letters, numbers, underscores, and hyphens');
    await input.fill('');
    await input.pressSequentially('abcdefghijklmnopqrstuvwxyz');
    await expect(input).toHaveValue('abcdefghijklmnopqrst');
    await input.fill('  valid-name_1  ');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Playing as: valid-name_1')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('crosswordUsername'))).toBe('valid-name_1');
  });

  test('a leaderboard that keeps failing is retried twice (1 s, 2 s) and then shows the empty state', async ({ page }) => {
    const calls: string[] = [];
    await page.route('**/api/crossword/leaderboard/**', async (route) => {
      calls.push(route.request().url());
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"Down for the test."}' });
    });
    await openCrossword(page);
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    const board = page.getByRole('dialog', { name: 'Leaderboard' });
    // Today's list may arrive live over the socket instead; the all-time list has only HTTP.
    await board.getByRole('tab', { name: 'All-Time Champions' }).click();
    await expect(board.getByText("No scores yet. Be the first to complete today's puzzle!")).toBeVisible({ timeout: 8000 });
    // Today's list may also arrive live over the socket; the HTTP lists are still fetched again every 30 s.
    await expect.poll(() => calls.filter((url) => url.includes('/all-time')).length, { timeout: 8000 }).toBe(3);
    await expect.poll(() => calls.filter((url) => !url.includes('/all-time')).length, { timeout: 8000 }).toBe(3);
    await page.waitForTimeout(1500);
    expect(calls).toHaveLength(6);
  });

  test('the crossword has no serious accessibility violations, with or without its dialogs', BROWSER_ONLY, async ({ page }) => {
    await openCrossword(page);
    await page.getByRole('grid').locator('input[tabindex="0"]').focus();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: "Today's Clues" }).click();
    await settled(page, "Today's Clues");
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Leaderboard' }).click();
    await settled(page, 'Leaderboard');
    await expectNoSeriousAxeViolations(page);
  });

  test('on a 375 px phone the grid fits without horizontal scrolling and inputs do not zoom', BROWSER_ONLY, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openCrossword(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.getByRole('grid').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const squareBox = await page.getByRole('grid').locator('input').first().boundingBox();
    expect(squareBox?.width).toBeGreaterThanOrEqual(28);
    expect(squareBox?.height).toBeGreaterThanOrEqual(28);
    const fontSize = await page.getByRole('grid').locator('input').first().evaluate((input) => parseFloat(getComputedStyle(input).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
  });
});
