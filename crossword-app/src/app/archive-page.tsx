import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@edna/ui-kit';
import { ArchiveList } from '../features/archive/components/archive-list';
import { playerId as readPlayerId } from '../shared/lib/player-id';
import { PageFrame } from './page-frame';

/** /crossword/archive: every past daily puzzle, playable in practice mode. */
export default function ArchivePage() {
  const playerId = useMemo(readPlayerId, []);
  useDocumentTitle('Crossword Archive');
  return (
    <PageFrame
      title="Crossword Archive"
      line={
        <>
          <span>Past daily puzzles to play in practice mode: checked the same way, never ranked.</span>
          <Link to="/crossword">Today&apos;s puzzle</Link>
        </>
      }
    >
      <ArchiveList playerId={playerId} />
    </PageFrame>
  );
}
