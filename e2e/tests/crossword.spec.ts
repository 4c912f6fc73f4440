import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';

interface SolutionClue {
  id: number;
  number: number;
  direction: 'across' | 'down';
  answer: string;
  startRow: number;
  startCol: number;
  businessConcept: string;
}
interface Solution {
  puzzleDate: string;
  theme: string;
  clues: SolutionClue[];
}

/** Today's answers, computed by the server's own generator with the e2e server's secret (see e2e/crossword-answers.mjs). */
function todaysSolution(): Solution {
  const script = path.resolve(__dirname, '..', 'crossword-answers.mjs');
  return JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as Solution;
}

const cellsOf = (clue: SolutionClue) =>
  Array.from(clue.answer, (letter, index) => ({
    row: clue.direction === 'down' ? clue.startRow + index : clue.startRow,
    col: clue.direction === 'across' ? clue.startCol + index : clue.startCol,
    letter,
  }));

/** The order the clue list (and Tab) uses: Across by number, then Down by number. */
const listOrder = (clues: SolutionClue[]) =>
  [...clues].sort((a, b) => (a.direction === b.direction ? a.number - b.number : a.direction === 'across' ? -1 : 1));

const label = (clue: SolutionClue) => `${clue.number} ${clue.direction === 'across' ? 'Across' : 'Down'}`;

async function openCrossword(page: Page) {
  await page.goto('/crossword');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  // The session has started once the grid's inputs are writable.
  await expect(page.getByRole('grid').locator('input[tabindex="0"]')).not.toHaveAttribute('readonly', '');
}

/** Waits for a dialog's opening animation, so axe measures the final colours rather than a fading frame. */
async function settled(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

const messageBar = (page: Page) => page.getByRole('status', { name: 'Game messages' });
const counter = (page: Page, name: string) => page.locator('main dl > div').filter({ has: page.locator('dt', { hasText: name }) }).locator('dd');

/**
 * Types today's answers clue by clue (Tab to the next clue), only into cells not filled yet, waiting for each
 * "Completed: …" message; the last letter comes no sooner than 22 s after `startedAt` (the server's 20 s floor).
 */
async function solveFromKeyboard(page: Page, solution: Solution, startedAt: number) {
  await expect(page.getByRole('grid', { name: 'Crossword grid, 12 by 12' })).toBeVisible();
  // A CSS locator: the completion overlay is modal and hides the grid from role queries while it shows.
  const grid = page.locator('[role="grid"]');
  await grid.locator('input[tabindex="0"]').focus();
  const filled = new Set<string>();
  const order = listOrder(solution.clues);
  const totalLetters = new Set(solution.clues.flatMap((clue) => cellsOf(clue).map((cell) => `${cell.row},${cell.col}`))).size;
  for (const [position, clue] of order.entries()) {
    if (position > 0) await page.keyboard.press('Tab');
    await expect(page.getByText(new RegExp(`^${label(clue)}: .+ \\(${clue.answer.length}\\)$`))).toBeVisible();
    for (const cell of cellsOf(clue)) {
      const key = `${cell.row},${cell.col}`;
      if (filled.has(key)) continue;
      if (filled.size === totalLetters - 1) {
        // The server refuses solves under 20 s as impossible: a human-paced finish.
        await page.waitForTimeout(Math.max(0, 22_000 - (Date.now() - startedAt)));
      }
      await page.keyboard.type(cell.letter.toLowerCase());
      filled.add(key);
      await expect(grid.locator(`input[data-row="${cell.row}"][data-col="${cell.col}"]`)).toHaveValue(cell.letter);
    }
    if (position < order.length - 1) await expect(messageBar(page)).toContainText(`Completed: ${clue.businessConcept}!`);
  }
}

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

    await solveFromKeyboard(page, solution, startedAt);

    const overlay = page.getByRole('dialog', { name: 'Puzzle Complete!' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText(`You've mastered today's ${solution.theme} challenge!`);
    await expect(overlay).toContainText('Come back tomorrow for a new puzzle.');
    await expect(overlay.getByText(/Score: \d+ · Time: \d+:\d\d/)).toBeVisible();
    expect(await page.locator('canvas').count()).toBeGreaterThan(0);
    await expect(overlay).toBeHidden({ timeout: 7000 });
    await expect(counter(page, 'Clues solved')).toHaveText('4/4');

    const share = page.getByLabel('Spoiler-free result');
    await expect(share).toHaveValue(new RegExp(`^Entrepreneurial DNA · Daily Business Theory Challenge ${solution.puzzleDate} — solved in \\d+:\\d\\d with \\d+ hints? and \\d+ mistakes?\\. Score: \\d+\\. http`));
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

  test('a solver without a name is asked for one after the overlay, and skipping saves a Player_ name and the score', async ({ page }) => {
    test.setTimeout(90_000);
    const solution = todaysSolution();
    await openCrossword(page);
    const startedAt = Date.now();
    await solveFromKeyboard(page, solution, startedAt);
    await expect(page.getByRole('dialog', { name: 'Puzzle Complete!' })).toBeVisible();
    const ask = page.getByRole('dialog', { name: 'Enter the Leaderboard' });
    await expect(ask).toBeVisible({ timeout: 8000 });
    await ask.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByText(/^Playing as: Player_\d{13}$/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('crosswordUsername'))).toMatch(/^Player_\d{13}$/);
    await expect(page.getByLabel('Spoiler-free result')).toHaveValue(/Score: \d+\./);
  });

  test('the grid keeps letters only, in capitals, and follows the solver’s keyboard conventions', async ({ page }) => {
    const solution = todaysSolution();
    await openCrossword(page);
    const grid = page.getByRole('grid');
    const input = (row: number, col: number) => grid.locator(`input[data-row="${row}"][data-col="${col}"]`);
    const clueBar = (clue: SolutionClue) => page.getByText(new RegExp(`^${label(clue)}: `));
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
    // Backspace on an empty cell steps back (a confirmed letter stays).
    await page.keyboard.press('Backspace');
    await expect(input(a.row, a.col)).toBeFocused();
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
    await input(cell.row, cell.col).click();
    await expect(input(cell.row, cell.col)).toBeFocused();
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
    await hint.click();
    await expect(messageBar(page)).toHaveText('Maximum hint limit reached.');

    // Reset clears the board and the message, not the hints.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Select a cell or a clue to start.')).toBeVisible();
    await expect(counter(page, 'Hints')).toHaveText('3/3');
  });

  test('the username dialog shows the shared validation messages and limits the input to 20 characters', async ({ page }) => {
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
    await expect(board.getByText("No scores yet. Be the first to complete today's puzzle!")).toBeVisible({ timeout: 8000 });
    expect(calls.filter((url) => url.includes('/all-time'))).toHaveLength(3);
    expect(calls.filter((url) => !url.includes('/all-time'))).toHaveLength(3);
  });

  test('the crossword has no serious accessibility violations, with or without its dialogs', async ({ page }) => {
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

  test('on a 375 px phone the grid fits without horizontal scrolling and inputs do not zoom', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openCrossword(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await page.getByRole('grid').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    const fontSize = await page.getByRole('grid').locator('input').first().evaluate((input) => parseFloat(getComputedStyle(input).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
  });
});
