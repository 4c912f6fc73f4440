import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing';
import { Field, Input } from './form';

test('a field labels its control and links the hint and the error to it', () => {
  renderWithTheme(
    <Field label="Username" hint="2 to 20 characters" error="Username is required" required>
      <Input />
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Username' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toBeRequired();
  expect(input).toHaveAccessibleDescription('2 to 20 characters Username is required');
  expect(screen.getByRole('alert')).toHaveTextContent('Username is required');
});

test('a field without an error does not mark its control invalid', () => {
  renderWithTheme(
    <Field label="Email">
      <Input type="email" />
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Email' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
});
