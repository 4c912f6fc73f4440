import { useQuery } from '@tanstack/react-query';
import { USER_QUERY_OPTIONS } from '@edna/shared-contracts/client';

/** The signed-in user, or null when logged out. */
export function useUser() {
  const query = useQuery(USER_QUERY_OPTIONS);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
