import { expect, test } from '@playwright/test';
import { cellsOf, chooseClue, declineCookies, finish, listOrder, openCrossword, square, todaysSolution, typeWholeAnswers, type SolutionClue } from './crossword-support';

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

test('closing the clues, leaderboard, stats and username dialogs gives the focus back to the button that opened them', async ({ page }) => {
  await openCrossword(page);
  for (const [button, dialog] of [
    ["Today's Clues", "Today's Clues"],
    ['Leaderboard', 'Leaderboard'],
    ['Stats', 'Your Stats'],
    ['Set Username', 'Enter the Leaderboard'],
  ] as const) {
    const opener = page.getByRole('button', { name: button, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('saving a username returns the focus to the grid (the Set Username button is gone), and a chosen clue takes it to its first square', async ({ page }) => {
  const solution = todaysSolution();
  await openCrossword(page);
  await page.getByRole('button', { name: 'Set Username' }).click();
  await page.getByRole('dialog', { name: 'Enter the Leaderboard' }).getByLabel('Username').fill('focus_tester');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Set Username' })).toHaveCount(0);
  await expect(page.locator('[role="grid"] input[tabindex="0"]')).toBeFocused();
  await chooseClue(page, listOrder(solution.clues)[1] as SolutionClue);
});

test('when the puzzle completes, the finish above the grid takes the focus and asks for a name inline', async ({ page }) => {
  const solution = todaysSolution();
  await openCrossword(page);
  await typeWholeAnswers(page, solution);
  const heading = finish(page).getByRole('heading', { name: 'Puzzle Complete!' });
  await expect(heading).toBeFocused();
  // The grid stays on the page below the finish, with every letter.
  await expect(page.getByRole('grid')).toBeVisible();
  const last = listOrder(solution.clues).at(-1) as SolutionClue;
  const lastCell = cellsOf(last).at(-1) as { row: number; col: number; letter: string };
  await expect(square(page, lastCell.row, lastCell.col)).toHaveValue(lastCell.letter);
});

test('Reset asks for confirmation: Keep playing changes nothing and gives the focus back to Reset', async ({ page }) => {
  const solution = todaysSolution();
  await openCrossword(page);
  const clue = listOrder(solution.clues)[0] as SolutionClue;
  await chooseClue(page, clue);
  await page.keyboard.type(clue.answer.slice(0, 2));
  const reset = page.getByRole('button', { name: 'Reset', exact: true });
  await reset.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset the puzzle?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep playing' }).click();
  await expect(dialog).toBeHidden();
  await expect(reset).toBeFocused();
  const first = cellsOf(clue)[0] as { row: number; col: number; letter: string };
  await expect(square(page, first.row, first.col)).toHaveValue(first.letter);
});
