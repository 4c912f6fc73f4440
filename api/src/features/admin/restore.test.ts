import { dailyBestScores } from './restore';

describe('restoring crossword scores', () => {
  it('When a backup holds several entries of one username on one day, then only the best is restored', () => {
    const rows = [
      { id: 1, puzzleDate: '2026-11-01', username: 'ada', score: 700, completionTime: 300 },
      { id: 2, puzzleDate: '2026-11-01', username: 'ada', score: 820, completionTime: 400 },
      { id: 3, puzzleDate: '2026-11-01', username: 'ada', score: 820, completionTime: 350 },
      { id: 4, puzzleDate: '2026-11-02', username: 'ada', score: 500, completionTime: 900 },
      { id: 5, puzzleDate: '2026-11-01', username: 'bob', score: 820, completionTime: 350 },
      { id: 6, puzzleDate: '2026-11-01', username: 'bob', score: 820, completionTime: 350 },
    ];
    expect(dailyBestScores(rows).map((row) => row.id).sort()).toEqual([3, 4, 5]);
  });
});
