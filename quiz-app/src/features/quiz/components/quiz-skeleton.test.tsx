import { screen } from '@testing-library/react';
import { renderWithTheme } from '@edna/ui-kit/testing';
import { QuizSkeleton } from './quiz-skeleton';

describe('QuizSkeleton', () => {
  it('shows five option placeholders and tells assistive technology that questions are loading', () => {
    renderWithTheme(<QuizSkeleton />);
    expect(screen.getAllByTestId('option-placeholder')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');
  });
});
