import styled from 'styled-components';
import { VisuallyHidden } from '@edna/ui-kit';
import { clueHeading, directionLabel, type ClueModel } from '../lib/grid-model';

/**
 * The current clue above the grid ("3 Down: clue text (7)"), and a polite announcement when it changes. The board
 * sticks it below the site header with the message bar, so both stay in view while the solver types in the lower rows.
 */
export function ClueBar({ clue }: { clue: ClueModel | null }) {
  return (
    <>
      <Bar aria-hidden={clue ? undefined : true}>{clue ? clueHeading(clue) : 'Select a cell or a clue to start.'}</Bar>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {clue ? `${clue.number} ${directionLabel(clue.direction)}, ${clue.length} letters: ${clue.clue}` : ''}
      </VisuallyHidden>
    </>
  );
}

const Bar = styled.p`
  min-height: 3.25rem;
  margin: 0;
  width: 100%;
  padding: 0.5rem 0.75rem;
  font-weight: 600;
  line-height: 1.35;
  background: ${({ theme }) => theme.colors.highlight};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
`;
