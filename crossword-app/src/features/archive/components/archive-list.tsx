import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Spinner } from '@edna/ui-kit';
import { LoadProblem } from '../../../shared/components/load-problem';
import { PlainList } from '../../../shared/components/plain-list';
import { archiveQueryKey, fetchArchive } from '../api/archive-api';

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const readableDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** Past daily puzzles, newest first, each a link to play it in practice mode; the ones this player solved are ticked. */
export function ArchiveList({ playerId }: { playerId: string }) {
  const archive = useQuery({ queryKey: archiveQueryKey(playerId), queryFn: () => fetchArchive(playerId), staleTime: 0 });
  if (archive.isPending) return <Spinner label="Loading past puzzles…" />;
  if (archive.isError) {
    return <LoadProblem text="The archive could not be loaded. Check your connection and try again." onRetry={() => void archive.refetch()} />;
  }
  const { puzzles } = archive.data;
  if (puzzles.length === 0) return <Empty>No past puzzles yet. Today&apos;s puzzle joins the archive tomorrow.</Empty>;
  return (
    <PlainList $gap="0.5rem">
      {puzzles.map((puzzle) => (
        <li key={puzzle.puzzleDate}>
          <PuzzleLink to={`/crossword/${puzzle.puzzleDate}`}>
            <strong>{readableDate(puzzle.puzzleDate)}</strong>
            <span>{puzzle.theme}</span>
            {puzzle.solved && <Solved>✓ Solved</Solved>}
          </PuzzleLink>
        </li>
      ))}
    </PlainList>
  );
}

const PuzzleLink = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  padding: 0.75rem 1rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Solved = styled.em`
  margin-left: auto;
  font-style: normal;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;

const Empty = styled.p`
  padding: 1.5rem 0.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
