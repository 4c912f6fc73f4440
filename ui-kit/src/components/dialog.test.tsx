import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from './dialog';

function AboutDialog({ hideCloseButton }: { hideCloseButton?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>About</Button>
      </DialogTrigger>
      <DialogContent hideCloseButton={hideCloseButton}>
        <DialogTitle>About Entrepreneurial DNA</DialogTitle>
        <DialogDescription>Five entrepreneurial types.</DialogDescription>
        <DialogFooter>
          <Button variant="secondary">Got it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

test('opens a dialog named by its title with focus inside it', async () => {
  const user = userEvent.setup();
  renderWithTheme(<AboutDialog />);
  await user.click(screen.getByRole('button', { name: 'About' }));
  const dialog = screen.getByRole('dialog', { name: 'About Entrepreneurial DNA' });
  expect(dialog).toHaveAccessibleDescription('Five entrepreneurial types.');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

test('keeps keyboard focus inside the open dialog', async () => {
  const user = userEvent.setup();
  renderWithTheme(<AboutDialog />);
  await user.click(screen.getByRole('button', { name: 'About' }));
  const dialog = screen.getByRole('dialog');
  for (let i = 0; i < 4; i += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
});

test('the Close button closes the dialog and returns focus to the trigger', async () => {
  const user = userEvent.setup();
  renderWithTheme(<AboutDialog />);
  const trigger = screen.getByRole('button', { name: 'About' });
  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
});

test('Escape closes the dialog even without the corner close button', async () => {
  const user = userEvent.setup();
  renderWithTheme(<AboutDialog hideCloseButton />);
  await user.click(screen.getByRole('button', { name: 'About' }));
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

function ControlledDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Share</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Share your result</DialogTitle>
          <DialogDescription>Copy the link.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

test('a dialog opened without a trigger returns focus to the button that opened it, on Escape and on Close', async () => {
  const user = userEvent.setup();
  renderWithTheme(<ControlledDialog />);
  const opener = screen.getByRole('button', { name: 'Share' });
  await user.click(opener);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  await user.click(opener);
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(opener).toHaveFocus();
});
