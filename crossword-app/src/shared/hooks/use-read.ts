import { useCallback, useEffect, useRef, useState } from 'react';

export interface Read<T> {
  data: T | undefined;
  /** No answer for this key yet. */
  isPending: boolean;
  /** The last load failed (the data of an earlier one, if any, stays). */
  isError: boolean;
  /** Loads again; what is shown stays until the answer comes. */
  refetch: () => void;
}

interface ReadOptions<T> {
  /** false: nothing is loaded until it turns true (every turn to true loads again). Default true. */
  enabled?: boolean;
  /** An answer kept from before, shown at once. */
  initialData?: T;
}

/**
 * One API read for the daily puzzle's page, which the shell renders without its data client (React Query; the
 * crossword declares it in its build, crossword-app/rspack.config.mjs), so a first visit does not download that
 * library. `key` names what is read: a new key starts empty and loads, and a load is aborted when its key changes
 * or the component goes.
 */
export function useRead<T>(key: string, load: (signal: AbortSignal) => Promise<T>, { enabled = true, initialData }: ReadOptions<T> = {}): Read<T> {
  const [answer, setAnswer] = useState<{ key: string; data: T | undefined; failed: boolean }>({ key, data: initialData, failed: false });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key, data, failed: false });
      },
      () => {
        // The page shows the failure (isError) and offers to load again.
        if (controller.signal.aborted) return;
        setAnswer((previous) => ({ key, data: previous.key === key ? previous.data : undefined, failed: true }));
      },
    );
    return () => controller.abort();
  }, [key, enabled, round]);

  const refetch = useCallback(() => setRound((count) => count + 1), []);
  const current = answer.key === key ? answer : { data: undefined, failed: false };
  return { data: current.data, isPending: current.data === undefined && !current.failed, isError: current.failed, refetch };
}
