import { COUNT_TICK_STEPS, countAxisRange, nextPointIndex, pointReadout, timeAxisRange } from './time-series';

describe('time series keyboard cursor', () => {
  it('starts at the first point with the right arrow and at the last with the left arrow', () => {
    expect(nextPointIndex('ArrowRight', null, 5)).toBe(0);
    expect(nextPointIndex('ArrowLeft', null, 5)).toBe(4);
  });

  it('moves one point at a time and stops at the ends', () => {
    expect(nextPointIndex('ArrowRight', 2, 5)).toBe(3);
    expect(nextPointIndex('ArrowRight', 4, 5)).toBe(4);
    expect(nextPointIndex('ArrowLeft', 0, 5)).toBe(0);
    expect(nextPointIndex('Home', 3, 5)).toBe(0);
    expect(nextPointIndex('End', 1, 5)).toBe(4);
  });

  it('ignores other keys and empty series', () => {
    expect(nextPointIndex('Enter', 1, 5)).toBeNull();
    expect(nextPointIndex('ArrowRight', null, 0)).toBeNull();
  });

  it('reads out every series at the point', () => {
    const series = [
      { label: 'Events', values: [1, 14] },
      { label: 'Bots', values: [0, 2] },
    ];
    expect(pointReadout('2026-11-20', series, 1, String)).toBe('2026-11-20: Events 14, Bots 2');
  });
});

describe('chart axes', () => {
  const day = 86_400;
  it('fits the time axis to the range: one day is one day wide, not years', () => {
    const start = Date.parse('2026-11-20T00:00:00Z') / 1000;
    expect(timeAxisRange([start])).toEqual([start - day / 2, start + day / 2]);
    expect(timeAxisRange([start, start + day, start + 2 * day])).toEqual([start - day / 2, start + 2.5 * day]);
    expect(timeAxisRange([start, start + 3600])).toEqual([start - 1800, start + 5400]);
  });

  it('counts whole numbers: the value axis ends on a whole number and every tick step is whole', () => {
    expect(countAxisRange(0)).toEqual([0, 1]);
    expect(countAxisRange(2.4)).toEqual([0, 3]);
    expect(countAxisRange(null)).toEqual([0, 1]);
    expect(COUNT_TICK_STEPS.slice(0, 6)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(COUNT_TICK_STEPS.every((step) => Number.isInteger(step))).toBe(true);
  });
});
