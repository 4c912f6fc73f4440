import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_OPTIONS } from '@edna/shared-contracts/client';

/** The signed-in user or null; shares the shell's query, so the header follows every change made here. */
export function useCurrentUser() {
  const query = useQuery(USER_QUERY_OPTIONS);
  return { user: query.data ?? null, isLoading: query.isLoading };
}
