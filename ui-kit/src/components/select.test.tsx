import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { Select, type SelectOption } from './select';

beforeAll(() => {
  // jsdom lacks these; Radix Select calls them.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const themes: SelectOption[] = [
  { value: 'business', label: 'Business' },
  { value: 'finance', label: 'Finance', description: 'Money words' },
];

test('refuses an item with an empty value', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    renderWithTheme(<Select aria-label="Theme" items={[{ value: '', label: 'All' }, ...themes]} />),
  ).toThrow(/may not have an empty value/);
  spy.mockRestore();
});

test('shows the placeholder, lists the items and reports the chosen one', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <Select
        aria-label="Theme"
        placeholder="Pick a theme"
        items={themes}
        value={value}
        onValueChange={(v) => {
          onValueChange(v);
          setValue(v);
        }}
      />
    );
  }
  renderWithTheme(<Harness />);
  const trigger = screen.getByRole('combobox', { name: 'Theme' });
  expect(trigger).toHaveTextContent('Pick a theme');

  await user.click(trigger);
  expect(screen.getByRole('option', { name: /Business/ })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: /Finance/ })).toHaveTextContent('Money words');

  await user.click(screen.getByRole('option', { name: /Finance/ }));
  expect(onValueChange).toHaveBeenCalledWith('finance');
  expect(screen.getByRole('combobox', { name: 'Theme' })).toHaveTextContent('Finance');
});

test('can be labelled by an external label through its id', () => {
  renderWithTheme(
    <>
      <label htmlFor="theme-select">Crossword theme</label>
      <Select id="theme-select" items={themes} placeholder="Pick" />
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'Crossword theme' })).toBeInTheDocument();
});
