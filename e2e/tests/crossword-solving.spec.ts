import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support';
import {
  cellsOf,
  chooseClue,
  clueBar,
  counter,
  declineCookies,
  finish,
  listOrder,
  messageBar,
  openCrossword,
  square,
  todaysSolution,
  typeWholeAnswers,
  useTheme,
  type SolutionClue,
  type ThemeName,
} from './crossword-support';

const inViewport = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return Boolean(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height);
};

/** The clue whose squares reach lowest on the grid. */
const lowestClue = (clues: SolutionClue[]) =>
  [...clues].sort((a, b) => Math.max(...cellsOf(b).map((cell) => cell.row)) - Math.max(...cellsOf(a).map((cell) => cell.row)))[0] as SolutionClue;

test.beforeEach(async ({ page }) => {
  await declineCookies(page);
});

for (const width of [1280, 375]) {
  for (const theme of ['light', 'dark', 'high-contrast'] as ThemeName[]) {
    test(`typing each whole answer from where its clue starts (its first empty square), through every crossing, solves the puzzle with 0 mistakes (${width} px, ${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await useTheme(page, theme);
      const solution = todaysSolution();
      await openCrossword(page);
      await expectNoSeriousAxeViolations(page);
      if (width === 375) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        const squareBox = await page.getByRole('grid').locator('input').first().boundingBox();
        expect(squareBox?.width).toBeGreaterThanOrEqual(28);
      }

      await typeWholeAnswers(page, solution);

      await expect(finish(page)).toBeVisible();
      await expect(counter(page, 'Clues solved')).toHaveText('4/4');
      await expect(counter(page, 'Mistakes')).toHaveText('0/5');
      for (const clue of solution.clues) for (const cell of cellsOf(clue)) await expect(square(page, cell.row, cell.col)).toHaveAttribute('aria-label', /, confirmed$/);
    });
  }
}

test('high contrast shows blocked squares dark and open squares light', async ({ page }) => {
  await useTheme(page, 'high-contrast');
  const solution = todaysSolution();
  await openCrossword(page);
  const background = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  await expect.poll(() => background(page.locator('[role="gridcell"][aria-label="Blocked"]').first())).toBe('rgb(0, 0, 0)');
  const [first] = listOrder(solution.clues) as [SolutionClue];
  const other = cellsOf(first)[1] as { row: number; col: number };
  await expect.poll(() => background(square(page, other.row, other.col).locator('xpath=..'))).toBe('rgb(255, 255, 255)');
});

test('at 1280 x 800 the clue stays in view while typing the lowest clue, and after the fifth mistake the cursor is back at its start with the reset message in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const solution = todaysSolution();
  await openCrossword(page);
  const clue = lowestClue(solution.clues);
  const cells = cellsOf(clue);
  await chooseClue(page, clue);
  // The Across and Down lists sit beside the grid, the current clue marked.
  const lists = page.getByRole('navigation', { name: 'Clues' });
  await expect(lists.getByRole('heading', { name: 'Across' })).toBeVisible();
  await expect(lists.locator('button[aria-current="true"]')).toContainText(clue.answer.length.toString());

  const wrong = [...'QZXJKVWY'].find((letter) => !clue.answer.includes(letter)) as string;
  for (let mistake = 1; mistake <= 4; mistake += 1) {
    await page.keyboard.type(wrong);
    await expect(messageBar(page)).toHaveText(`Incorrect letter! Mistakes: ${mistake}/5. Too many mistakes will reset the puzzle.`);
    expect(await inViewport(page, clueBar(page, clue))).toBe(true);
  }
  await page.keyboard.type(wrong);
  await expect(messageBar(page)).toHaveText('Too many mistakes! Puzzle reset. Elite challenges require precision.');
  const first = cells[0] as { row: number; col: number };
  await expect(square(page, first.row, first.col)).toBeFocused();
  expect(await inViewport(page, messageBar(page))).toBe(true);
  expect(await inViewport(page, clueBar(page, clue))).toBe(true);
  // The next keystroke lands on the first square, not mid-word.
  await page.keyboard.type(clue.answer[0] as string);
  await expect(square(page, first.row, first.col)).toHaveValue(clue.answer[0] as string);
  await expect(counter(page, 'Mistakes')).toHaveText('0/5');
});
