import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, Label } from '@edna/ui-kit';

export interface LeagueNameFormProps {
  /** The form's accessible name. */
  formLabel: string;
  fieldLabel: string;
  initialValue?: string;
  maxLength: number;
  placeholder?: string;
  autoComplete?: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'secondary';
  /** The shortest trimmed value the button accepts. */
  minLength: number;
  /** Sends the value; resolves to the visitor's explanation of a refusal, or null when it went through. */
  send: (value: string) => Promise<string | null>;
}

/**
 * The leagues' one-field forms (a league's name, a player's name in it): the field and its button on one row that
 * wraps on a phone, the button disabled while sending, and a refusal announced under the field and tied to it.
 */
export function LeagueNameForm({ formLabel, fieldLabel, initialValue = '', maxLength, placeholder, autoComplete, submitLabel, submitVariant, minLength, send }: LeagueNameFormProps) {
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      setProblem(await send(value));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label={formLabel}>
      <Label htmlFor={inputId}>{fieldLabel}</Label>
      <Row>
        <Input
          id={inputId}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant={submitVariant} disabled={busy || value.trim().length < minLength}>
          {submitLabel}
        </Button>
      </Row>
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  margin: 1.5rem 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input {
    flex: 1 1 12rem;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
