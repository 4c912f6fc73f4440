import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import styled from 'styled-components';
import { controlBorderColor, pressableStates } from './internal';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 2.75rem;
`;

const Text = styled.span`
  display: grid;
  gap: 0.125rem;
`;

const LabelText = styled.label`
  font-weight: 500;
  cursor: pointer;
`;

const Hint = styled.span`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled(SwitchPrimitive.Root)`
  position: relative;
  flex-shrink: 0;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 2px solid;
  ${({ theme }) => controlBorderColor(theme.colors.textMuted)}
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  transition: background-color 150ms ease;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.primary};
    ${({ theme }) => controlBorderColor(theme.colors.primary)}
  }
  ${pressableStates}
`;

const Thumb = styled(SwitchPrimitive.Thumb)`
  display: block;
  width: 1rem;
  height: 1rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.textMuted};
  transform: translateX(0.125rem);
  transition: transform 150ms ease;
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(1.375rem);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface SwitchProps
  extends Omit<ComponentPropsWithRef<typeof SwitchPrimitive.Root>, 'id' | 'checked' | 'onCheckedChange' | 'children'> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  /** Extra text under the label, wired with aria-describedby. */
  hint?: ReactNode;
}

/** An on/off switch (role="switch") with its visible label. */
export function Switch({ id, label, hint, checked, onCheckedChange, ...rest }: SwitchProps) {
  const autoId = useId();
  const switchId = id ?? autoId;
  const hintId = `${switchId}-hint`;
  return (
    <Row>
      <Text>
        <LabelText htmlFor={switchId}>{label}</LabelText>
        {hint != null && <Hint id={hintId}>{hint}</Hint>}
      </Text>
      <Track
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint != null ? hintId : undefined}
        {...rest}
      >
        <Thumb />
      </Track>
    </Row>
  );
}
