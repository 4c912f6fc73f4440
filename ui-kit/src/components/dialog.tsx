import { useRef, type ComponentPropsWithRef } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './button';
import { CloseIcon, cssSize, noMotion, zIndex } from './internal';
import { inHighContrast } from '../theme/selectors';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const contentIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  &[data-state='open'] {
    animation: ${fadeIn} 150ms ease-out;
  }
  ${noMotion}
`;

const Content = styled(DialogPrimitive.Content)<{ $maxWidth: string }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${zIndex.dialog};
  transform: translate(-50%, -50%);
  width: calc(100vw - 1.5rem);
  max-width: ${({ $maxWidth }) => $maxWidth};
  max-height: 90vh;
  max-height: 90dvh;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-state='open'] {
    animation: ${contentIn} 180ms ease-out;
  }
  ${inHighContrast} {
    border-width: 2px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: 1.75rem;
    width: calc(100vw - 3rem);
  }
  ${noMotion}
`;

const CloseCorner = styled.div`
  position: absolute;
  top: 0.5rem;
  right: 0.5rem;
`;

export interface DialogContentProps extends ComponentPropsWithRef<typeof DialogPrimitive.Content> {
  /** CSS max-width of the panel; numbers are pixels. Default 32rem. */
  maxWidth?: string | number;
  /** Hide the corner close button (the dialog still closes with Escape). */
  hideCloseButton?: boolean;
  /** Accessible name of the corner close button. Default "Close". */
  closeLabel?: string;
}

/**
 * Portal + overlay + centred panel; give it a DialogTitle. Focus is trapped while open, and on closing it returns to
 * the element that had it when the dialog opened (Radix alone returns it only to a DialogTrigger, so a dialog opened
 * from a menu, a window event or a button without a trigger would drop focus to the page). An `onCloseAutoFocus` that
 * calls preventDefault places focus itself.
 */
export function DialogContent({ maxWidth = '32rem', hideCloseButton = false, closeLabel = 'Close', children, onOpenAutoFocus, onCloseAutoFocus, ...rest }: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = (event: Event) => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const target = opener.current;
    opener.current = null;
    if (event.defaultPrevented || !target?.isConnected) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
  };
  return (
    <DialogPrimitive.Portal>
      <Overlay />
      <Content $maxWidth={cssSize(maxWidth) ?? '32rem'} onOpenAutoFocus={rememberOpener} onCloseAutoFocus={returnFocus} {...rest}>
        {children}
        {!hideCloseButton && (
          <CloseCorner>
            <DialogPrimitive.Close asChild>
              <IconButton aria-label={closeLabel} size="md">
                <CloseIcon />
              </IconButton>
            </DialogPrimitive.Close>
          </CloseCorner>
        )}
      </Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogTitle = styled(DialogPrimitive.Title)`
  margin: 0 0 0.5rem;
  padding-right: 2.75rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
