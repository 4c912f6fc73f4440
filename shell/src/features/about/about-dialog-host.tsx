import { lazy, Suspense, useEffect, useState } from 'react';
import { WINDOW_EVENTS } from '@edna/shared-contracts/site';

const AboutDialog = lazy(() => import('./about-dialog').then((module) => ({ default: module.AboutDialog })));

/**
 * Opens and toggles the About dialog on the window-level events. The dialog's code is fetched on
 * first use, so a first visit does not download it.
 */
export function AboutDialogHost() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const openDialog = () => {
      setUsed(true);
      setOpen(true);
    };
    const toggleDialog = () => {
      setUsed(true);
      setOpen((current) => !current);
    };
    window.addEventListener(WINDOW_EVENTS.openAbout, openDialog);
    window.addEventListener(WINDOW_EVENTS.toggleAbout, toggleDialog);
    return () => {
      window.removeEventListener(WINDOW_EVENTS.openAbout, openDialog);
      window.removeEventListener(WINDOW_EVENTS.toggleAbout, toggleDialog);
    };
  }, []);

  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AboutDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
