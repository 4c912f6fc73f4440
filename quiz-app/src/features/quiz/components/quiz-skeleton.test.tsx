import { screen } from '@testing-library/react';
import { renderWithTheme } from '@edna/ui-kit/testing';
import { QuizSkeleton } from './quiz-skeleton';

describe('QuizSkeleton', () => {
  it('shows five option placeholders and tells assistive technology that questions are loading', () => {
    renderWithTheme(<QuizSkeleton />);
    expect(screen.getAllByTestId('option-placeholder')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');
  });

  it('When the opening question is known, then it shows its text above the option placeholders', () => {
    renderWithTheme(<QuizSkeleton openingQuestion="A rival opens next door. What do you do?" />);
    expect(screen.getByText('A rival opens next door. What do you do?')).toBeInTheDocument();
    expect(screen.getAllByTestId('option-placeholder')).toHaveLength(5);
  });
});
