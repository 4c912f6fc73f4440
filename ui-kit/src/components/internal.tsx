import { css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../theme/global-style';
import { inHighContrast } from '../theme/selectors';

/** Stacking order shared by every layered primitive. */
export const zIndex = {
  dropdown: 1000,
  overlay: 1100,
  dialog: 1110,
  popover: 1200,
  toast: 1300,
  tooltip: 1400,
} as const;

/**
 * Border colour of interactive controls: the given colour, or the theme border in high contrast so every control is
 * outlined. A rule of its own for high contrast, so the CSS is the same in every theme (`cssVariableTheme`).
 */
export const controlBorderColor = (normal: string) => css`
  border-color: ${normal};
  ${inHighContrast} {
    border-color: ${({ theme }: { theme: DefaultTheme }) => theme.colors.border};
  }
`;

export const cssSize = (value: string | number | undefined): string | undefined =>
  typeof value === 'number' ? `${value}px` : value;

/** The box every text-like control shares (inputs, textareas, the select trigger): 16 px text so iOS does not zoom on focus. */
export const controlBox = css`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: max(1rem, 16px);
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
  ${focusRing}
`;

/** Disabled look, focus ring and no transitions under reduced motion: the states every pressable control shares. */
export const pressableStates = css`
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const noMotion = css`
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
    transition: none !important;
  }
`;

export function CloseIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ChevronDownIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}
