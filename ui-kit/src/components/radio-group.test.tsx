import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { RadioCard, RadioGroup, RadioGroupItem } from './radio-group';

test('clicking a labelled radio selects it', async () => {
  const user = userEvent.setup();
  const onValueChange = jest.fn();
  renderWithTheme(
    <RadioGroup aria-label="Quiz length" onValueChange={onValueChange}>
      <RadioGroupItem value="STANDARD" label="Standard" />
      <RadioGroupItem value="DEEP_DIVE" label="Deep dive" />
    </RadioGroup>,
  );
  await user.click(screen.getByText('Deep dive'));
  expect(screen.getByRole('radio', { name: 'Deep dive' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Standard' })).not.toBeChecked();
  expect(onValueChange).toHaveBeenCalledWith('DEEP_DIVE');
});

test('a radio card is selected by clicking anywhere on it and is named by its label', async () => {
  const user = userEvent.setup();
  renderWithTheme(
    <RadioGroup aria-label="Answer">
      <RadioCard value="a" label="I build the plan first" description="Careful" />
      <RadioCard value="b" label="I just start" />
    </RadioGroup>,
  );
  const card = screen.getByRole('radio', { name: 'I build the plan first' });
  expect(card).toHaveAccessibleDescription('Careful');
  await user.click(screen.getByText('Careful'));
  expect(card).toBeChecked();
});

test('arrow keys move the selection between cards', async () => {
  const user = userEvent.setup();
  renderWithTheme(
    <RadioGroup aria-label="Answer" defaultValue="a">
      <RadioCard value="a" label="First" />
      <RadioCard value="b" label="Second" />
    </RadioGroup>,
  );
  await user.tab();
  expect(screen.getByRole('radio', { name: 'First' })).toHaveFocus();
  // Held down until Radix has moved focus, as a real key press lasts longer than a tick.
  await user.keyboard('{ArrowDown>}');
  await user.keyboard('{/ArrowDown}');
  expect(screen.getByRole('radio', { name: 'Second' })).toHaveFocus();
  expect(screen.getByRole('radio', { name: 'Second' })).toBeChecked();
});
