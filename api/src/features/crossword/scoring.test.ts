import { computeScore, MAX_SCORE } from './scoring';

describe('crossword score', () => {
  it('is 1000 for an instant clean solve and stays within 0 to 1000 for any input', () => {
    expect(computeScore({ completionTime: 0, hintsUsed: 0, mistakesCount: 0 })).toBe(MAX_SCORE);
    expect(computeScore({ completionTime: 7200, hintsUsed: 3, mistakesCount: 10 })).toBe(123);
    expect(computeScore({ completionTime: 1e9, hintsUsed: 99, mistakesCount: 99 })).toBe(123);
    expect(computeScore({ completionTime: -5, hintsUsed: -1, mistakesCount: Number.NaN })).toBe(MAX_SCORE);
  });

  it('drops with every hint and every mistake, by at least 12 points', () => {
    for (const completionTime of [20, 300, 3600, 7200]) {
      for (let hints = 0; hints < 3; hints += 1) {
        for (let mistakes = 0; mistakes < 10; mistakes += 1) {
          const score = computeScore({ completionTime, hintsUsed: hints, mistakesCount: mistakes });
          expect(score - computeScore({ completionTime, hintsUsed: hints + 1, mistakesCount: mistakes })).toBeGreaterThanOrEqual(12);
          expect(score - computeScore({ completionTime, hintsUsed: hints, mistakesCount: mistakes + 1 })).toBeGreaterThanOrEqual(12);
        }
      }
    }
  });

  it('never rises with a longer time, and a minute faster always scores higher within the hour', () => {
    let previous = Infinity;
    for (let seconds = 0; seconds <= 7200; seconds += 1) {
      const score = computeScore({ completionTime: seconds, hintsUsed: 1, mistakesCount: 2 });
      expect(score).toBeLessThanOrEqual(previous);
      previous = score;
    }
    for (let seconds = 60; seconds <= 3600; seconds += 60) {
      expect(computeScore({ completionTime: seconds - 60, hintsUsed: 0, mistakesCount: 0 })).toBeGreaterThan(
        computeScore({ completionTime: seconds, hintsUsed: 0, mistakesCount: 0 }),
      );
    }
    expect(computeScore({ completionTime: 600, hintsUsed: 0, mistakesCount: 0 })).toBe(700);
  });
});
