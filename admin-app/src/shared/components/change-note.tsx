import styled from 'styled-components';
import { VisuallyHidden } from '@edna/ui-kit';
import { previousPeriodName, type RangePreset } from '../range/date-range';
import { figureChange, type BetterDirection, type FigureChange, type FigureUnit } from '../lib/figure-change';

const ARROWS = { up: '▲', down: '▼', same: '■', new: '▲' } as const;
const TONE_WORDS = { good: ' (better)', bad: ' (worse)', neutral: '' } as const;

/**
 * "▲ +5 (+25%) vs the previous 7 days" for a figure, in the figure's unit, or nothing when the range has no previous
 * period (all time). The arrow and the sign carry the direction; the colour (green when the change is good news, red
 * when it is bad) is repeated in words for screen readers.
 */
export function ChangeNote({
  value,
  previous,
  preset,
  unit = 'count',
  better,
}: {
  value: number;
  previous: number | null | undefined;
  preset: RangePreset;
  unit?: FigureUnit;
  better: BetterDirection;
}) {
  const period = previousPeriodName(preset);
  const change = figureChange(value, previous, unit, better);
  if (!period || !change) return null;
  return (
    <Note $tone={change.tone} data-tone={change.tone}>
      <span aria-hidden="true">{ARROWS[change.direction]} </span>
      {noteText(change, period)}
      <VisuallyHidden>{TONE_WORDS[change.tone]}</VisuallyHidden>
    </Note>
  );
}

function noteText(change: FigureChange, period: string): string {
  if (change.direction !== 'new') return `${change.text} vs ${period}`;
  return change.text ? `${change.text} (none in ${period})` : `none in ${period}`;
}

const Note = styled.span<{ $tone: FigureChange['tone'] }>`
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : $tone === 'good' ? theme.colors.success : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;
