import type { ReactElement, ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';
import { SHELL } from '@edna/shared-contracts/site';
import { useTooltipSettings } from '@edna/ui-kit';
import { noMotion, zIndex } from './internal';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Content = styled(TooltipPrimitive.Content)`
  z-index: ${zIndex.tooltip};
  max-width: min(20rem, calc(100vw - 1rem));
  padding: 0.375rem 0.625rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: 0.875rem;
  line-height: 1.4;
  &[data-state='delayed-open'],
  &[data-state='instant-open'] {
    animation: ${fadeIn} 120ms ease-out;
  }
  ${noMotion}
`;

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (it receives the trigger props and ref). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A hover/focus hint using the delays of the nearest TooltipProvider (700 ms, skip delay 300 ms by default). */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange }: TooltipProps) {
  const { delayDuration, skipDelayDuration } = useTooltipSettings();
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <TooltipPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <Content side={side} sideOffset={SHELL.tooltipOffsetPx} collisionPadding={8}>
            {content}
          </Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
