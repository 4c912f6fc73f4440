import { useCallback, useRef, useState } from 'react';

/**
 * Open state for a dialog opened from code rather than from a Radix trigger. Radix returns the focus only to its own
 * trigger, so this remembers what had the focus when the dialog opened and gives it back on close; when that element
 * is gone (a button that disappeared), `fallback` takes the focus instead.
 */
export function useDialog(fallback?: () => void) {
  const [open, setOpen] = useState(false);
  /** True from the first opening on: a dialog whose code loads lazily is rendered (and stays) from then. */
  const [used, setUsed] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const redirect = useRef<(() => void) | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setUsed(true);
    setOpen(true);
  }, []);

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next) show();
      else setOpen(false);
    },
    [show],
  );

  /** For DialogContent's onCloseAutoFocus. */
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current;
    const instead = redirect.current;
    opener.current = null;
    redirect.current = null;
    if (instead) instead();
    else if (target?.isConnected) target.focus();
    else fallbackRef.current?.();
  }, []);

  /** Closes the dialog and lets `focus` place the focus (a chosen clue's square) instead of the opener. */
  const closeTo = useCallback((focus: () => void) => {
    redirect.current = focus;
    setOpen(false);
  }, []);

  return { open, used, show, close: useCallback(() => setOpen(false), []), closeTo, onOpenChange, onCloseAutoFocus };
}
