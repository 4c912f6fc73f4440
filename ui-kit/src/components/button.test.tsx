import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing';
import { Button, IconButton } from './button';

test('a button does not submit forms unless asked to', () => {
  renderWithTheme(
    <>
      <Button>Next</Button>
      <Button type="submit">Submit</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('type', 'button');
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
});

test('an icon button is named by its aria-label and style props do not reach the DOM', () => {
  renderWithTheme(
    <IconButton aria-label="Open menu" variant="secondary" size="lg">
      <svg aria-hidden="true" />
    </IconButton>,
  );
  const button = screen.getByRole('button', { name: 'Open menu' });
  expect(button).not.toHaveAttribute('variant');
  expect(button).not.toHaveAttribute('size');
});

test('a link can be styled as a button without getting a button type', () => {
  renderWithTheme(
    <Button as="a" href="/quiz" variant="primary">
      Start the quiz
    </Button>,
  );
  expect(screen.getByRole('link', { name: 'Start the quiz' })).not.toHaveAttribute('type');
});
