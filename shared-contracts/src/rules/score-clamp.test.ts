import { clampScoreValues } from './score-clamp';

const base = { username: ' ada ', theme: ' Finance & Growth ', completionTime: 100, hintsUsed: 1, mistakesCount: 2 };

describe('clampScoreValues', () => {
  it('trims username and theme and keeps values inside the limits', () => {
    expect(clampScoreValues(base)).toEqual({ ...base, username: 'ada', theme: 'Finance & Growth' });
  });

  it.each([
    ['completionTime', -1, 0],
    ['completionTime', 7200, 7200],
    ['completionTime', 7201, 7200],
    ['completionTime', Number.NaN, 0],
    ['hintsUsed', -5, 0],
    ['hintsUsed', 3, 3],
    ['hintsUsed', 4, 3],
    ['mistakesCount', -1, 0],
    ['mistakesCount', 10, 10],
    ['mistakesCount', 11, 10],
  ] as const)('clamps %s %p to %p', (field, value, expected) => {
    expect(clampScoreValues({ ...base, [field]: value })[field]).toBe(expected);
  });
});
