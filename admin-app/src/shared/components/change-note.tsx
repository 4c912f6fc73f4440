import styled from 'styled-components';
import { changeAgainst, previousPeriodName, type RangePreset } from '../range/date-range';

const ARROWS = { up: '▲', down: '▼', same: '■', new: '▲' } as const;

/** "▲ +25% vs the previous 7 days" for a figure, or nothing when the range has no previous period (all time). */
export function ChangeNote({ value, previous, preset }: { value: number; previous: number | null | undefined; preset: RangePreset }) {
  const period = previousPeriodName(preset);
  const change = changeAgainst(value, previous);
  if (!period || !change) return null;
  return (
    <Note $direction={change.direction}>
      <span aria-hidden="true">{ARROWS[change.direction]} </span>
      {change.direction === 'new' ? `${change.text} (none in ${period})` : `${change.text} vs ${period}`}
    </Note>
  );
}

const Note = styled.span<{ $direction: 'up' | 'down' | 'same' | 'new' }>`
  color: ${({ theme, $direction }) => ($direction === 'down' ? theme.colors.danger : $direction === 'same' ? theme.colors.textMuted : theme.colors.success)};
  font-variant-numeric: tabular-nums;
`;
