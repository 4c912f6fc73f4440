import { expect, test } from '@playwright/test';
import { cellsOf, chooseClue, declineCookies, listOrder, openCrossword, square, todaysSolution, typeWholeAnswers, type SolutionClue } from './crossword-support';

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

test('when the completion overlay closes, the focus is back on the square typed last', async ({ page }) => {
  const solution = todaysSolution();
  // A name is set, so no username dialog follows the overlay.
  await page.addInitScript(() => window.localStorage.setItem('crosswordUsername', 'overlay_focus'));
  await openCrossword(page);
  await typeWholeAnswers(page, solution);
  const overlay = page.getByRole('dialog', { name: 'Puzzle Complete!' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 7000 });
  const last = listOrder(solution.clues).at(-1) as SolutionClue;
  const lastCell = cellsOf(last).at(-1) as { row: number; col: number };
  await expect(square(page, lastCell.row, lastCell.col)).toBeFocused();
});
