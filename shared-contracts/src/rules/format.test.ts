import { formatClock, truncate } from './format';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [61, '1:01'],
    [3600, '60:00'],
    [-3, '0:00'],
    [12.9, '0:12'],
  ])('%p seconds read %p', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });

  it('truncates to the limit', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
