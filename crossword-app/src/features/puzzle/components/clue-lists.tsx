import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@edna/ui-kit';
import { PlainList } from '../../../shared/components/plain-list';
import { directionLabel, type ClueModel } from '../lib/grid-model';

export interface ClueListsProps {
  clues: ClueModel[];
  solved: readonly number[];
  selectedClueId: number | null;
  crossingClueId: number | null;
  onSelect: (clue: ClueModel) => void;
}

/**
 * The Across and Down lists beside the grid on wide screens: the selected clue and the one crossing it at the
 * cursor are highlighted, solved ones ticked. A click selects the clue (its first square takes the focus).
 */
export function ClueLists({ clues, solved, selectedClueId, crossingClueId, onSelect }: ClueListsProps) {
  return (
    <Lists aria-label="Clues">
      {(['across', 'down'] as const).map((direction) => {
        const list = clues.filter((clue) => clue.direction === direction);
        if (list.length === 0) return null;
        return (
          <section key={direction} aria-labelledby={`clue-list-${direction}`}>
            <Heading id={`clue-list-${direction}`}>{directionLabel(direction)}</Heading>
            <PlainList $gap="0.375rem">
              {list.map((clue) => {
                const isSolved = solved.includes(clue.id);
                const role = clue.id === selectedClueId ? 'current' : clue.id === crossingClueId ? 'crossing' : 'none';
                return (
                  <li key={clue.id}>
                    <ClueButton type="button" $role={role} $solved={isSolved} aria-current={role === 'current' ? 'true' : undefined} onClick={() => onSelect(clue)}>
                      <Number>{clue.number}</Number>
                      <span>
                        {clue.clue} <Length>({clue.length})</Length>
                        {isSolved && <Solved> ✓ Solved</Solved>}
                        {role === 'crossing' && <VisuallyHidden> (crosses the current clue)</VisuallyHidden>}
                      </span>
                    </ClueButton>
                  </li>
                );
              })}
            </PlainList>
          </section>
        );
      })}
    </Lists>
  );
}

const Lists = styled.nav`
  display: grid;
  gap: 1rem;
  align-content: start;
`;

const Heading = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 0.9375rem;
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const ClueButton = styled.button<{ $role: 'current' | 'crossing' | 'none'; $solved: boolean }>`
  display: grid;
  grid-template-columns: 1.75rem 1fr;
  gap: 0.25rem;
  width: 100%;
  padding: 0.5rem 0.625rem;
  text-align: left;
  font: inherit;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  ${({ $role, theme }) =>
    $role === 'current' &&
    css`
      background: ${theme.colors.highlight};
      border-left-color: ${theme.colors.primary};
      font-weight: 600;
    `}
  ${({ $role, theme }) =>
    $role === 'crossing' &&
    css`
      border-left-color: ${theme.colors.textMuted};
      border-left-style: dashed;
    `}
  ${({ $solved, $role, theme }) =>
    $solved &&
    $role === 'none' &&
    css`
      background: ${theme.colors.successSurface};
    `}
`;

const Number = styled.strong`
  font-variant-numeric: tabular-nums;
`;

const Length = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Solved = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.success};
  white-space: nowrap;
`;
