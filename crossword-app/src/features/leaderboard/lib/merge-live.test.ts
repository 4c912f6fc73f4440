import type { LeaderboardEntry } from '@edna/shared-contracts';
import { isCleanSolve, mergeLiveTop } from './merge-live';

const entry = (rank: number, username: string, hintsUsed = 0, mistakesCount = 0): LeaderboardEntry => ({
  id: rank,
  username,
  completionTime: 60 + rank,
  hintsUsed,
  mistakesCount,
  score: 1000 - rank,
  puzzleDate: '2026-11-21',
  rank,
});

describe('live leaderboard list', () => {
  it('When no live update has arrived, then the loaded list shows as it is', () => {
    const loaded = [entry(1, 'a')];
    expect(mergeLiveTop(null, loaded, 'a')).toBe(loaded);
  });

  it('When a live top arrives, then it replaces the top and keeps the player’s own entry beyond it', () => {
    const loaded = [entry(1, 'a'), entry(42, 'me')];
    const live = Array.from({ length: 10 }, (_, index) => entry(index + 1, `p${index + 1}`));
    expect(mergeLiveTop(live, loaded, 'me').map((row) => row.username)).toEqual([...live.map((row) => row.username), 'me']);
  });

  it('When the player has entered the live top, then their old entry beyond it is dropped', () => {
    const loaded = [entry(1, 'a'), entry(42, 'me')];
    const live = [entry(1, 'me'), entry(2, 'a')];
    expect(mergeLiveTop(live, loaded, 'me')).toEqual(live);
  });

  it('calls a solve clean only without hints and mistakes', () => {
    expect(isCleanSolve(entry(1, 'a'))).toBe(true);
    expect(isCleanSolve(entry(1, 'a', 1, 0))).toBe(false);
    expect(isCleanSolve(entry(1, 'a', 0, 2))).toBe(false);
  });
});
