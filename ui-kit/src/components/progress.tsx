import type { ComponentPropsWithRef } from 'react';
import * as ProgressPrimitive from '@radix-ui/react-progress';
import styled from 'styled-components';
import { QUIZ } from '@edna/shared-contracts/rules';
import { inHighContrast } from '../theme/selectors';

const Track = styled(ProgressPrimitive.Root)<{ $height: string }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: none;
  ${inHighContrast} {
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Bar = styled(ProgressPrimitive.Indicator)`
  width: 100%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: transform 300ms ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface ProgressProps
  extends Omit<ComponentPropsWithRef<typeof ProgressPrimitive.Root>, 'value' | 'max' | 'getValueLabel' | 'children'> {
  /** Current value; null means indeterminate. */
  value: number | null;
  /** Default 100 (spec: the progress bar maximum defaults to 100). */
  max?: number;
  /** Accessible name, unless aria-labelledby is given. */
  label?: string;
  /** Read out instead of the default percentage, e.g. "Question 3 of 20". */
  valueText?: string;
  /** Bar thickness; default 0.625rem. */
  height?: string;
}

export function Progress({ value, max = QUIZ.progressMax, label, valueText, height = '0.625rem', ...rest }: ProgressProps) {
  const safeMax = max > 0 ? max : QUIZ.progressMax;
  const clamped = value === null ? null : Math.min(Math.max(value, 0), safeMax);
  const percent = clamped === null ? 0 : (clamped / safeMax) * 100;
  return (
    <Track
      value={clamped}
      max={safeMax}
      aria-label={label}
      getValueLabel={valueText === undefined ? undefined : () => valueText}
      $height={height}
      {...rest}
    >
      <Bar style={{ transform: `translateX(-${100 - percent}%)` }} />
    </Track>
  );
}
