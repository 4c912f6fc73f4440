import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface SolutionClue {
  id: number;
  number: number;
  direction: 'across' | 'down';
  answer: string;
  startRow: number;
  startCol: number;
  businessConcept: string;
}
export interface Solution {
  puzzleDate: string;
  theme: string;
  clues: SolutionClue[];
}
export interface SolutionCell {
  row: number;
  col: number;
  letter: string;
}

/**
 * A day's answers (today's or an archive day's), computed by the server's own generator with the e2e server's
 * secret and archive backfill (see e2e/crossword-answers.mjs).
 */
export function solutionOf(date?: string): Solution {
  const script = path.resolve(__dirname, '..', 'crossword-answers.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, ...(date ? [date] : [])], { encoding: 'utf8' })) as Solution;
}

export const todaysSolution = () => solutionOf();

/** The environment that gives a server of a test's own (OwnServer) the puzzles solutionOf computes. */
export function crosswordServerEnv(): Record<string, string> {
  const script = path.resolve(__dirname, '..', 'crossword-answers.mjs');
  return JSON.parse(execFileSync(process.execPath, [script, '--server-env'], { encoding: 'utf8' })) as Record<string, string>;
}

export const cellsOf = (clue: SolutionClue): SolutionCell[] =>
  Array.from(clue.answer, (letter, index) => ({
    row: clue.direction === 'down' ? clue.startRow + index : clue.startRow,
    col: clue.direction === 'across' ? clue.startCol + index : clue.startCol,
    letter,
  }));

/** The order the clue list (and Tab) uses: Across by number, then Down by number. */
export const listOrder = (clues: SolutionClue[]) =>
  [...clues].sort((a, b) => (a.direction === b.direction ? a.number - b.number : a.direction === 'across' ? -1 : 1));

export const clueLabel = (clue: SolutionClue) => `${clue.number} ${clue.direction === 'across' ? 'Across' : 'Down'}`;

/** The bar above the grid showing the selected clue ("3 Down: clue text (7)"). */
export const clueBar = (page: Page, clue: SolutionClue) =>
  page.locator('main p').filter({ hasText: new RegExp(`^${clueLabel(clue)}: .+ \\(${clue.answer.length}\\)$`) });

export const messageBar = (page: Page) => page.getByRole('status', { name: 'Game messages' });
export const counter = (page: Page, name: string) => page.locator('main dl > div').filter({ has: page.locator('dt', { hasText: name }) }).locator('dd');

/** A square's input, by its coordinates (the same on a cropped small-screen grid). */
export const square = (page: Page, row: number, col: number) => page.locator(`[role="grid"] input[data-row="${row}"][data-col="${col}"]`);

/** No cookie banner over the board (another spec may turn ads on for the shared server). */
export async function declineCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
}

export type ThemeName = 'light' | 'dark' | 'high-contrast';

/** Starts every page of this test in a theme, as the shell's theme and contrast toggles leave it in storage. */
export async function useTheme(page: Page, theme: ThemeName) {
  await page.addInitScript((name) => {
    window.localStorage.setItem('theme', name === 'dark' ? 'dark' : 'light');
    window.localStorage.setItem('highContrast', String(name === 'high-contrast'));
  }, theme);
}

export async function openCrossword(page: Page, path = '/crossword') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' })).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  // The session has started once the grid's inputs are writable.
  await expect(page.getByRole('grid').locator('input[tabindex="0"]')).not.toHaveAttribute('readonly', '');
}

/** Where a chosen clue starts: its first empty square (its first square when none is empty). */
export async function firstEmptyPosition(page: Page, clue: SolutionClue): Promise<number> {
  const values = await Promise.all(cellsOf(clue).map((cell) => square(page, cell.row, cell.col).inputValue()));
  return Math.max(0, values.indexOf(''));
}

/** Chooses a clue in the Today's Clues dialog: its first empty square takes the focus. Returns that square's position. */
export async function chooseClue(page: Page, clue: SolutionClue): Promise<number> {
  const start = await firstEmptyPosition(page, clue);
  await page.getByRole('button', { name: "Today's Clues" }).click();
  const dialog = page.getByRole('dialog', { name: "Today's Clues" });
  await dialog
    .locator('section', { has: page.getByRole('heading', { name: clue.direction === 'across' ? 'Across' : 'Down' }) })
    .getByRole('button')
    .filter({ hasText: new RegExp(`^${clue.number}\\.`) })
    .click();
  await expect(dialog).toBeHidden();
  const first = cellsOf(clue)[start] as SolutionCell;
  await expect(square(page, first.row, first.col)).toBeFocused();
  await expect(clueBar(page, clue)).toBeVisible();
  return start;
}

/** The finish shown above the grid once the puzzle is complete. */
export const finish = (page: Page) => page.getByRole('region', { name: 'Puzzle Complete!' });
export const finishFigure = (page: Page, name: string) => finish(page).locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');

/**
 * Solves the puzzle as a solver types whole words: each answer from where choosing it puts the cursor (its first
 * empty square), every letter, through the squares other words already confirmed, waiting for its "Completed: …"
 * message. With `notBefore`, the last letter
 * waits until then (the server refuses a ranked score under 20 s from the session start).
 */
export async function typeWholeAnswers(page: Page, solution: Solution, { notBefore }: { notBefore?: number } = {}) {
  const order = listOrder(solution.clues);
  const typed = new Set<string>();
  for (const [position, clue] of order.entries()) {
    const start = await chooseClue(page, clue);
    const cells = cellsOf(clue);
    // The puzzle completes on the last square no other word has filled: that keystroke waits for `notBefore`.
    const finalSquare = position === order.length - 1 && notBefore ? cells.findLastIndex((cell) => !typed.has(`${cell.row},${cell.col}`)) : -1;
    if (finalSquare >= 0) {
      await page.keyboard.type(clue.answer.slice(start, finalSquare).toLowerCase());
      await page.waitForTimeout(Math.max(0, (notBefore as number) - Date.now()));
      await page.keyboard.type(clue.answer.slice(finalSquare).toLowerCase());
    } else {
      await page.keyboard.type(clue.answer.slice(start).toLowerCase());
    }
    for (const cell of cells) {
      await expect(square(page, cell.row, cell.col)).toHaveValue(cell.letter);
      typed.add(`${cell.row},${cell.col}`);
    }
    if (position < order.length - 1) await expect(messageBar(page)).toContainText(`Completed: ${clue.businessConcept}!`);
  }
}
