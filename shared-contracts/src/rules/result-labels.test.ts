import { profileBalanceLabel, traitDominanceLabel, traitPercent } from './result-labels';

describe('result labels', () => {
  it.each([
    [0, 'Specialized'],
    [29.99, 'Specialized'],
    [30, 'Balanced'],
    [59.99, 'Balanced'],
    [60, 'Versatile'],
    [100, 'Versatile'],
  ] as const)('profile balance %p reads %p', (score, label) => {
    expect(profileBalanceLabel(score)).toBe(label);
  });

  it.each([
    [0, 'Mixed'],
    [19.99, 'Mixed'],
    [20, 'Distinctive'],
    [49.99, 'Distinctive'],
    [50, 'Specialized'],
    [100, 'Specialized'],
  ] as const)('trait dominance %p reads %p', (score, label) => {
    expect(traitDominanceLabel(score)).toBe(label);
  });

  it.each([
    [0, 0],
    [3.5, 35],
    [10, 100],
    [11, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('trait %p shows as %p%%', (value, percent) => {
    expect(traitPercent(value)).toBe(percent);
  });
});
