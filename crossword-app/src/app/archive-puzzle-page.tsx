import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isoDate } from '@edna/shared-contracts/rules';
import { Spinner, useDocumentTitle } from '@edna/ui-kit';
import { fetchPuzzle, puzzleQueryKey } from '../features/puzzle/api/crossword-api';
import { useUsername } from '../features/username/hooks/use-username';
import { apiErrorStatus } from '@edna/shared-contracts/client';
import { playerId as readPlayerId } from '../shared/lib/player-id';
import { CrosswordBoard } from './crossword-board';
import { LoadProblem } from '../shared/components/load-problem';
import { PageFrame } from './page-frame';

/** /crossword/:date: a past daily puzzle in practice mode (the same server checks, never ranked). Today's date is /crossword. */
export default function ArchivePuzzlePage() {
  const { date = '' } = useParams();
  const isToday = date === isoDate();
  const [username, saveUsername] = useUsername();
  const playerId = useMemo(readPlayerId, []);
  const puzzle = useQuery({ queryKey: puzzleQueryKey(date), queryFn: () => fetchPuzzle(date), enabled: !isToday });
  useDocumentTitle(`Crossword of ${date} (practice)`);

  if (isToday) return <Navigate to="/crossword" replace />;
  return (
    <PageFrame
      title="Daily Business Theory Challenge"
      line={
        <>
          <span>
            Practice: the puzzle of <strong>{date}</strong>
            {puzzle.data && (
              <>
                , focus <strong>{puzzle.data.theme}</strong>
              </>
            )}
          </span>
          <Link to="/crossword/archive">All past puzzles</Link>
        </>
      }
    >
      {puzzle.isPending && <Spinner label="Loading the puzzle…" />}
      {puzzle.isError &&
        (apiErrorStatus(puzzle.error) === 404 || apiErrorStatus(puzzle.error) === 400 ? (
          <LoadProblem text={`There is no daily puzzle of ${date} in the archive.`}>
            <p>
              <Link to="/crossword/archive">See the past puzzles</Link>
            </p>
          </LoadProblem>
        ) : (
          <LoadProblem text="The puzzle could not be loaded. Check your connection and try again." onRetry={() => void puzzle.refetch()} />
        ))}
      {puzzle.data && (
        <CrosswordBoard key={puzzle.data.puzzleDate} view={puzzle.data} archiveDate={date} playerId={playerId} username={username} saveUsername={saveUsername} leaderboards={null} />
      )}
    </PageFrame>
  );
}
