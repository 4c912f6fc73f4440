import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in a render ahead of time and in the browser's hydrating render, true from then on: what depends on the
 * browser alone (storage, the document's meta tags) renders only once the page the server sent has been taken over,
 * so hydration finds the same markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
