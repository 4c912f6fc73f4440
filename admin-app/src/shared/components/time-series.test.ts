import { nextPointIndex, pointReadout } from './time-series';

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
