import { higherScoreCounter } from './score-ranks';

describe('higherScoreCounter', () => {
  it('counts the entries with a strictly higher score, for scores present, absent, above and below all', () => {
    const higher = higherScoreCounter([
      { score: 900, count: 2 },
      { score: 500, count: 3 },
      { score: 700, count: 1 },
      { score: 100, count: 0 },
    ]);
    expect([1000, 900, 800, 700, 600, 500, 499, 100, 0].map(higher)).toEqual([0, 0, 2, 2, 3, 3, 6, 6, 6]);
  });

  it('counts nothing above any score when there are no entries', () => {
    expect(higherScoreCounter([])(500)).toBe(0);
  });
});
