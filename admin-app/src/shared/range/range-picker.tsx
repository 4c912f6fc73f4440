import { useId } from 'react';
import styled from 'styled-components';
import { Field, Input } from '@edna/ui-kit';
import { Switch } from '@edna/ui-kit/switch';
import { RANGE_LABELS, RANGE_PRESETS, RANGE_PROBLEM_TEXT, rangeProblem, type RangePreset, type RangeSelection } from './date-range';

function isPreset(value: string): value is RangePreset {
  return (RANGE_PRESETS as readonly string[]).includes(value);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Date range (a preset or two days), and whether bot traffic counts; every figure below follows it. */
export function RangePicker({ selection, onChange }: { selection: RangeSelection; onChange: (selection: RangeSelection) => void }) {
  const id = useId();
  const problem = rangeProblem(selection);
  const choosePreset = (value: string) => {
    if (!isPreset(value)) return;
    if (value !== 'custom') return onChange({ preset: value, includeBots: selection.includeBots });
    // A custom range starts as the last 7 days, so it is valid from the first moment.
    const end = today();
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    onChange({ preset: 'custom', from: selection.from || start, to: selection.to || end, includeBots: selection.includeBots });
  };
  return (
    <Bar role="group" aria-labelledby={`${id}-title`}>
      <BarTitle id={`${id}-title`}>Date range and traffic</BarTitle>
      <Field label="Date range">
        <Input as="select" value={selection.preset} onChange={(event) => choosePreset(event.currentTarget.value)}>
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {RANGE_LABELS[preset]}
            </option>
          ))}
        </Input>
      </Field>
      {selection.preset === 'custom' ? (
        <>
          <Field label="From (UTC day)" error={problem ? RANGE_PROBLEM_TEXT[problem] : undefined}>
            <Input type="date" value={selection.from ?? ''} max={today()} onChange={(event) => onChange({ ...selection, from: event.currentTarget.value })} />
          </Field>
          <Field label="To (UTC day)">
            <Input type="date" value={selection.to ?? ''} onChange={(event) => onChange({ ...selection, to: event.currentTarget.value })} />
          </Field>
        </>
      ) : null}
      <BotSwitch>
        <Switch
          label="Include bots"
          hint="Events from crawlers and headless browsers are kept but left out of every figure unless this is on."
          checked={selection.includeBots}
          onCheckedChange={(includeBots) => onChange({ ...selection, includeBots })}
        />
      </BotSwitch>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  align-items: start;
  gap: 0.75rem 1rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const BarTitle = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-weight: 600;
`;

const BotSwitch = styled.div`
  grid-column: 1 / -1;
  max-width: 36rem;
`;
