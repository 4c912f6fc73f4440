import { useEffect } from 'react';
import { PRODUCT_NAME } from '@edna/shared-contracts/site';

/** Sets document.title to '{title} · Entrepreneurial DNA' while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
