import { screen } from '@testing-library/react';
import { renderWithTheme } from '@edna/ui-kit/testing';
import { QuizSkeleton } from './quiz-skeleton';

describe('QuizSkeleton', () => {
  it('shows five option placeholders and tells assistive technology that questions are loading', () => {
    renderWithTheme(<QuizSkeleton />);
    expect(screen.getAllByTestId('option-placeholder')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');
  });

  it('keeps the first view the document painted, opening question included, while the questions load', () => {
    const card = '<div class="edna-frame-card" aria-busy="true"><p class="edna-frame-question">Which risk do you take first?</p></div>';
    renderWithTheme(<QuizSkeleton documentCard={card} />);
    expect(screen.getByText('Which risk do you take first?')).toBeInTheDocument();
    expect(screen.queryAllByTestId('option-placeholder')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions…');
  });
});
