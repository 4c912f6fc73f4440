import { formatAverage, formatRatio, formatSeconds } from './format';

describe('analytics formats', () => {
  it('writes an unknown share or average as a dash', () => {
    expect(formatRatio(null)).toBe('—');
    expect(formatRatio(0.5)).toBe('50%');
    expect(formatAverage(null)).toBe('—');
    expect(formatAverage(1.25)).toBe('1.3');
  });

  it('writes durations as m:ss and h:mm:ss', () => {
    expect(formatSeconds(null)).toBe('—');
    expect(formatSeconds(65)).toBe('1:05');
    expect(formatSeconds(3725)).toBe('1:02:05');
    expect(formatSeconds(9.6)).toBe('0:10');
  });
});
