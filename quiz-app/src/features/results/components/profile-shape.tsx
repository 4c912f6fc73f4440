import styled from 'styled-components';
import { inHighContrast } from '@edna/ui-kit';
import { profileBalanceLabel, traitDominanceLabel } from '@edna/shared-contracts/rules';
import { BALANCE_ZONES, DOMINANCE_ZONES, balanceExplanation, dominanceExplanation, type LabelZone } from '../model/explanations';
import { Bars } from './type-breakdown';

interface ProfileShapeProps {
  balance?: number;
  dominance?: number;
}

/**
 * Profile balance and trait dominance: each a 0–100 score drawn on a scale cut into its label zones, so a quarter
 * of the way along visibly sits in the zone its label names, with one sentence on what that label means.
 */
export function ProfileShape({ balance, dominance }: ProfileShapeProps) {
  const scales = [
    balance === undefined ? null : { name: 'Profile balance', score: balance, label: profileBalanceLabel(balance), zones: BALANCE_ZONES, explanation: balanceExplanation(balance) },
    dominance === undefined
      ? null
      : { name: 'Trait dominance', score: dominance, label: traitDominanceLabel(dominance), zones: DOMINANCE_ZONES, explanation: dominanceExplanation(dominance) },
  ];
  return (
    <Scales>
      {scales.map((scale) => scale && <ZoneScale key={scale.name} {...scale} />)}
    </Scales>
  );
}

interface ZoneScaleProps {
  name: string;
  score: number;
  label: string;
  zones: readonly LabelZone[];
  explanation: string;
}

function ZoneScale({ name, score, label, zones, explanation }: ZoneScaleProps) {
  const position = Math.max(0, Math.min(100, score));
  return (
    <li>
      <Heading>
        <span>{name}</span>
        <strong>
          {label} <Score>· {Math.round(score)} of 100</Score>
        </strong>
      </Heading>
      <Track aria-hidden="true">
        {zones.map((zone) => (
          <Zone key={zone.label} $from={zone.from} $to={zone.to} $current={zone.label === label} />
        ))}
        <Marker style={{ left: `${position}%` }} />
      </Track>
      <ZoneLabels aria-hidden="true">
        {zones.map((zone) => (
          <ZoneLabel key={zone.label} $from={zone.from} $to={zone.to} $current={zone.label === label}>
            {zone.label}
          </ZoneLabel>
        ))}
      </ZoneLabels>
      <Explanation>{explanation}</Explanation>
    </li>
  );
}

const Scales = styled(Bars)`
  gap: 1.5rem;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
`;

const Score = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.span`
  position: relative;
  display: block;
  height: 0.75rem;
  margin: 0.25rem 0;
`;

const Zone = styled.span<{ $from: number; $to: number; $current: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: ${({ $from }) => $from}%;
  width: calc(${({ $from, $to }) => $to - $from}% - 2px);
  border-radius: 0.25rem;
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.surfaceAlt)};
  border: none;
  ${inHighContrast} {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Marker = styled.span`
  position: absolute;
  top: -0.3rem;
  bottom: -0.3rem;
  width: 0.375rem;
  margin-left: -0.1875rem;
  border-radius: 0.25rem;
  background: ${({ theme }) => theme.colors.text};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

const ZoneLabels = styled.span`
  position: relative;
  display: block;
  height: 1.25rem;
  font-size: 0.8125rem;
`;

const ZoneLabel = styled.span<{ $from: number; $to: number; $current: boolean }>`
  position: absolute;
  left: ${({ $from }) => $from}%;
  width: ${({ $from, $to }) => $to - $from}%;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme, $current }) => ($current ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
`;

const Explanation = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
