import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { cssSize } from './internal';
import { inHighContrast } from '../theme/selectors';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) =>
    `linear-gradient(90deg, ${theme.colors.surfaceAlt} 25%, ${theme.colors.highlight} 50%, ${theme.colors.surfaceAlt} 75%)`};
  background-size: 200% 100%;
  border: none;
  ${inHighContrast} {
    border: 1px dashed ${({ theme }) => theme.colors.border};
  }
  animation: ${shimmer} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Numbers are pixels. Default 100%. */
  width?: string | number;
  /** Numbers are pixels. Default 1rem. */
  height?: string | number;
  /** Numbers are pixels. Default theme radius sm. */
  radius?: string | number;
}

/** A placeholder block, hidden from assistive technology; pair it with a Spinner or aria-busy on the region. */
export function Skeleton({ width = '100%', height = '1rem', radius = '0.375rem', ...rest }: SkeletonProps) {
  return (
    <Block aria-hidden="true" $width={cssSize(width) ?? '100%'} $height={cssSize(height) ?? '1rem'} $radius={cssSize(radius) ?? '0.375rem'} {...rest} />
  );
}
