import { createContext, useContext } from 'react';

/**
 * Set only while the shell's build renders its first paint (src/first-paint.tsx): a remote's page is then not
 * loaded but marked, and the API puts the remote's own first view (or a client-rendered boundary) in its place.
 */
export const FirstPaintSlotContext = createContext(false);

/** What the first paint holds where a remote's page goes; the build replaces it (first-paint.tsx). */
export const FIRST_PAINT_SLOT_MARKER = '<template data-first-paint-slot=""></template>';

export function useFirstPaintSlot(): boolean {
  return useContext(FirstPaintSlotContext);
}

export function FirstPaintSlot() {
  return <template data-first-paint-slot="" />;
}
