import { lazy, Suspense, type ComponentType } from 'react';
import type { RemotePagesOf } from '@edna/shared-contracts/rules';
import { Spinner, pageCspNonce } from '@edna/ui-kit';
import { CrosswordPage } from './app/crossword-page';

// This remote's own bundler runtime adds style tags too (the scroll lock of its dropdowns): they need the nonce.
const nonce = pageCspNonce();
if (nonce) __webpack_nonce__ = nonce;

/** A page whose code loads on its first visit, so the daily crossword's first visit stays small. */
function onFirstVisit(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner label="Loading…" />}>
        <Page />
      </Suspense>
    );
  };
}

/** The pages this remote exposes to the shell, one per entry of its page manifest. */
const pages: RemotePagesOf<'crossword', ComponentType> = {
  crossword: CrosswordPage,
  archive: onFirstVisit(() => import(/* webpackChunkName: "page-archive" */ './app/archive-page')),
  'archive-puzzle': onFirstVisit(() => import(/* webpackChunkName: "page-archive-puzzle" */ './app/archive-puzzle-page')),
  league: onFirstVisit(() => import(/* webpackChunkName: "page-league" */ './app/league-page')),
};
export default pages;
