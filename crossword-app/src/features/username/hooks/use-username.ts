import { useCallback, useState } from 'react';
import { readUsername, writeUsername } from '../lib/username-storage';

/** The crossword username from local storage (crosswordUsername), and a setter that saves it there. */
export function useUsername(): [string | null, (username: string) => void] {
  const [username, setState] = useState<string | null>(() => readUsername());
  const save = useCallback((next: string) => {
    writeUsername(next);
    setState(next);
  }, []);
  return [username, save];
}
