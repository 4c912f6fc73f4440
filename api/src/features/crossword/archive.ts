import { isoDate } from '@edna/shared-contracts';
import { generateDailyLayout, type DailyLayout } from './daily-puzzle';
import { HISTORY_DAYS, type PuzzleHistoryEntry } from './generator';

const DAY_MS = 86_400_000;

export const shiftDate = (date: string, days: number) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/** The past dates a backfill of `days` days stores, oldest first: today − days … yesterday. */
export function backfillDates(today: string, days: number): string[] {
  return Array.from({ length: days }, (_, index) => shiftDate(today, index - days));
}

/** The history a date's generation sees: the puzzles of the HISTORY_DAYS before it. */
export function rotationWindow(date: string): { from: string; to: string } {
  return { from: shiftDate(date, -HISTORY_DAYS), to: shiftDate(date, -1) };
}

/**
 * The layouts a fresh database stores for `dates` (oldest first, as the start-up backfill and then the first request
 * of each day store them): each date is generated with the answers of the earlier replayed dates in its rotation
 * window as its history. The e2e tests compute their answers with this.
 */
export function replayDailyLayouts(dates: readonly string[], secret: string): Map<string, DailyLayout> {
  const layouts = new Map<string, DailyLayout>();
  const history: PuzzleHistoryEntry[] = [];
  for (const date of dates) {
    const { from, to } = rotationWindow(date);
    const layout = generateDailyLayout(
      date,
      secret,
      history.filter((entry) => entry.puzzleDate >= from && entry.puzzleDate <= to),
    );
    layouts.set(date, layout);
    history.push({ puzzleDate: date, answers: layout.clues.map((clue) => clue.answer) });
  }
  return layouts;
}
