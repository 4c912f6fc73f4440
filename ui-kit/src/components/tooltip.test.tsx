import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { Button } from './button';
import { Tooltip } from './tooltip';
import { TooltipProvider } from './tooltip-settings';

test('shows its content when the trigger receives keyboard focus', async () => {
  const user = userEvent.setup();
  renderWithTheme(
    <TooltipProvider>
      <Tooltip content="Switch to high contrast">
        <Button variant="ghost">Contrast</Button>
      </Tooltip>
    </TooltipProvider>,
  );
  await user.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to high contrast');
  expect(screen.getByRole('button', { name: 'Contrast' })).toHaveAccessibleDescription('Switch to high contrast');
});

test('works without a surrounding TooltipProvider', async () => {
  const user = userEvent.setup();
  renderWithTheme(
    <Tooltip content="Hint" side="bottom">
      <Button>Help</Button>
    </Tooltip>,
  );
  await user.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Hint');
});
