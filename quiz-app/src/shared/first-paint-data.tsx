import { createContext, useContext, type ReactNode } from 'react';
import type { FirstPaintData, FirstPaintDataName } from '@edna/shared-contracts/shell-remote-contract';

/**
 * The contract's FIRST_PAINT_DATA_ELEMENT_ID. The contract module itself is the shell's (its start chunk carries it),
 * so the quiz's browser code takes only its types; first-paint-data.test.ts holds the two equal.
 */
export const DOCUMENT_DATA_ELEMENT_ID = 'edna-first-paint-data';

type SlotOf = (name: FirstPaintDataName) => string;

/** While the quiz's build renders a first view ahead of time: how a request-time value's slot is written. */
const RenderingSlots = createContext<SlotOf | null>(null);

/** Wraps a page the quiz's build renders ahead of time, so its request-time values become slots the API fills. */
export function FirstPaintSlots({ slotOf, children }: { slotOf: SlotOf; children: ReactNode }) {
  return <RenderingSlots.Provider value={slotOf}>{children}</RenderingSlots.Provider>;
}

let documentData: FirstPaintData | null | undefined;

/** The request-time values the document was sent with (read once: they describe the page the visitor arrived on). */
function documentFirstPaintData(): FirstPaintData | null {
  if (documentData !== undefined) return documentData;
  documentData = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(DOCUMENT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return documentData;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'page' in parsed && 'values' in parsed && typeof parsed.page === 'string' && parsed.values && typeof parsed.values === 'object') {
      documentData = parsed as FirstPaintData;
    }
  } catch {
    // A document without readable values: the page shows what it shows without them.
  }
  return documentData;
}

/**
 * A value the first view of `page` (`owner/name`) shows that only the API knows at request time: its slot while the
 * build renders the view ahead of time, then the value the document came with, so the browser renders the same
 * text when it takes the view over. Null when the document holds none for this page (another page's document, an
 * API without the value).
 */
export function useFirstPaintValue(page: string, name: FirstPaintDataName): string | null {
  const slotOf = useContext(RenderingSlots);
  if (slotOf) return slotOf(name);
  const data = documentFirstPaintData();
  const value = data?.page === page ? data.values[name] : undefined;
  return typeof value === 'string' ? value : null;
}
