import { useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { CROSSWORD_FRAME, isoDate, themeFor } from '@edna/shared-contracts/rules';
import { Spinner, useDocumentTitle } from '@edna/ui-kit';
import type { PuzzleView } from '@edna/shared-contracts';
import { fetchPuzzle } from '../features/puzzle/api/crossword-api';
import { useLeaderboards } from '../features/leaderboard/hooks/use-leaderboards';
import { useUsername } from '../features/username/hooks/use-username';
import { useRead } from '../shared/hooks/use-read';
import { playerId as readPlayerId } from '../shared/lib/player-id';
import { CrosswordBoard } from './crossword-board';
import { LoadProblem } from '../shared/components/load-problem';
import { PageFrame } from './page-frame';

const noSubscription = () => () => undefined;

/** Today's puzzle once loaded: the page opened again during the visit shows it at once. */
let todaysPuzzle: PuzzleView | undefined;
const loadTodaysPuzzle = async (signal: AbortSignal) => (todaysPuzzle = await fetchPuzzle(null, signal));

/**
 * /crossword: the Daily Business Theory Challenge. The shell renders it without its data client (React Query), so a
 * first visit does not download that library: its reads (the puzzle, the leaderboards, the stats dialog) go through
 * `useRead` (crossword-app/rspack.config.mjs declares the page).
 */
export function CrosswordPage() {
  const [username, saveUsername] = useUsername();
  const playerId = useMemo(readPlayerId, []);
  const puzzle = useRead('today’s puzzle', loadTodaysPuzzle, { enabled: !todaysPuzzle, initialData: todaysPuzzle });
  // The board is a large tree: its first render runs as a transition, in slices between which the browser answers
  // input, while the grid's placeholder stays on screen.
  const board = useDeferredValue(puzzle.data);
  const puzzleDate = puzzle.data?.puzzleDate ?? isoDate();
  const leaderboards = useLeaderboards(puzzleDate, username);
  // Today's theme from the puzzle, or from today's date, which a page rendered ahead of time (its first paint, built
  // on another day) cannot know: it shows once the browser has taken the page over.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const theme = puzzle.data?.theme ?? (hydrated ? themeFor(puzzleDate) : null);

  useDocumentTitle(CROSSWORD_FRAME.title);

  return (
    <PageFrame
      title={CROSSWORD_FRAME.title}
      line={
        <>
          <FocusLine>
            {CROSSWORD_FRAME.focusLabel} <strong>{theme}</strong>
          </FocusLine>
          {username && (
            <span>
              Playing as: <strong>{username}</strong>
            </span>
          )}
          <Link to="/crossword/archive">{CROSSWORD_FRAME.pastPuzzles}</Link>
        </>
      }
    >
      {(puzzle.isPending || (puzzle.data && !board)) && (
        <GridPlaceholder aria-busy="true">
          <Spinner label="Loading today's puzzle…" />
        </GridPlaceholder>
      )}
      {puzzle.isError && <LoadProblem text="Today's puzzle could not be loaded. Check your connection and try again." onRetry={() => void puzzle.refetch()} />}
      {board && (
        <CrosswordBoard
          key={board.puzzleDate}
          view={board}
          archiveDate={null}
          playerId={playerId}
          username={username}
          saveUsername={saveUsername}
          leaderboards={leaderboards}
        />
      )}
    </PageFrame>
  );
}

/** The grid's place while today's puzzle loads: a square of the grid's width, so the page's first view shows it. */
const GridPlaceholder = styled.div`
  display: grid;
  place-items: center;
  width: min(100%, 32rem);
  aspect-ratio: 1;
  margin: 0 auto;
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

// A line of its own: the theme fills in only once the browser has the page, and a line that grew then would push the
// archive link onto a new line and the grid below it down.
const FocusLine = styled.span`
  flex-basis: 100%;
`;
