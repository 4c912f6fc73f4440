import { useCallback, useState, useSyncExternalStore } from 'react';
import { readUsername, writeUsername } from '../lib/username-storage';

const noSubscription = () => () => undefined;

/**
 * The crossword username from local storage (crosswordUsername), and a setter that saves it there. None in a render
 * ahead of time and in the browser's hydrating render (so the page's first paint and the browser agree), the stored
 * one from then on.
 */
export function useUsername(): [string | null, (username: string) => void] {
  const stored = useSyncExternalStore(noSubscription, readUsername, () => null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useCallback((next: string) => {
    writeUsername(next);
    setSaved(next);
  }, []);
  return [saved ?? stored, save];
}
