import { daySetFor, isCalendarDate, themeFor } from './crossword-calendar';

describe('crossword calendar', () => {
  it.each([
    ['2026-11-22', 'weekend', 'Leadership & Culture'],
    ['2026-11-23', 'monday', 'Innovation & Strategy'],
    ['2026-11-24', 'tuesday', 'Finance & Growth'],
    ['2026-11-25', 'wednesday', 'Market & Competition'],
    ['2026-11-26', 'thursday', 'Operations & Scaling'],
    ['2026-11-27', 'friday', 'Investment & Valuation'],
    ['2026-11-28', 'weekend', 'Leadership & Culture'],
  ])('%s uses the %s set and theme %s', (date, set, theme) => {
    expect(daySetFor(date)).toBe(set);
    expect(themeFor(date)).toBe(theme);
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-30', false],
    ['2026-1-01', false],
    ['not-a-date', false],
    ['0000-01-01', false],
    ['0001-01-01', true],
  ])('isCalendarDate(%p) is %p', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});
