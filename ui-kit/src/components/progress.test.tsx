import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing';
import { Progress } from './progress';

test('exposes its value with a maximum of 100 by default', () => {
  renderWithTheme(<Progress value={40} label="Quiz progress" />);
  const bar = screen.getByRole('progressbar', { name: 'Quiz progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(bar).toHaveAttribute('aria-valuetext', '40%');
});

test('reads out a custom value text and keeps the value within the maximum', () => {
  renderWithTheme(<Progress value={25} max={20} label="Questions" valueText="Question 20 of 20" />);
  const bar = screen.getByRole('progressbar', { name: 'Questions' });
  expect(bar).toHaveAttribute('aria-valuenow', '20');
  expect(bar).toHaveAttribute('aria-valuemax', '20');
  expect(bar).toHaveAttribute('aria-valuetext', 'Question 20 of 20');
});
