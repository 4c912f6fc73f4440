import { expect, test } from '@playwright/test';
import {
  cellsOf,
  chooseClue,
  clueBar,
  counter,
  declineCookies,
  listOrder,
  messageBar,
  openCrossword,
  square,
  todaysSolution,
  type Solution,
  type SolutionClue,
} from './crossword-support';

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

/** A square shared by an Across and a Down clue of today's grid. */
function crossingOf(solution: Solution) {
  for (const across of solution.clues.filter((clue) => clue.direction === 'across')) {
    for (const [position, cell] of cellsOf(across).entries()) {
      const down = solution.clues.find((clue) => clue.direction === 'down' && cellsOf(clue).some((c) => c.row === cell.row && c.col === cell.col));
      if (down) return { cell, across, down, position };
    }
  }
  throw new Error('today’s grid has no crossing');
}

const wrongLetterFor = (clue: SolutionClue) => [...'QZXJKVWY'].find((letter) => !clue.answer.includes(letter)) as string;

test('Tab and Shift+Tab go to the next and previous unsolved clue, and Tab leaves the grid when none is left', async ({ page }) => {
  const solution = todaysSolution();
  await openCrossword(page);
  const [first, second, third] = listOrder(solution.clues) as [SolutionClue, SolutionClue, SolutionClue, SolutionClue];
  await chooseClue(page, second);
  await page.keyboard.type(second.answer);
  await expect(messageBar(page)).toContainText(`Completed: ${second.businessConcept}!`);

  await chooseClue(page, first);
  await page.keyboard.press('Tab');
  await expect(clueBar(page, third)).toBeVisible();
  // The cursor lands on the clue's first empty square.
  const firstEmpty = cellsOf(third).find((cell) => !cellsOf(second).some((c) => c.row === cell.row && c.col === cell.col)) as { row: number; col: number };
  await expect(square(page, firstEmpty.row, firstEmpty.col)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(clueBar(page, first)).toBeVisible();
  const firstSquare = cellsOf(first)[0] as { row: number; col: number };
  await expect(square(page, firstSquare.row, firstSquare.col)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  // No unsolved clue before the first: the focus leaves the grid.
  await expect(page.locator('[role="grid"] input:focus')).toHaveCount(0);
});

test('Backspace clears the square, on an empty one steps back and clears that, and never clears a confirmed letter', async ({ page }) => {
  const solution = todaysSolution();
  await openCrossword(page);
  const clue = listOrder(solution.clues).find((candidate) => candidate.answer.length >= 4) as SolutionClue;
  const [a, b, c] = cellsOf(clue) as [{ row: number; col: number; letter: string }, { row: number; col: number }, { row: number; col: number }];
  const wrong = wrongLetterFor(clue);
  await chooseClue(page, clue);
  await page.keyboard.type(a.letter);
  await expect(square(page, a.row, a.col)).toHaveAccessibleName(/, confirmed$/);
  await page.keyboard.type(wrong);
  await expect(square(page, b.row, b.col)).toHaveAttribute('aria-invalid', 'true');
  await expect(square(page, c.row, c.col)).toBeFocused();

  // On the empty third square: back to the second, which is cleared.
  await page.keyboard.press('Backspace');
  await expect(square(page, b.row, b.col)).toBeFocused();
  await expect(square(page, b.row, b.col)).toHaveValue('');
  // On the (now empty) second square: the first is confirmed, so it is skipped and kept.
  await page.keyboard.press('Backspace');
  await expect(square(page, a.row, a.col)).toHaveValue(a.letter);
  await expect(square(page, b.row, b.col)).toBeFocused();
  // A letter on the cursor's own square is cleared in place.
  await page.keyboard.type(wrong);
  await page.keyboard.press('ArrowLeft');
  await expect(square(page, b.row, b.col)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(square(page, b.row, b.col)).toHaveValue('');
  await expect(square(page, b.row, b.col)).toBeFocused();
  await expect(counter(page, 'Mistakes')).toHaveText('2/5');
});

test('arrow keys move over open squares, and an arrow across the current direction first switches direction', async ({ page }) => {
  const solution = todaysSolution();
  await openCrossword(page);
  const { cell, across, down, position } = crossingOf(solution);
  await chooseClue(page, across);
  for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowRight');
  await expect(square(page, cell.row, cell.col)).toBeFocused();
  await expect(clueBar(page, across)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(square(page, cell.row, cell.col)).toBeFocused();
  await expect(clueBar(page, down)).toBeVisible();
  const downCells = cellsOf(down);
  const index = downCells.findIndex((c) => c.row === cell.row && c.col === cell.col);
  const next = downCells[index + 1] ?? downCells[index - 1];
  await page.keyboard.press(downCells[index + 1] ? 'ArrowDown' : 'ArrowUp');
  await expect(square(page, (next as { row: number }).row, (next as { col: number }).col)).toBeFocused();
  await expect(clueBar(page, down)).toBeVisible();
});

test('Space, or a click on the selected square, toggles across and down where two clues cross', async ({ page }) => {
  const solution = todaysSolution();
  await openCrossword(page);
  const { cell, across, down } = crossingOf(solution);
  await page.evaluate(() => window.scrollTo(0, 0));
  await square(page, cell.row, cell.col).click();
  await expect(square(page, cell.row, cell.col)).toBeFocused();
  const startedAcross = await clueBar(page, across).isVisible();
  await page.keyboard.press('Space');
  await expect(clueBar(page, startedAcross ? down : across)).toBeVisible();
  await expect(square(page, cell.row, cell.col)).toHaveValue('');
  await page.keyboard.press('Space');
  await expect(clueBar(page, startedAcross ? across : down)).toBeVisible();
  await square(page, cell.row, cell.col).click();
  await expect(clueBar(page, startedAcross ? down : across)).toBeVisible();
  // A square of one clue only keeps its direction.
  const single = cellsOf(across).find((c) => !cellsOf(down).some((d) => d.row === c.row && d.col === c.col) && !solution.clues.some((other) => other.id !== across.id && cellsOf(other).some((d) => d.row === c.row && d.col === c.col))) as { row: number; col: number };
  await square(page, single.row, single.col).click();
  await expect(clueBar(page, across)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(clueBar(page, across)).toBeVisible();
});
