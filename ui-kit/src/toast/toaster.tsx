import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { SHELL } from '@edna/shared-contracts/site';
import { focusRing } from '../theme/global-style';
import { CloseIcon, controlBorderColor, noMotion, zIndex } from '../components/internal';
import { inHighContrast } from '../theme/selectors';
// Through the package name, so the Toaster (its own shared chunk) reads the one shared toast store.
import { dismissToast, useToasts, type ToastVariant } from '@edna/ui-kit';

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 1rem)); }
  to { transform: translateX(0); }
`;

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 1rem)); }
`;

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: 0.75rem;
  list-style: none;
  outline: none;
  pointer-events: none;
  ${focusRing}
  ${({ theme }) => css`
    @media (min-width: ${theme.breakpoints.md}px) {
      max-width: ${SHELL.toastViewportMaxWidthPx}px;
      padding: 1rem;
    }
  `}
`;

const Root = styled(ToastPrimitive.Root)<{ $variant: ToastVariant }>`
  position: relative;
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem 3rem 1rem 1rem;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme, $variant }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.colors.danger};
          color: ${theme.colors.onDanger};
          ${controlBorderColor(theme.colors.danger)}
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
        `}
  ${inHighContrast} {
    border-width: 2px;
  }

  &[data-state='open'] {
    animation: ${slideIn} 180ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 120ms ease-in;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 120ms ease-out;
  }
  ${focusRing}
  ${noMotion}
`;

const Body = styled.div`
  display: grid;
  gap: 0.25rem;
  flex: 1;
  min-width: 0;
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Description = styled(ToastPrimitive.Description)`
  font-size: 0.9375rem;
  opacity: 0.92;
  overflow-wrap: anywhere;
`;

const Action = styled(ToastPrimitive.Action)`
  flex-shrink: 0;
  align-self: center;
  min-height: 2.25rem;
  padding: 0.375rem 0.75rem;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: rgba(127, 127, 127, 0.16);
  }
  ${focusRing}
`;

const Close = styled(ToastPrimitive.Close)`
  position: absolute;
  top: 0.375rem;
  right: 0.375rem;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  padding: 0;
  border: 1px solid;
  ${controlBorderColor('transparent')}
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(127, 127, 127, 0.16);
  }
  ${focusRing}
`;

/** Mount once near the root: renders the toasts of the store. */
export function Toaster() {
  const { toasts } = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={SHELL.toastDurationMs}
      swipeDirection={SHELL.toastSwipeDirection}
      swipeThreshold={SHELL.toastSwipeThreshold}
      label="Notifications"
    >
      {toasts.map((t) => (
        <Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          $variant={t.variant}
          data-variant={t.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <Body>
            <Title>{t.title}</Title>
            {t.description != null && t.description !== '' && <Description>{t.description}</Description>}
          </Body>
          {t.action && (
            <Action altText={t.action.altText} onClick={t.action.onClick}>
              {t.action.label}
            </Action>
          )}
          <Close aria-label="Close">
            <CloseIcon />
          </Close>
        </Root>
      ))}
      <Viewport hotkey={[...SHELL.toastHotkey]} />
    </ToastPrimitive.Provider>
  );
}
