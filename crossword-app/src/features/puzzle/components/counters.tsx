import styled, { css } from 'styled-components';
import { CROSSWORD, formatClock } from '@edna/shared-contracts/rules';
import { VisuallyHidden } from '@edna/ui-kit';
import { isMistakeWarning, isTimeRunningOut, remainingSeconds } from '../lib/countdown';

export interface CountersProps {
  elapsed: number;
  solved: number;
  total: number;
  hintsUsed: number;
  mistakes: number;
}

/** Time remaining (countdown from 3600 s, red after 80 %), clues solved, hints n/3, mistakes n/5 (red above 3). */
export function Counters({ elapsed, solved, total, hintsUsed, mistakes }: CountersProps) {
  const timeWarning = isTimeRunningOut(elapsed);
  const mistakeWarning = isMistakeWarning(mistakes);
  return (
    <List>
      <Counter $warning={timeWarning}>
        <dt>Time remaining</dt>
        <dd>
          <span role="timer" aria-live="off">
            {formatClock(remainingSeconds(elapsed))}
          </span>
          {timeWarning && (
            <>
              <WarningMark aria-hidden="true">⚠</WarningMark>
              <VisuallyHidden>(less than a fifth of the time left)</VisuallyHidden>
            </>
          )}
        </dd>
      </Counter>
      <Counter $warning={false}>
        <dt>Clues solved</dt>
        <dd>
          {solved}/{total}
        </dd>
      </Counter>
      <Counter $warning={false}>
        <dt>Hints</dt>
        <dd>
          {hintsUsed}/{CROSSWORD.maxHints}
        </dd>
      </Counter>
      <Counter $warning={mistakeWarning}>
        <dt>Mistakes</dt>
        <dd>
          {mistakes}/{CROSSWORD.maxMistakes}
          {mistakeWarning && (
            <>
              <WarningMark aria-hidden="true">⚠</WarningMark>
              <VisuallyHidden>(one more resets the puzzle)</VisuallyHidden>
            </>
          )}
        </dd>
      </Counter>
    </List>
  );
}

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0 0 1rem;
`;

const Counter = styled.div<{ $warning: boolean }>`
  padding: 0.5rem 0.25rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  dt {
    font-size: 0.75rem;
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.125rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ${({ $warning, theme }) =>
    $warning &&
    css`
      border: 2px solid ${theme.colors.danger};
      dd {
        color: ${theme.colors.danger};
      }
    `}
  @media (min-width: 40rem) {
    dt {
      font-size: 0.875rem;
    }
    dd {
      font-size: 1.375rem;
    }
  }
`;

const WarningMark = styled.span`
  margin-left: 0.25rem;
  font-size: 0.875em;
`;
