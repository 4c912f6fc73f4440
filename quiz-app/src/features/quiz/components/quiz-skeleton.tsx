import styled from 'styled-components';
import { Card, Skeleton, Spinner, VisuallyHidden } from '@edna/ui-kit';
import { QUIZ } from '@edna/shared-contracts/rules';

/**
 * Shown while the questions load: placeholders for the progress line, the question text and five options. The same
 * on the quiz's first paint (rendered by the quiz's build) and in the browser, so the page takes it over as it is.
 */
export function QuizSkeleton() {
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
