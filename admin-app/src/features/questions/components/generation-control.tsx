import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Spinner, toast } from '@edna/ui-kit';
import { apiErrorMessage } from '@edna/shared-contracts/client';
import { useGenerateQuestions } from '../api/questions-api';
import { GENERATION_COUNT_LIMITS, parseGenerationCount } from '../generation-count';

export function GenerationControl() {
  const [rawCount, setRawCount] = useState(String(GENERATION_COUNT_LIMITS.default));
  const generate = useGenerateQuestions();
  const hintId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = parseGenerationCount(rawCount);
    setRawCount(String(count));
    generate.mutate(count, {
      onSuccess: (answer) => toast({ title: 'Questions generated', description: answer.message }),
      onError: (error) =>
        toast({ title: 'Error', description: apiErrorMessage(error) ?? 'Failed to generate questions', variant: 'destructive' }),
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={generate.isPending} aria-describedby={hintId}>
      <CountField label="Number of questions">
        <Input
          type="number"
          name="count"
          inputMode="numeric"
          min={GENERATION_COUNT_LIMITS.min}
          max={GENERATION_COUNT_LIMITS.max}
          step={1}
          value={rawCount}
          onChange={(event) => setRawCount(event.target.value)}
        />
      </CountField>
      <Button type="submit" disabled={generate.isPending}>
        {generate.isPending ? <Spinner size="sm" label="Generating questions…" /> : null}
        {generate.isPending ? 'Generating…' : 'Generate Questions'}
      </Button>
      <Hint id={hintId}>
        From {GENERATION_COUNT_LIMITS.min} to {GENERATION_COUNT_LIMITS.max} at a time. Every new question has five options, one per type, and
        is checked against the bank so it is never a duplicate.
      </Hint>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
`;

const CountField = styled(Field)`
  width: 13rem;
  label {
    white-space: nowrap;
  }
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
