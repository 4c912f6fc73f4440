import { useEffect, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import styled from 'styled-components';
import { pageCspNonce } from '../csp/page-nonce';
import { CheckIcon, ChevronDownIcon, controlBox, pressableStates, zIndex } from './internal';
import { inHighContrast } from '../theme/selectors';

export interface SelectOption {
  /** Must be a non-empty string (spec: a dropdown item may not have an empty value). */
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  items: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name (Radix renders a hidden native select for forms). */
  name?: string;
  /** Id of the trigger, for an external <label htmlFor>. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
}

export function assertSelectItems(items: readonly SelectOption[]): void {
  const empty = items.find((item) => item.value === '');
  if (empty) {
    const label = typeof empty.label === 'string' ? ` ("${empty.label}")` : '';
    throw new Error(
      `Select: an item${label} has an empty value. A dropdown item may not have an empty value; use the placeholder for "nothing selected".`,
    );
  }
}

export const SelectTrigger = styled(SelectPrimitive.Trigger)`
  ${controlBox}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  text-align: left;
  cursor: pointer;
  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${pressableStates}
`;

const TriggerIcon = styled(SelectPrimitive.Icon)`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Content = styled(SelectPrimitive.Content)`
  z-index: ${zIndex.popover};
  min-width: var(--radix-select-trigger-width);
  max-width: calc(100vw - 1rem);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Viewport = styled(SelectPrimitive.Viewport)`
  padding: 0.25rem;
`;

const ItemRoot = styled(SelectPrimitive.Item)`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.375rem 0.75rem 0.375rem 2rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.highlight};
    border-color: transparent;
    ${inHighContrast} {
      border-color: ${({ theme }) => theme.colors.focusRing};
    }
  }
  &[data-state='checked'] {
    font-weight: 600;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Indicator = styled(SelectPrimitive.ItemIndicator)`
  position: absolute;
  left: 0.5rem;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
`;

const ItemDescription = styled.span`
  font-size: 0.875rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface SelectItemProps extends ComponentPropsWithRef<typeof SelectPrimitive.Item> {
  description?: ReactNode;
}

/**
 * An option; its description is part of its name ("Standard (20 Questions). Good balance of accuracy and time"), so
 * the name holds all the text the option shows (a spoken or typed command for what is seen finds it).
 */
export function SelectItem({ children, description, ...rest }: SelectItemProps) {
  const name = description != null && typeof children === 'string' && typeof description === 'string' ? `${children}. ${description}` : undefined;
  return (
    <ItemRoot {...(name ? { 'aria-label': name, 'aria-labelledby': undefined } : {})} {...rest}>
      <Indicator>
        <CheckIcon />
      </Indicator>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      {description != null && (
        <>
          {' '}
          <ItemDescription>{description}</ItemDescription>
        </>
      )}
    </ItemRoot>
  );
}

/** The marker Radix's modal layers (through the aria-hidden package) put on what they hide from assistive technology. */
const HIDDEN_BY_LAYER = '[data-aria-hidden="true"]';

/**
 * While the list is open the rest of the page is hidden from assistive technology (aria-hidden); it is made inert as
 * well, so that nothing hidden stays focusable (hidden yet focusable content strands keyboard and screen reader users).
 * Runs after the list has hidden the page, and gives back only the inert it set.
 */
function InertOutside() {
  useEffect(() => {
    const marked: Element[] = [];
    let open = true;
    queueMicrotask(() => {
      if (!open) return;
      for (const element of document.querySelectorAll(HIDDEN_BY_LAYER)) {
        if (element.hasAttribute('inert')) continue;
        element.setAttribute('inert', '');
        marked.push(element);
      }
    });
    return () => {
      open = false;
      for (const element of marked) element.removeAttribute('inert');
    };
  }, []);
  return null;
}

export function SelectContent({ children, ...rest }: ComponentPropsWithRef<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <Content position="popper" sideOffset={4} collisionPadding={8} {...rest}>
        <Viewport nonce={pageCspNonce()}>{children}</Viewport>
        <InertOutside />
      </Content>
    </SelectPrimitive.Portal>
  );
}

export const SelectRoot = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

/** A dropdown of `items`. Throws if any item has an empty value. Label it with aria-label or an external <label htmlFor={id}>. */
export function Select({
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  disabled,
  required,
  name,
  id,
  className,
  ...aria
}: SelectProps) {
  assertSelectItems(items);
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
    >
      <SelectTrigger id={id} className={className} {...aria}>
        <SelectPrimitive.Value placeholder={placeholder} />
        <TriggerIcon>
          <ChevronDownIcon />
        </TriggerIcon>
      </SelectTrigger>
      <SelectContent>
        {items.map((item) => (
          <SelectItem key={item.value} value={item.value} disabled={item.disabled} description={item.description}>
            {item.label}
          </SelectItem>
        ))}
      </SelectContent>
    </SelectPrimitive.Root>
  );
}
