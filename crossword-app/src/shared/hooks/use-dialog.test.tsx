import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@edna/ui-kit/testing';
import { Dialog, DialogContent, DialogTitle } from '@edna/ui-kit/dialog';
import { useDialog } from './use-dialog';

function Harness({ fallback, openerLeaves = false }: { fallback: () => void; openerLeaves?: boolean }) {
  const dialog = useDialog(fallback);
  return (
    <>
      {/* A button that unmounts while the dialog is open (like Set Username once a name is saved). */}
      {!(openerLeaves && dialog.open) && (
        <button type="button" onClick={dialog.show}>
          Open
        </button>
      )}
      <button type="button" onClick={() => dialog.closeTo(() => document.getElementById('elsewhere')?.focus())}>
        Redirect
      </button>
      <input id="elsewhere" aria-label="Elsewhere" />
      <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
        <DialogContent onCloseAutoFocus={dialog.onCloseAutoFocus} aria-describedby={undefined}>
          <DialogTitle>Test dialog</DialogTitle>
          <button type="button" onClick={() => dialog.closeTo(() => document.getElementById('elsewhere')?.focus())}>
            Choose
          </button>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('dialogs opened from code', () => {
  it('When the dialog closes, then the focus goes back to the control that opened it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness fallback={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Test dialog' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('When a choice in the dialog closes it, then that choice decides where the focus goes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness fallback={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Elsewhere')).toHaveFocus();
  });

  it('When the opener is gone by the time the dialog closes, then the fallback takes the focus', async () => {
    const user = userEvent.setup();
    const fallback = jest.fn(() => document.getElementById('elsewhere')?.focus());
    renderWithTheme(<Harness fallback={fallback} openerLeaves />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Test dialog' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(fallback).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('Elsewhere')).toHaveFocus();
  });
});
