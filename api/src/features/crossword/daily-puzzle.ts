import { daySetFor, themeFor, type CrosswordTheme, type DaySet } from '@edna/shared-contracts';
import { generatePuzzleLayout, type GeneratedLayout, type PuzzleHistoryEntry } from './generator';
import { BUILT_IN_CLUES, TERM_BANK } from './term-bank';

export interface DailyLayout extends GeneratedLayout {
  theme: CrosswordTheme;
  daySet: DaySet;
}

/**
 * The puzzle of a UTC date: its day set and theme (spec section 4), candidates = the day set's built-in clues plus
 * the bank's terms of that theme, laid out by the generator from the date, the secret and the recent history.
 */
export function generateDailyLayout(date: string, secret: string, history: readonly PuzzleHistoryEntry[] = []): DailyLayout {
  const daySet = daySetFor(date);
  const theme = themeFor(date);
  const builtIn = BUILT_IN_CLUES[daySet];
  const generated = generatePuzzleLayout({
    date,
    secret,
    candidates: [...builtIn, ...TERM_BANK.filter((term) => term.theme === theme)],
    builtIn,
    history,
  });
  return { ...generated, theme, daySet };
}
