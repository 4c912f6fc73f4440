import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { focusRing } from '../theme/global-style';
import { inHighContrast } from '../theme/selectors';

export const Tabs = TabsPrimitive.Root;

export const TabsList = styled(TabsPrimitive.List)`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  scrollbar-width: thin;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1rem;
`;

/** The selected tab has a thick underline, bold text and a tinted background, not just a colour change. */
export const TabsTrigger = styled(TabsPrimitive.Trigger)`
  flex-shrink: 0;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  margin-bottom: -1px;
  border: 1px solid transparent;
  ${inHighContrast} {
    border-color: ${({ theme }) => theme.colors.border};
  }
  border-bottom: 3px solid transparent;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 500;
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    background: ${({ theme }) => theme.colors.highlight};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export const TabsContent = styled(TabsPrimitive.Content)`
  ${focusRing}
`;
