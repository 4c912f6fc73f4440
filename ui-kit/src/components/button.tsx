import type { ComponentPropsWithRef } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { focusRing } from '../theme/global-style';
import { controlBorderColor } from './internal';
import { inHighContrast } from '../theme/selectors';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

const STYLE_PROPS = new Set(['variant', 'size', 'fullWidth']);

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2.25rem;
    padding: 0.375rem 0.75rem;
    font-size: 0.875rem;
  `,
  md: css`
    min-height: 2.75rem;
    padding: 0.5rem 1.125rem;
    font-size: 1rem;
  `,
  lg: css`
    min-height: 3.25rem;
    padding: 0.75rem 1.5rem;
    font-size: 1.125rem;
  `,
};

function variantStyles(variant: ButtonVariant, theme: DefaultTheme) {
  const c = theme.colors;
  switch (variant) {
    case 'primary':
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        ${controlBorderColor(c.primary)}
        &:hover:not(:disabled) {
          background: ${c.primaryHover};
          ${controlBorderColor(c.primaryHover)}
        }
      `;
    case 'secondary':
      return css`
        background: ${c.surfaceAlt};
        color: ${c.text};
        border-color: ${c.border};
        &:hover:not(:disabled) {
          background: ${c.highlight};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.text};
        ${controlBorderColor('transparent')}
        &:hover:not(:disabled) {
          background: ${c.surfaceAlt};
        }
      `;
    case 'danger':
      return css`
        background: ${c.danger};
        color: ${c.onDanger};
        ${controlBorderColor(c.danger)}
        &:hover:not(:disabled) {
          filter: brightness(0.92);
        }
      `;
    case 'outline':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${c.highlight};
        }
      `;
  }
}

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${({ fullWidth }) => (fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color 120ms ease,
    border-color 120ms ease,
    filter 120ms ease;
  ${({ size = 'md' }) => sizes[size]}
  ${({ variant = 'primary', theme }) => variantStyles(variant, theme)}
  ${focusRing}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
    ${inHighContrast} {
      border-style: dashed;
      opacity: 0.75;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A button. Defaults: variant primary, size md, type "button". Use `as="a"` or `as={Link}` for a link styled as a button. */
export const Button = styled.button
  .withConfig({ shouldForwardProp: (prop) => !STYLE_PROPS.has(prop) })
  .attrs<ButtonStyleProps>((props) => ({ type: props.type ?? (props.as === undefined || props.as === 'button' ? 'button' : undefined) }))<ButtonStyleProps>`
  ${buttonStyles}
`;

const iconSizes: Record<ButtonSize, string> = { sm: '2.25rem', md: '2.75rem', lg: '3.25rem' };

const SquareButton = styled(Button)`
  padding: 0;
  flex-shrink: 0;
  width: ${({ size = 'md' }) => iconSizes[size]};
  height: ${({ size = 'md' }) => iconSizes[size]};
  min-height: 0;
`;

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label'>, Omit<ButtonStyleProps, 'fullWidth'> {
  /** Required: an icon-only button has no visible text to name it. */
  'aria-label': string;
}

/** A square icon-only button; defaults to the ghost variant. */
export function IconButton({ variant = 'ghost', size = 'md', ...rest }: IconButtonProps) {
  return <SquareButton variant={variant} size={size} {...rest} />;
}
