import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorStatus, USER_QUERY_KEY } from '@edna/shared-contracts/client';

const isUnauthorized = (error: unknown) => apiErrorStatus(error) === 401;

/**
 * When an admin call answers 401 (the session ended on the server, e.g. a restart with new secrets), the user is
 * loaded again; the shell's guard then sends the browser to /auth instead of leaving broken panels on screen.
 */
export function useSignOutOnUnauthorized(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheckUser = () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) recheckUser();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) recheckUser();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
