import styled from 'styled-components';
import { Card, Skeleton, Spinner, VisuallyHidden } from '@edna/ui-kit';
import { QUIZ } from '@edna/shared-contracts/rules';
import { QuestionText } from './question-card';

interface QuizSkeletonProps {
  /** The text of the question a new quiz opens with, when known before the questions load. */
  openingQuestion?: string | null;
}

/**
 * Shown while the questions load, laid out as the quiz's first question will be: placeholders for the mode field,
 * the question (or the opening question's text itself, when the document brought it) and its five options, and the
 * progress bar, so the question keeps its place when the quiz starts. The same on the quiz's first paint (rendered
 * by the quiz's build) and in the browser, so the page takes it over as it is.
 */
export function QuizSkeleton({ openingQuestion = null }: QuizSkeletonProps) {
  return (
    <Frame aria-busy="true">
      <VisuallyHidden>
        <Spinner label="Loading questions…" />
      </VisuallyHidden>
      <ModeFieldPlaceholder>
        <Skeleton width="6rem" height="1.4rem" />
        <Skeleton height="2.75rem" radius="0.625rem" />
        <Skeleton width="16rem" height="1.5rem" />
        <Skeleton width="15rem" height="1.5rem" />
      </ModeFieldPlaceholder>
      <div>
        {openingQuestion ? (
          <QuestionText>{openingQuestion}</QuestionText>
        ) : (
          <QuestionPlaceholder>
            <Skeleton width="90%" height="1.5rem" />
            <Skeleton width="60%" height="1.5rem" />
          </QuestionPlaceholder>
        )}
        <OptionPlaceholders>
          {Array.from({ length: QUIZ.optionsPerQuestion }, (_, index) => (
            <Skeleton key={index} height="3.25rem" radius="0.625rem" data-testid="option-placeholder" />
          ))}
        </OptionPlaceholders>
      </div>
    </Frame>
  );
}

const Frame = styled(Card)`
  display: grid;
  gap: 1.25rem;
`;

const ModeFieldPlaceholder = styled.div`
  display: grid;
  gap: 0.375rem;
  max-width: 22rem;
`;

const QuestionPlaceholder = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
`;

const OptionPlaceholders = styled.div`
  display: grid;
  gap: 0.625rem;
`;
