import { forwardRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '@edna/ui-kit';
import type { Option } from '@edna/shared-contracts';

interface QuestionCardProps {
  /** Unique per question display, so each question is its own radio group. */
  name: string;
  text: string;
  options: readonly Option[];
  selected: string | null;
  disabled?: boolean;
  onSelect: (optionId: string) => void;
}

/**
 * The question as a real radio group: a fieldset whose legend is the question text. An option is chosen by click,
 * Space (native) or Enter; the arrow keys move between options as in any radio group.
 */
export const QuestionCard = forwardRef<HTMLSpanElement, QuestionCardProps>(function QuestionCard(
  { name, text, options, selected, disabled = false, onSelect },
  textRef,
) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, optionId: string) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onSelect(optionId);
    }
  };
  return (
    <Fieldset disabled={disabled}>
      <Legend>
        <span ref={textRef} tabIndex={-1}>
          {text}
        </span>
      </Legend>
      <Options>
        {options.map((option) => (
          <OptionRow key={option.id} $checked={selected === option.id}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={selected === option.id}
              onChange={() => onSelect(option.id)}
              onKeyDown={(event) => onKeyDown(event, option.id)}
            />
            <span>{option.text}</span>
          </OptionRow>
        ))}
      </Options>
    </Fieldset>
  );
});

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  display: block;
  width: 100%;
  margin: 0 0 1rem;
  padding: 0;
  font-size: clamp(1.125rem, 3.5vw, 1.375rem);
  font-weight: 700;
  line-height: 1.35;
  overflow-wrap: anywhere;

  span:focus {
    outline: none;
  }
  span:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 4px;
  }
`;

const Options = styled.div`
  display: grid;
  gap: 0.625rem;
`;

const OptionRow = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0.875rem 1rem;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.highlight : theme.colors.surface)};
  font-weight: ${({ $checked }) => ($checked ? 600 : 400)};
  cursor: pointer;
  overflow-wrap: anywhere;
  transition:
    border-color 120ms ease,
    background-color 120ms ease;

  &:hover {
    background: ${({ theme, $checked }) => ($checked ? theme.colors.highlight : theme.colors.surfaceAlt)};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  fieldset:disabled & {
    opacity: 0.6;
    cursor: not-allowed;
  }

  input {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
    ${focusRing}
    &:focus-visible {
      outline: none;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
