import { useEffect, useSyncExternalStore } from 'react';
import { USER_QUERY_KEY, USER_QUERY_OPTIONS } from '@edna/shared-contracts/client';
import type { User } from '@edna/shared-contracts';

/*
 * The signed-in user, kept by the shell without the data client, so pages that use none (the landing page) do not
 * download it. The data client, once loaded, shares this value with its `USER_QUERY_KEY` entry (`data-client.tsx`):
 * a login or logout in the admin remote shows at once in the header, and the other way round.
 */

/** undefined until the API has answered. */
let user: User | null | undefined;
/** Bumped by every change, so an answer asked for before a login or logout does not overwrite it. */
let revision = 0;
let pending: Promise<User | null> | null = null;
const listeners = new Set<() => void>();

export function subscribeUser(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentUser = (): User | null | undefined => user;

/** Records who is signed in now (after a login, a logout or a fresh answer of the data client). */
export function setUser(next: User | null) {
  if (next === user) return;
  user = next;
  revision += 1;
  for (const listener of listeners) listener();
}

/** `GET /api/user`, asked for once per page load; a failed answer reads as nobody signed in. */
export function loadUser(): Promise<User | null> {
  if (user !== undefined) return Promise.resolve(user);
  const askedAt = revision;
  pending ??= USER_QUERY_OPTIONS.queryFn({ queryKey: USER_QUERY_KEY })
    .catch(() => null)
    .then((answer) => {
      pending = null;
      if (revision === askedAt) setUser(answer);
      return user ?? null;
    });
  return pending;
}

/** What the document's first paint was rendered with: nobody known yet (the build cannot know who visits). */
const notYetKnown = (): undefined => undefined;

/**
 * The signed-in user, or null when logged out; loading until the API has answered. Hydration renders the loading
 * state the first paint shows, even when the answer has already arrived (it often arrives while the page hydrates),
 * and then the user.
 */
export function useUser() {
  const current = useSyncExternalStore(subscribeUser, currentUser, notYetKnown);
  useEffect(() => {
    void loadUser();
  }, []);
  return { user: current ?? null, isLoading: current === undefined };
}
