import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export type SpinnerSize = 'sm' | 'md' | 'lg';

const pixels: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

const Root = styled.span<{ $inline: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
`;

const Ring = styled.span<{ $px: number }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border: ${({ $px }) => Math.max(2, Math.round($px / 8))}px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Announced to screen readers; default "Loading…". */
  label?: string;
  size?: SpinnerSize | number;
  /** Show the label next to the ring instead of only to screen readers. */
  showLabel?: boolean;
  /** Render inline (default) or as a centred block. */
  inline?: boolean;
}

export function Spinner({ label = 'Loading…', size = 'md', showLabel = false, inline = true, ...rest }: SpinnerProps) {
  const px = typeof size === 'number' ? size : pixels[size];
  return (
    <Root role="status" $inline={inline} {...rest}>
      <Ring $px={px} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
