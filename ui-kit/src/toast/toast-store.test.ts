import { SHELL } from '@edna/shared-contracts/site';
import { dismissToast, getToastState, resetToasts, toast } from './toast-store';

afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

test('a new toast is open, uses the default variant and the 5000 ms default duration', () => {
  const { id } = toast({ title: 'Saved' });
  expect(getToastState().toasts).toEqual([
    { id, title: 'Saved', description: undefined, action: undefined, variant: 'default', duration: 5000, open: true },
  ]);
});

test('only one toast is shown at a time: a second toast replaces the first', () => {
  toast({ title: 'First' });
  const second = toast({ title: 'Second', variant: 'destructive' });
  const { toasts } = getToastState();
  expect(toasts).toHaveLength(SHELL.toastLimit);
  expect(toasts[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive' });
});

test('dismissing closes the toast at once but removes it only after the removal delay', () => {
  jest.useFakeTimers();
  const handle = toast({ title: 'Bye' });
  handle.dismiss();
  expect(getToastState().toasts[0]).toMatchObject({ id: handle.id, open: false });
  jest.advanceTimersByTime(SHELL.toastRemoveDelayMs - 1);
  expect(getToastState().toasts).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(getToastState().toasts).toHaveLength(0);
});

test('dismissToast without an id closes every toast', () => {
  toast({ title: 'One' });
  dismissToast();
  expect(getToastState().toasts.every((t) => !t.open)).toBe(true);
});

test('update changes the content of the toast and keeps unspecified fields', () => {
  const handle = toast({ title: 'Uploading', description: 'Please wait', duration: 10_000 });
  handle.update({ title: 'Uploaded', variant: 'destructive' });
  expect(getToastState().toasts[0]).toMatchObject({
    id: handle.id,
    title: 'Uploaded',
    description: 'Please wait',
    variant: 'destructive',
    duration: 10_000,
    open: true,
  });
});

test('a replaced toast does not later remove its successor', () => {
  jest.useFakeTimers();
  const first = toast({ title: 'First' });
  first.dismiss();
  const second = toast({ title: 'Second' });
  jest.advanceTimersByTime(SHELL.toastRemoveDelayMs);
  expect(getToastState().toasts).toEqual([expect.objectContaining({ id: second.id, open: true })]);
});
