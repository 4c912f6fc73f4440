/** Daily set and theme by weekday. Dates are UTC calendar dates. */

export const DAY_SETS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'weekend'] as const;
export type DaySet = (typeof DAY_SETS)[number];

export const CROSSWORD_THEMES = [
  'Leadership & Culture',
  'Innovation & Strategy',
  'Finance & Growth',
  'Market & Competition',
  'Operations & Scaling',
  'Investment & Valuation',
] as const;
export type CrosswordTheme = (typeof CROSSWORD_THEMES)[number];

const DAY_SET_BY_WEEKDAY: readonly DaySet[] = ['weekend', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'weekend'];

export const THEME_BY_DAY_SET: Record<DaySet, CrosswordTheme> = {
  weekend: 'Leadership & Culture',
  monday: 'Innovation & Strategy',
  tuesday: 'Finance & Growth',
  wednesday: 'Market & Competition',
  thursday: 'Operations & Scaling',
  friday: 'Investment & Valuation',
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for a real calendar date written YYYY-MM-DD (2026-02-30 is refused). The year 0000 is refused too: the
 * Gregorian calendar has no year zero and PostgreSQL's date type rejects it.
 */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value) || value.startsWith('0000')) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export function daySetFor(date: string): DaySet {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return DAY_SET_BY_WEEKDAY[weekday] ?? 'weekend';
}

export function themeFor(date: string): CrosswordTheme {
  return THEME_BY_DAY_SET[daySetFor(date)];
}
