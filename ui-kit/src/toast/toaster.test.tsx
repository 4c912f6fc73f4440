import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { resetToasts, toast } from './toast-store';
import { Toaster } from './toaster';

beforeAll(() => {
  // jsdom lacks pointer capture; Radix Toast uses it for swiping.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
});

afterEach(() => {
  act(() => resetToasts());
});

function region() {
  return screen.getByRole('region', { name: /notifications/i });
}

test('shows the title, the description and a close button of a toast', () => {
  renderWithTheme(<Toaster />);
  act(() => {
    toast({ title: 'Saved', description: 'Your answers were stored.' });
  });
  const area = within(region());
  expect(area.getByText('Saved')).toBeInTheDocument();
  expect(area.getByText('Your answers were stored.')).toBeInTheDocument();
  expect(area.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('the close button closes the toast', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Toaster />);
  act(() => {
    toast({ title: 'Saved' });
  });
  await user.click(within(region()).getByRole('button', { name: 'Close' }));
  expect(within(region()).queryByText('Saved')).not.toBeInTheDocument();
});

test('a destructive toast is rendered in the destructive style', () => {
  renderWithTheme(<Toaster />);
  act(() => {
    toast({ title: 'Submission failed', variant: 'destructive' });
  });
  const item = within(region()).getByRole('listitem');
  expect(item).toHaveAttribute('data-variant', 'destructive');
  expect(item).toHaveStyle({ backgroundColor: '#b91c1c' });
});

test('a second toast replaces the first on screen', () => {
  renderWithTheme(<Toaster />);
  act(() => {
    toast({ title: 'First' });
    toast({ title: 'Second' });
  });
  expect(within(region()).queryByText('First')).not.toBeInTheDocument();
  expect(within(region()).getByText('Second')).toBeInTheDocument();
});

test('the action button runs its callback', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  renderWithTheme(<Toaster />);
  act(() => {
    toast({ title: 'Deleted', action: { label: 'Undo', altText: 'Undo the deletion', onClick } });
  });
  await user.click(within(region()).getByRole('button', { name: 'Undo' }));
  expect(onClick).toHaveBeenCalledTimes(1);
});
