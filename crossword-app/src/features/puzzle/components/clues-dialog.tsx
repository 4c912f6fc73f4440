import styled, { css } from 'styled-components';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@edna/ui-kit/dialog';
import { focusRing } from '@edna/ui-kit';
import { PlainList } from '../../../shared/components/plain-list';
import type { ClueModel } from '../lib/grid-model';

export interface CluesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clues: ClueModel[];
  solved: readonly number[];
  selectedClueId: number | null;
  onSelect: (clue: ClueModel) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Today's Clues: Across and Down lists with numbers; a click selects the clue; solved ones are green with a ✓. */
export function CluesDialog({ open, onOpenChange, clues, solved, selectedClueId, onSelect, onCloseAutoFocus }: CluesDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        maxWidth="36rem"
        aria-describedby="crossword-clues-description"
        // A chosen clue's first square takes the focus (after 100 ms); otherwise the button that opened the dialog.
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogTitle>Today&apos;s Clues</DialogTitle>
        <DialogDescription id="crossword-clues-description">Choose a clue to highlight it in the grid and start typing.</DialogDescription>
        {(['across', 'down'] as const).map((direction) => {
          const list = clues.filter((clue) => clue.direction === direction);
          if (list.length === 0) return null;
          return (
            <section key={direction} aria-labelledby={`clues-${direction}`}>
              <Heading id={`clues-${direction}`}>{direction === 'across' ? 'Across' : 'Down'}</Heading>
              <PlainList $gap="0.5rem">
                {list.map((clue) => {
                  const isSolved = solved.includes(clue.id);
                  return (
                    <li key={clue.id}>
                      <ClueButton
                        type="button"
                        $solved={isSolved}
                        aria-current={clue.id === selectedClueId ? 'true' : undefined}
                        onClick={() => onSelect(clue)}
                      >
                        <strong>{clue.number}.</strong> <span>{clue.clue}</span> <Length>({clue.length})</Length>
                        {isSolved && <SolvedMark>✓ Solved</SolvedMark>}
                      </ClueButton>
                    </li>
                  );
                })}
              </PlainList>
            </section>
          );
        })}
      </DialogContent>
    </Dialog>
  );
}

const Heading = styled.h3`
  margin: 1rem 0 0.5rem;
  font-size: 1rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const ClueButton = styled.button<{ $solved: boolean }>`
  display: block;
  width: 100%;
  padding: 0.625rem 0.75rem;
  text-align: left;
  font: inherit;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.highlight};
  }
  &[aria-current='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ${({ $solved, theme }) =>
    $solved &&
    css`
      background: ${theme.colors.successSurface};
      border-color: ${theme.colors.success};
      color: ${theme.colors.text};
    `}
  ${focusRing}
`;

const Length = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const SolvedMark = styled.span`
  display: block;
  margin-top: 0.25rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
`;
