import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing';
import { Spinner } from './spinner';

test('announces "Loading…" as a status by default', () => {
  renderWithTheme(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
});

test('announces a custom label', () => {
  renderWithTheme(<Spinner label="Loading questions" size="lg" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading questions');
});
