import styled from 'styled-components';
import { formatClock } from '@edna/shared-contracts/rules';
import { Button, Spinner } from '@edna/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@edna/ui-kit/dialog';
import type { PlayerStats } from '@edna/shared-contracts';
import { useRead } from '../../../shared/hooks/use-read';
import { fetchStats } from '../api/stats-api';

export interface StatsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  playerId: string;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
const time = (seconds: number | null) => (seconds === null ? '–' : formatClock(seconds));

function figures(stats: PlayerStats): [string, string][] {
  return [
    ['Current streak', days(stats.currentStreak)],
    ['Best streak', days(stats.bestStreak)],
    ['Daily puzzles solved', String(stats.solves)],
    ['Clean solves', String(stats.cleanSolves)],
    ['Best time', time(stats.bestTime)],
    ['Median time', time(stats.medianTime)],
    ['Archive puzzles solved', String(stats.archiveSolves)],
  ];
}

/**
 * The player's record on this browser: streaks, solves, clean solves and times. Loaded afresh on every opening. It
 * also opens from the daily puzzle, whose page has no data client (shared/hooks/use-read.ts).
 */
export default function StatsDialog({ open, onOpenChange, onCloseAutoFocus, playerId }: StatsDialogProps) {
  const stats = useRead(`stats of ${playerId}`, (signal) => fetchStats(playerId, signal), { enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="28rem" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>Your Stats</DialogTitle>
        <DialogDescription>Daily puzzles solved on their own day count towards streaks. Clean solves use no hint and make no mistake.</DialogDescription>
        {stats.isPending && <Spinner label="Loading your stats…" />}
        {stats.isError && (
          <Problem role="alert">
            <p>Your stats could not be loaded.</p>
            <Button size="sm" onClick={() => void stats.refetch()}>
              Try again
            </Button>
          </Problem>
        )}
        {stats.data && (
          <Figures>
            {figures(stats.data).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Figures>
        )}
      </DialogContent>
    </Dialog>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
  div {
    padding: 0.625rem 0.75rem;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.25rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Problem = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
`;
