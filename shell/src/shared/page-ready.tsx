import { useEffect } from 'react';
import { replayEarlyClicks } from './early-clicks';

/**
 * Marks the document once the page's own content has committed (`html[data-page-ready]`): rendered beside a page,
 * inside its Suspense boundary, so it commits with the page and not with a loading view or a first paint the app
 * has not taken over yet. End-to-end tests wait for it. The buttons clicked before the app started are clicked again
 * then, when every part of the page has its handlers.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
    replayEarlyClicks();
  }, []);
  return null;
}
