import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_KEY, getQueryFn } from '@edna/shared-contracts/client';
import type { User } from '@edna/shared-contracts';

/** The signed-in user or null; shares the shell's query key so the header follows every change made here. */
export function useCurrentUser() {
  const query = useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading };
}
