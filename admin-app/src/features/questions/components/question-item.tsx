import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, toast } from '@edna/ui-kit';
import { TYPE_BY_OPTION_ID, isOptionId } from '@edna/shared-contracts/rules';
import type { AdminQuestion, QuestionSource } from '@edna/shared-contracts';
import { apiErrorMessage } from '@edna/shared-contracts/client';
import { Stat } from '../../../shared/components/layout';
import { formatCount } from '../../../shared/lib/format';
import { useSetQuestionActive } from '../api/questions-api';
import { diagnosticPowerStatus } from '../diagnostic-power-status';

export const SOURCE_LABELS: Record<QuestionSource, string> = { seed: 'Seed bank', ai: 'AI provider', 'builtin-generator': 'Built-in generator' };

export function QuestionItem({ question }: { question: AdminQuestion }) {
  const [showOptions, setShowOptions] = useState(false);
  const optionsId = useId();
  const setActive = useSetQuestionActive();
  const power = diagnosticPowerStatus(question);
  const situation = question.key ?? question.situation;

  const toggleActive = () => {
    setActive.mutate(
      { id: question.id, active: !question.active },
      {
        onSuccess: (updated) => toast({ title: updated.active ? 'Question activated' : 'Question deactivated', description: updated.text }),
        onError: (error) =>
          toast({ title: 'Error', description: apiErrorMessage(error) ?? 'The question could not be updated', variant: 'destructive' }),
      },
    );
  };

  return (
    <Item $inactive={!question.active}>
      <Heading>
        <QuestionNumber>#{question.id}</QuestionNumber>
        <Text>{question.text}</Text>
        {!question.active ? <Badge>Inactive</Badge> : null}
        {question.replacedBy ? <Badge>Replaced by #{question.replacedBy}</Badge> : null}
      </Heading>
      <Meta>
        <Stat label="Category">{question.category}</Stat>
        <Stat label="Source">{SOURCE_LABELS[question.source] ?? question.source}</Stat>
        {situation ? <Stat label="Situation">{situation}</Stat> : null}
        <Stat label="Diagnostic power">{question.diagnosticPower == null ? 'Not set' : question.diagnosticPower.toFixed(2)}</Stat>
        <Stat label="In force">{power.inForce}</Stat>
        <Stat label="Seed value">{power.seedValue}</Stat>
        <Stat label="Observed value">{power.observedValue}</Stat>
        <Stat label="Responses">{formatCount(question.responses)}</Stat>
        <Stat label="Discrimination">{question.discrimination === null ? 'Not enough answers' : question.discrimination.toFixed(2)}</Stat>
      </Meta>
      <Note>{power.note}</Note>
      <Actions>
        <Button variant="ghost" size="sm" aria-expanded={showOptions} aria-controls={optionsId} onClick={() => setShowOptions((open) => !open)}>
          {showOptions ? 'Hide options' : 'Show options'}
          <VisuallyHidden> of question {question.id}</VisuallyHidden>
        </Button>
        {question.replacedBy ? null : (
          <Button variant={question.active ? 'outline' : 'secondary'} size="sm" disabled={setActive.isPending} onClick={toggleActive}>
            {question.active ? 'Deactivate' : 'Activate'}
            <VisuallyHidden> question {question.id}</VisuallyHidden>
          </Button>
        )}
      </Actions>
      <Options id={optionsId} hidden={!showOptions}>
        {question.options.map((option) => (
          <li key={option.id}>
            <OptionId aria-hidden="true">{option.id}</OptionId>
            <span>
              {option.text} <TypeName>({isOptionId(option.id) ? TYPE_BY_OPTION_ID[option.id] : option.id})</TypeName>
            </span>
          </li>
        ))}
      </Options>
    </Item>
  );
}

const Item = styled.li<{ $inactive: boolean }>`
  display: grid;
  gap: 0.5rem;
  padding: 0.875rem 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $inactive }) => ($inactive ? theme.colors.surfaceAlt : 'transparent')};
  &:last-child {
    border-bottom: none;
  }
`;

const Heading = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: baseline;
`;

const QuestionNumber = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Text = styled.span`
  flex: 1 1 14rem;
  font-weight: 600;
`;

const Badge = styled.span`
  padding: 0 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0;
  font-size: 0.875rem;

  div {
    display: flex;
    gap: 0.375rem;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dt::after {
    content: ':';
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Options = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.375rem;
  &[hidden] {
    display: none;
  }

  li {
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
`;

const OptionId = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const TypeName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
