import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '@edna/ui-kit/testing';
import type { LeaderboardEntry } from '@edna/shared-contracts';
import { LeaderboardDialog } from './leaderboard-dialog';

const entry = (rank: number, username: string, score: number): LeaderboardEntry => ({
  id: rank,
  username,
  completionTime: 60 + rank,
  hintsUsed: rank % 4,
  mistakesCount: rank % 3,
  score,
  puzzleDate: '2026-11-21',
  rank,
});

describe('Leaderboard dialog', () => {
  it('shows the top 10 in rank order, then the player’s own rank beyond 10 marked as theirs', () => {
    const daily = [...Array.from({ length: 10 }, (_, index) => entry(index + 1, `player_${index + 1}`, 900 - index)), entry(42, 'ada', 500)];
    renderWithTheme(<LeaderboardDialog open onOpenChange={() => undefined} daily={daily} allTime={[]} loading={false} username="ada" puzzleDate="2026-11-21" />);
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    const cells = (row: HTMLElement) => Array.from(row.children, (cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement)).toEqual(['1', 'player_1', '1:01', '1', '1', '–no', '900']);
    expect(cells(rows[2] as HTMLElement)).toEqual(['3', 'player_3', '1:03', '3', '0', '–no', '898']);
    expect(cells(rows[10] as HTMLElement)).toEqual(['42', 'ada (you)', '1:42', '2', '0', '–no', '500']);
    expect(screen.getByRole('tab', { name: "Today's Rankings" })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All-Time Champions' })).toBeInTheDocument();
  });

  it('marks a solve without hints and mistakes as clean', () => {
    renderWithTheme(<LeaderboardDialog open onOpenChange={() => undefined} daily={[entry(12, 'clean_solver', 990)]} allTime={[]} loading={false} username={null} puzzleDate="2026-11-21" />);
    const row = screen.getByRole('row', { name: /clean_solver/ });
    expect(Array.from(row.children, (cell) => cell.textContent)).toEqual(['12', 'clean_solver', '1:12', '0', '0', '✓yes', '990']);
  });

  it('shows the empty-state text when a list has no scores', () => {
    renderWithTheme(<LeaderboardDialog open onOpenChange={() => undefined} daily={[]} allTime={[]} loading={false} username={null} puzzleDate="2026-11-21" />);
    expect(screen.getByText("No scores yet. Be the first to complete today's puzzle!")).toBeInTheDocument();
  });
});
