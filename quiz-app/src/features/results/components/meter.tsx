import styled from 'styled-components';
import { inHighContrast } from '@edna/ui-kit';

/** A horizontal bar for a value from 0 to 100. Decorative: the number is always written next to it. */
export function MeterBar({ value, color }: { value: number; color?: string }) {
  const width = Math.max(0, Math.min(100, value));
  return (
    <Track aria-hidden="true">
      <Fill style={{ width: `${width}%`, ...(color ? { background: color } : {}) }} />
    </Track>
  );
}

const Track = styled.span`
  display: block;
  width: 100%;
  height: 0.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: none;
  ${inHighContrast} {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 600ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
