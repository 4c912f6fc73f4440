import styled from 'styled-components';
import { Card, Skeleton, Spinner, VisuallyHidden } from '@edna/ui-kit';
import { QUIZ } from '@edna/shared-contracts/rules';
import { documentQuizCard } from './document-quiz-card';

/**
 * Shown while the questions load. On the page the document opened, its painted first view stays (the same markup and
 * styles, the opening question included), so the question does not blink out and back in; elsewhere placeholders
 * for the progress line, the question text and five options.
 */
export function QuizSkeleton({ documentCard = documentQuizCard }: { documentCard?: string | null }) {
  if (documentCard) {
    return (
      <div>
        <VisuallyHidden>
          <Spinner label="Loading questions…" />
        </VisuallyHidden>
        <div dangerouslySetInnerHTML={{ __html: documentCard }} />
      </div>
    );
  }
  return (
    <Card aria-busy="true">
      <VisuallyHidden>
        <Spinner label="Loading questions…" />
      </VisuallyHidden>
      <Stack>
        <Skeleton width="8rem" height="1rem" />
        <Skeleton height="0.625rem" radius="999px" />
        <Skeleton width="90%" height="1.5rem" />
        <Skeleton width="60%" height="1.5rem" />
        <OptionPlaceholders>
          {Array.from({ length: QUIZ.optionsPerQuestion }, (_, index) => (
            <Skeleton key={index} height="3.25rem" radius="0.625rem" data-testid="option-placeholder" />
          ))}
        </OptionPlaceholders>
      </Stack>
    </Card>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 1rem;
`;

const OptionPlaceholders = styled.div`
  display: grid;
  gap: 0.625rem;
  margin-top: 0.5rem;
`;
