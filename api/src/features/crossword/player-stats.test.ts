import { playerStats, type PlayerSolve } from './player-stats';

const solve = (puzzleDate: string, completionTime = 300, { onDay = true, clean = false } = {}): PlayerSolve => ({ puzzleDate, completionTime, onDay, clean });

describe('playerStats', () => {
  it('gives zeros and nulls to a player with no solve', () => {
    expect(playerStats([], '2026-03-10')).toEqual({
      currentStreak: 0,
      bestStreak: 0,
      solves: 0,
      cleanSolves: 0,
      bestTime: null,
      medianTime: null,
      lastSolvedDate: null,
      archiveSolves: 0,
    });
  });

  it('keeps the current streak while its last day is today or yesterday, and ends it after a missed day', () => {
    const run = [solve('2026-03-07'), solve('2026-03-08'), solve('2026-03-09')];
    expect(playerStats(run, '2026-03-09')).toMatchObject({ currentStreak: 3, bestStreak: 3 });
    expect(playerStats(run, '2026-03-10')).toMatchObject({ currentStreak: 3, bestStreak: 3 });
    expect(playerStats(run, '2026-03-11')).toMatchObject({ currentStreak: 0, bestStreak: 3, lastSolvedDate: '2026-03-09' });
  });

  it('counts streaks across month and year ends, and keeps the longest run as the best', () => {
    const solves = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-02-27', '2026-02-28', '2026-03-01'].map((date) => solve(date));
    expect(playerStats(solves, '2026-03-01')).toMatchObject({ currentStreak: 3, bestStreak: 4, solves: 7 });
  });

  it('counts archive solves apart: not in solves, times or streaks', () => {
    const solves = [solve('2026-03-09', 500), solve('2026-03-08', 20, { onDay: false }), solve('2026-03-01', 30, { onDay: false })];
    expect(playerStats(solves, '2026-03-09')).toMatchObject({ currentStreak: 1, bestStreak: 1, solves: 1, bestTime: 500, archiveSolves: 2 });
  });

  it('gives the best time, the median (mean of the middle two when even) and the clean solves', () => {
    const solves = [solve('2026-03-01', 400, { clean: true }), solve('2026-03-02', 100), solve('2026-03-03', 301, { clean: true }), solve('2026-03-04', 900)];
    expect(playerStats(solves, '2026-03-04')).toMatchObject({ bestTime: 100, medianTime: 351, cleanSolves: 2 });
    expect(playerStats(solves.slice(0, 3), '2026-03-04')).toMatchObject({ medianTime: 301 });
  });
});
