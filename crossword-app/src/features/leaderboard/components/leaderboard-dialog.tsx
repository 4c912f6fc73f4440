import styled from 'styled-components';
import { CROSSWORD, CROSSWORD_MESSAGES, formatClock } from '@edna/shared-contracts/rules';
import { Spinner, VisuallyHidden } from '@edna/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@edna/ui-kit/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@edna/ui-kit/tabs';
import type { LeaderboardEntry } from '@edna/shared-contracts';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { isCleanSolve, mergeLiveTop } from '../lib/merge-live';
import { displayName } from '../../../shared/lib/display-name';

export interface LeaderboardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  daily: LeaderboardEntry[];
  allTime: LeaderboardEntry[];
  loading: boolean;
  username: string | null;
  puzzleDate: string;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Today's Rankings and All-Time Champions: the top 10, plus the player's own rank when it is beyond 10. Today's list
 * follows new scores live while the dialog is open.
 */
export function LeaderboardDialog({ open, onOpenChange, daily, allTime, loading, username, puzzleDate, onCloseAutoFocus }: LeaderboardDialogProps) {
  const live = useLiveLeaderboard(open, puzzleDate);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="40rem" {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        <DialogTitle>Leaderboard</DialogTitle>
        <DialogDescription>The best solves: highest score first, then the fastest time.</DialogDescription>
        <Tabs defaultValue="daily">
          <TabsList aria-label="Leaderboards">
            <Tab value="daily">Today&apos;s Rankings</Tab>
            <Tab value="all-time">All-Time Champions</Tab>
          </TabsList>
          <TabsContent value="daily">
            <LeaderboardTable caption="Today's Rankings" entries={mergeLiveTop(live, daily, username)} loading={loading && !live} username={username} />
          </TabsContent>
          <TabsContent value="all-time">
            <LeaderboardTable caption="All-Time Champions" entries={allTime} loading={loading} username={username} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function LeaderboardTable({ caption, entries, loading, username }: { caption: string; entries: LeaderboardEntry[]; loading: boolean; username: string | null }) {
  if (loading && entries.length === 0) return <Spinner label="Loading the leaderboard…" />;
  if (entries.length === 0) return <Empty>{CROSSWORD_MESSAGES.emptyLeaderboard}</Empty>;
  return (
    <Table>
      <VisuallyHidden asChild>
        <caption>{caption}</caption>
      </VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">
            <abbr title="Rank">#</abbr>
          </th>
          <th scope="col">Player</th>
          <th scope="col">Time</th>
          <th scope="col">Hints</th>
          <th scope="col">
            <abbr title="Mistakes">Miss.</abbr>
          </th>
          <th scope="col">
            <abbr title="Clean solve: no hint and no mistake">Clean</abbr>
          </th>
          <th scope="col">Score</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const isMine = username !== null && entry.username === username;
          const beyondTop = entry.rank > CROSSWORD.leaderboardTop;
          return (
            <EntryRow key={`${entry.id}-${entry.rank}`} $mine={isMine} $separated={beyondTop}>
              <td>{entry.rank}</td>
              <th scope="row">
                {displayName(entry.username)}
                {isMine && <You> (you)</You>}
              </th>
              <td>{formatClock(entry.completionTime)}</td>
              <td>{entry.hintsUsed}</td>
              <td>{entry.mistakesCount}</td>
              <td>
                {isCleanSolve(entry) ? (
                  <>
                    <span aria-hidden="true">✓</span>
                    <VisuallyHidden>yes</VisuallyHidden>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <VisuallyHidden>no</VisuallyHidden>
                  </>
                )}
              </td>
              <td>
                <strong>{entry.score}</strong>
              </td>
            </EntryRow>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Both tabs share the width, so neither is cut off on a phone. */
const Tab = styled(TabsTrigger)`
  flex: 1 1 0;
  white-space: normal;
  padding: 0.5rem;
  line-height: 1.25;
`;

const Empty = styled.p`
  padding: 1.5rem 0.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 0.5rem 0.25rem;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th:nth-child(2),
  td:nth-child(2),
  tbody th {
    text-align: left;
    overflow-wrap: anywhere;
    font-weight: 600;
  }
  thead th {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  abbr {
    text-decoration: none;
  }
  @media (min-width: 40rem) {
    font-size: 1rem;
    th,
    td {
      padding: 0.5rem;
    }
  }
`;

const EntryRow = styled.tr<{ $mine: boolean; $separated: boolean }>`
  background: ${({ theme, $mine }) => ($mine ? theme.colors.highlight : 'transparent')};
  td,
  th {
    border-top: ${({ theme, $separated }) => ($separated ? `3px double ${theme.colors.border}` : 'none')};
  }
`;

const You = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
