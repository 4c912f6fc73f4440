import { css, type DefaultTheme } from 'styled-components';

/** Stacking order shared by every layered primitive. */
export const zIndex = {
  dropdown: 1000,
  overlay: 1100,
  dialog: 1110,
  popover: 1200,
  toast: 1300,
  tooltip: 1400,
} as const;

export const isHighContrast = (theme: DefaultTheme): boolean => theme.name === 'high-contrast';

/** Border colour of interactive controls: the given colour, or the theme border in high contrast so every control is outlined. */
export const controlBorder = (theme: DefaultTheme, normal: string): string =>
  isHighContrast(theme) ? theme.colors.border : normal;

export const cssSize = (value: string | number | undefined): string | undefined =>
  typeof value === 'number' ? `${value}px` : value;

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
