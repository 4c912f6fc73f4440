import type { ComponentType, ReactNode } from 'react';
import { QUERY_CLIENT_DEFAULTS, USER_QUERY_KEY } from '@edna/shared-contracts/client';
import type { User } from '@edna/shared-contracts';
import { currentUser, loadUser, setUser, subscribeUser } from './use-user';

export type DataClientProvider = ComponentType<{ children: ReactNode }>;

let loaded: DataClientProvider | null = null;
let loading: Promise<DataClientProvider> | null = null;

/** The provider once loaded, so a page opened again renders at once. */
export const loadedDataClient = (): DataClientProvider | null => loaded;

/**
 * The site's one React Query client and its provider, fetched the first time a page that uses it opens (the shell
 * itself uses none, so a first visit to the landing page downloads none). Remotes share the package as a singleton,
 * so this provider serves their hooks. Its `USER_QUERY_KEY` entry, read and written by the admin remote, and the
 * shell's signed-in user (the header's) are kept the same both ways.
 */
export function loadDataClient(): Promise<DataClientProvider> {
  loading ??= import('@tanstack/react-query').then(
    ({ QueryClient, QueryClientProvider, hashKey }) => {
      const client = new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
      const userQueryHash = hashKey(USER_QUERY_KEY);
      // Waits for the shell's request (or takes its answer) instead of asking again.
      void client.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: loadUser });
      subscribeUser(() => {
        const user = currentUser();
        if (user !== undefined && client.getQueryData(USER_QUERY_KEY) !== user) client.setQueryData(USER_QUERY_KEY, user);
      });
      client.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.query.queryHash === userQueryHash) {
          setUser((event.query.state.data as User | null | undefined) ?? null);
        }
      });
      loaded = ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
