import { forwardRef, useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { RadioCard, RadioGroup } from '@edna/ui-kit/radio-group';
import type { Option } from '@edna/shared-contracts';

interface QuestionCardProps {
  text: string;
  options: readonly Option[];
  selected: string | null;
  disabled?: boolean;
  onSelect: (optionId: string) => void;
}

/**
 * The question as the design system's radio group, named by the question text. An option row is chosen by click,
 * Space or Enter (Enter is ours: radio groups do not use it, but a quiz answer is chosen with it too); the arrow keys move between options
 * and choose them, as in any radio group.
 */
export const QuestionCard = forwardRef<HTMLSpanElement, QuestionCardProps>(function QuestionCard(
  { text, options, selected, disabled = false, onSelect },
  textRef,
) {
  const questionId = useId();
  const chooseOnEnter = (event: KeyboardEvent<HTMLButtonElement>, optionId: string) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onSelect(optionId);
  };
  return (
    <div>
      <QuestionText id={questionId} ref={textRef} tabIndex={-1}>
        {text}
      </QuestionText>
      <Options aria-labelledby={questionId} value={selected ?? ''} onValueChange={onSelect} disabled={disabled}>
        {options.map((option) => (
          <RadioCard key={option.id} value={option.id} label={option.text} onKeyDown={(event) => chooseOnEnter(event, option.id)} />
        ))}
      </Options>
    </div>
  );
});

export const QuestionText = styled.span`
  display: block;
  margin: 0 0 1rem;
  font-size: clamp(1.125rem, 3.5vw, 1.375rem);
  font-weight: 700;
  line-height: 1.35;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
  }
`;

const Options = styled(RadioGroup)`
  gap: 0.625rem;
  /* Keyboard focus scrolls an option clear of the sticky quiz bar below it. */
  & > [role='radio'] {
    scroll-margin-bottom: 9rem;
  }
`;
