import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import styled from 'styled-components';
import { controlBorderColor, pressableStates } from './internal';

/** Arrow keys move between items and select them; Tab leaves the group (Radix roving focus). */
export const RadioGroup = styled(RadioGroupPrimitive.Root)`
  display: grid;
  gap: 0.5rem;
`;

const Circle = styled(RadioGroupPrimitive.Item)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.375rem;
  height: 1.375rem;
  padding: 0;
  border: 2px solid;
  ${({ theme }) => controlBorderColor(theme.colors.textMuted)}
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${pressableStates}
`;

const Dot = styled(RadioGroupPrimitive.Indicator)`
  display: block;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  min-height: 2.75rem;
  & > label {
    cursor: pointer;
  }
`;

export interface RadioGroupItemProps extends ComponentPropsWithRef<typeof RadioGroupPrimitive.Item> {
  /** Visible label, rendered as a <label> tied to the radio. Without it, label the item yourself. */
  label?: ReactNode;
}

export function RadioGroupItem({ label, id, ...rest }: RadioGroupItemProps) {
  const autoId = useId();
  const itemId = id ?? autoId;
  const radio = (
    <Circle id={itemId} {...rest}>
      <Dot />
    </Circle>
  );
  if (label == null) return radio;
  return (
    <Row>
      {radio}
      <label htmlFor={itemId}>{label}</label>
    </Row>
  );
}

const Card = styled(RadioGroupPrimitive.Item)`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.875rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition:
    border-color 120ms ease,
    background-color 120ms ease;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.highlight};
    font-weight: 600;
  }
  ${pressableStates}
`;

const CardMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.125rem;
  border: 2px solid;
  ${({ theme }) => controlBorderColor(theme.colors.textMuted)}
  border-radius: 50%;
  [data-state='checked'] > & {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  [data-state='checked'] > &::after {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const CardText = styled.span`
  display: grid;
  gap: 0.125rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const CardDescription = styled.span`
  font-size: 0.9375rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RadioCardProps extends Omit<ComponentPropsWithRef<typeof RadioGroupPrimitive.Item>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
}

/** A whole-row selectable card inside a RadioGroup; the label text is its accessible name. */
export function RadioCard({ label, description, ...rest }: RadioCardProps) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Card aria-labelledby={labelId} aria-describedby={description != null ? descriptionId : undefined} {...rest}>
      <CardMark aria-hidden="true" />
      <CardText>
        <span id={labelId}>{label}</span>
        {description != null && <CardDescription id={descriptionId}>{description}</CardDescription>}
      </CardText>
    </Card>
  );
}
