import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@edna/ui-kit';
import { ApiError, USER_QUERY_KEY, apiRequest } from '@edna/shared-contracts/client';

/**
 * Logout: POST /api/logout, then home. The user is cleared only once the browser has arrived at /: clearing it while
 * still on /admin would let the admin guard send the browser to /auth (navigation runs as a transition).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    queryClient.setQueryData(USER_QUERY_KEY, null);
    setLeaving(false);
  }, [leaving, pathname, queryClient]);

  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      setLeaving(true);
      navigate('/');
      toast({ title: 'You have been logged out successfully' });
    },
    onError: (error: unknown) => {
      const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message;
      toast({ title: 'Logout failed', description, variant: 'destructive' });
    },
  });
}
