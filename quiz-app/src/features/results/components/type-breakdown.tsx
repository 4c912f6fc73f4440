import styled, { useTheme } from 'styled-components';
import { TYPE_INFO } from '@edna/shared-contracts/rules';
import type { QuizResult, ResultPercentiles } from '@edna/shared-contracts';
import { percentileSentence } from '../model/explanations';
import { percentageOf } from '../model/stored-result';
import { MeterBar } from './meter';

interface TypeBreakdownProps {
  result: Omit<QuizResult, 'resultId'>;
  percentiles?: ResultPercentiles | null;
}

/** The five types with their percentages (and, once there are enough results, how that compares with everyone). */
export function TypeBreakdown({ result, percentiles }: TypeBreakdownProps) {
  const theme = useTheme();
  return (
    <Bars>
      {TYPE_INFO.map((info, index) => (
        <li key={info.type}>
          <BarLabel>
            <span>{info.type}</span>
            <strong>{percentageOf(result, index)}%</strong>
          </BarLabel>
          <MeterBar value={percentageOf(result, index)} color={theme.colors.types[index]} />
          {percentiles && <Percentile>{percentileSentence(info.type, percentiles.byCategory[info.key])}</Percentile>}
        </li>
      ))}
    </Bars>
  );
}

export const Bars = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 0.375rem;
  }
`;

export const BarLabel = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
`;

const Percentile = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
