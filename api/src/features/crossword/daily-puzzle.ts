import { daySetFor, themeFor, type CrosswordTheme, type DaySet } from '@edna/shared-contracts';
import { generatePuzzleLayout, type GeneratedLayout, type PuzzleHistoryEntry } from './generator';
import type { PuzzleTerm } from './layout';
import { TERM_BANK } from './term-bank';
import { BUILT_IN_CLUES } from './term-bank/built-in';

export interface DailyLayout extends GeneratedLayout {
  theme: CrosswordTheme;
  daySet: DaySet;
}

export interface DailyCandidates {
  theme: CrosswordTheme;
  daySet: DaySet;
  builtIn: readonly PuzzleTerm[];
  /** The day set's built-in clues first, then the bank's terms of the day's theme. */
  candidates: readonly PuzzleTerm[];
}

/** The words a UTC date draws from: its day set and theme, and the built-in and bank terms of both. */
export function dailyCandidates(date: string): DailyCandidates {
  const daySet = daySetFor(date);
  const theme = themeFor(date);
  const builtIn = BUILT_IN_CLUES[daySet];
  return { theme, daySet, builtIn, candidates: [...builtIn, ...TERM_BANK.filter((term) => term.theme === theme)] };
}

/**
 * The puzzle of a UTC date, laid out by the generator from the date's candidates, the secret and the history of
 * earlier puzzles (the server passes the HISTORY_DAYS before the date).
 */
export function generateDailyLayout(date: string, secret: string, history: readonly PuzzleHistoryEntry[] = []): DailyLayout {
  const { theme, daySet, builtIn, candidates } = dailyCandidates(date);
  const generated = generatePuzzleLayout({ date, secret, candidates, builtIn, history });
  return { ...generated, theme, daySet };
}
