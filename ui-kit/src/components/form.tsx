import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { controlBox } from './internal';

export const Label = styled.label`
  display: inline-block;
  font-weight: 600;
  line-height: 1.4;
`;

const controlStyles = css`
  ${controlBox}
  display: block;
  line-height: 1.4;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

const FieldRoot = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const RequiredMark = styled.span`
  margin-left: 0.25rem;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** A single control (its id, aria-describedby, aria-invalid and required are set), or a render function receiving them. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
  hint?: ReactNode;
  /** When present the control is marked aria-invalid and the message is announced. */
  error?: ReactNode;
  id?: string;
  required?: boolean;
  className?: string;
}

/** Label + control + hint + error, wired with htmlFor, aria-describedby and aria-invalid. */
export function Field({ label, children, hint, error, id, required, className }: FieldProps) {
  const autoId = useId();
  const childId = typeof children !== 'function' && isValidElement(children) ? children.props.id : undefined;
  const controlId = id ?? childId ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const hasHint = hint != null && hint !== false && hint !== '';
  const existing = typeof children !== 'function' ? children.props['aria-describedby'] : undefined;
  const describedBy = [existing, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { required: true } : {}),
  };
  return (
    <FieldRoot className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </FieldRoot>
  );
}
