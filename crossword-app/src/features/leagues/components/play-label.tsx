import styled from 'styled-components';
import type { Play } from '@edna/shared-contracts';

const REASONS: Record<NonNullable<Play['reason']>, string> = {
  archive: 'an archive puzzle is never ranked',
  repeat_session: 'you already have a ranked play today',
  address_limit: 'ranked plays from your network are used up for today',
  address_probing: 'a session on your network revealed the grid by guessing letters today',
};

/** "Ranked" or "Practice", with why and when ranked play comes back (in the player's own time). */
export function playLabelText(play: Play, formatTime: (iso: string) => string = (iso) => new Date(iso).toLocaleString([], { weekday: 'short', hour: '2-digit', minute: '2-digit' })): string {
  if (play.kind === 'ranked') return 'Ranked';
  const why = play.reason ? `: ${REASONS[play.reason]}` : '';
  const when = play.rankedAgainAt ? `. Ranked play is back with the next puzzle (${formatTime(play.rankedAgainAt)}).` : '.';
  return `Practice${why}${when}`;
}

/**
 * The play's label for the board's header: "Ranked" from the start, or "Practice" with the reason and when ranked
 * play comes back. `play` comes from the session answer, then from the check that claimed the play.
 */
export function PlayLabel({ play }: { play: Play | undefined }) {
  if (!play) return null;
  return (
    <Label data-kind={play.kind} data-testid="play-label" role="status">
      {playLabelText(play)}
    </Label>
  );
}

const Label = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  &[data-kind='ranked'] {
    color: ${({ theme }) => theme.colors.success};
  }
  &[data-kind='practice'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
