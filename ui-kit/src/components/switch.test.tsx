import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { Switch } from './switch';

test('is named by its label and toggles when the label is clicked', async () => {
  const user = userEvent.setup();
  function Harness() {
    const [on, setOn] = useState(false);
    return <Switch label="High contrast" hint="Stronger colours" checked={on} onCheckedChange={setOn} />;
  }
  renderWithTheme(<Harness />);
  const control = screen.getByRole('switch', { name: 'High contrast' });
  expect(control).not.toBeChecked();
  expect(control).toHaveAccessibleDescription('Stronger colours');
  await user.click(screen.getByText('High contrast'));
  expect(control).toBeChecked();
  await user.keyboard(' ');
  expect(control).not.toBeChecked();
});
