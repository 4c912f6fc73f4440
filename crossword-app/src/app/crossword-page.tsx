import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { isoDate, themeFor } from '@edna/shared-contracts/rules';
import { Button, Spinner, useDocumentTitle } from '@edna/ui-kit';
import { fetchPuzzle, PUZZLE_QUERY_KEY } from '../features/puzzle/api/crossword-api';
import { useLeaderboards } from '../features/leaderboard/hooks/use-leaderboards';
import { useUsername } from '../features/username/hooks/use-username';
import { CrosswordBoard } from './crossword-board';

/** /crossword: the Daily Business Theory Challenge (spec sections 2 and 4). */
export function CrosswordPage() {
  const [username, saveUsername] = useUsername();
  const puzzle = useQuery({ queryKey: PUZZLE_QUERY_KEY, queryFn: fetchPuzzle });
  const puzzleDate = puzzle.data?.puzzleDate ?? isoDate();
  const leaderboards = useLeaderboards(puzzleDate, username);
  const theme = puzzle.data?.theme ?? themeFor(puzzleDate);

  useDocumentTitle('Daily Business Theory Challenge');

  return (
    <Page>
      <Intro>
        <Badge>PhD-Level Business Theory</Badge>
        <h1>Daily Business Theory Challenge</h1>
        <FocusLine>
          <span>
            Today&apos;s focus: <strong>{theme}</strong>
          </span>
          {username && (
            <span>
              Playing as: <strong>{username}</strong>
            </span>
          )}
        </FocusLine>
      </Intro>
      {puzzle.isPending && <Spinner label="Loading today's puzzle…" />}
      {puzzle.isError && (
        <Problem role="alert">
          <p>Today&apos;s puzzle could not be loaded. Check your connection and try again.</p>
          <Button onClick={() => void puzzle.refetch()}>Try again</Button>
        </Problem>
      )}
      {puzzle.data && <CrosswordBoard view={puzzle.data} username={username} saveUsername={saveUsername} leaderboards={leaderboards} />}
    </Page>
  );
}

const Page = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  padding-bottom: 2rem;
`;

const Intro = styled.header`
  text-align: center;
  margin-bottom: 1rem;
  h1 {
    font-size: clamp(1.5rem, 5vw, 2.25rem);
    margin: 0.5rem 0;
  }
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0;
  padding: 0.25rem 0.75rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const FocusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem 1.25rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Problem = styled.div`
  text-align: center;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;
