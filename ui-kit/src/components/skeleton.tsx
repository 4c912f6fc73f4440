import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { cssSize } from './internal';
import { inHighContrast } from '../theme/selectors';

// The shimmer moves a highlight across the block with a transform, which the compositor animates on its own: an
// animated background position would repaint every placeholder on the main thread in every frame while the page
// loads, the time the page's scripts need it most.
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  position: relative;
  overflow: hidden;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: none;
  ${inHighContrast} {
    border: 1px dashed ${({ theme }) => theme.colors.border};
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => `linear-gradient(90deg, transparent 0%, ${theme.colors.highlight} 50%, transparent 100%)`};
    transform: translateX(-100%);
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      display: none;
    }
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
