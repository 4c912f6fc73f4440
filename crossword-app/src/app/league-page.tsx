import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isoDate } from '@edna/shared-contracts/rules';
import { Button, Spinner, useDocumentTitle } from '@edna/ui-kit';
import { fetchLeagueBoard, leagueBoardQueryKey } from '../features/leagues/api/leagues-api';
import { CreateLeagueForm } from '../features/leagues/components/create-league-form';
import { JoinLeagueForm } from '../features/leagues/components/join-league-form';
import { LeagueBoard } from '../features/leagues/components/league-board';
import { useLiveLeague } from '../features/leagues/hooks/use-live-league';
import { storedLeagues } from '../features/leagues/lib/stored-leagues';
import { useUsername } from '../features/username/hooks/use-username';
import { LoadProblem } from '../shared/components/load-problem';
import { apiErrorCode } from '@edna/shared-contracts/client';
import { playerId as readPlayerId } from '../shared/lib/player-id';
import { PageFrame } from './page-frame';

/** /crossword/leagues/:code: a league's daily and all-time boards (live), its join form and its link to share. */
export default function LeaguePage() {
  const { code = '' } = useParams();
  const today = isoDate();
  const playerId = useMemo(readPlayerId, []);
  const [username] = useUsername();
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const daily = useQuery({ queryKey: leagueBoardQueryKey(code, today), queryFn: () => fetchLeagueBoard(code, today) });
  const allTime = useQuery({ queryKey: leagueBoardQueryKey(code, 'all-time'), queryFn: () => fetchLeagueBoard(code, 'all-time') });
  const live = useLiveLeague(code);
  const dailyBoard = live?.daily ?? daily.data;
  const allTimeBoard = live?.allTime ?? allTime.data;
  const member = joinedAs !== null || storedLeagues().some((league) => league.code === code);
  useDocumentTitle(dailyBoard ? `${dailyBoard.name} – Crossword League` : 'Crossword League');

  if (daily.isError) {
    return (
      <PageFrame title="Crossword League" line={<Link to="/crossword">Today&apos;s puzzle</Link>}>
        <LoadProblem
          text={apiErrorCode(daily.error) === 'league_not_found' ? 'There is no league with this link. Check the link you were sent.' : 'The league could not be loaded.'}
          onRetry={() => void daily.refetch()}
        />
        <CreateLeagueForm />
      </PageFrame>
    );
  }
  if (!dailyBoard) return <Spinner label="Loading the league…" />;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/crossword/leagues/${code}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <PageFrame
      title={dailyBoard.name}
      line={
        <>
          <span>
            League of <strong>{dailyBoard.members}</strong> {dailyBoard.members === 1 ? 'member' : 'members'}: each member&apos;s first solve of the day counts.
          </span>
          <Link to="/crossword">Today&apos;s puzzle</Link>
        </>
      }
    >
      <p>
        <Button type="button" variant="outline" size="sm" onClick={() => void copyLink()}>
          Copy join link
        </Button>{' '}
        <span role="status">{copied ? 'Link copied.' : ''}</span>
      </p>
      {member ? (
        <p>{joinedAs ? `You joined as ${joinedAs}. Solve today's puzzle to appear on the board.` : 'You are a member of this league.'}</p>
      ) : (
        <JoinLeagueForm league={{ code, name: dailyBoard.name }} playerId={playerId} initialName={username ?? ''} onJoined={setJoinedAs} />
      )}
      <LeagueBoard caption="Today" entries={dailyBoard.entries} emptyText="No member has solved today's puzzle yet." />
      {allTimeBoard && <LeagueBoard caption="All time" entries={allTimeBoard.entries} emptyText="No solves yet." />}
    </PageFrame>
  );
}
