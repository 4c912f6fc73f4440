import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from '@edna/ui-kit';
import { USER_QUERY_KEY, apiRequest } from '@edna/shared-contracts/client';
import { clearSessionStart, msUntilSessionExpiry, readSessionStart, recordSessionStart, resolveSessionStart } from './session-timer';
import { useCurrentUser } from './use-current-user';

/**
 * While a user is logged in, ends the session 30 minutes after the login (the server's cookie lives as long):
 * 'Session expired', the user is cleared and the browser goes to /auth.
 */
export function useSessionTimer(): void {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    const now = Date.now();
    const startedAt = resolveSessionStart(readSessionStart(), now);
    recordSessionStart(startedAt);
    const timer = window.setTimeout(() => {
      clearSessionStart();
      // The cookie expires at the same moment; logging out as well makes sure no tab keeps a stale session.
      apiRequest('POST', '/api/logout').catch(() => undefined);
      queryClient.setQueryData(USER_QUERY_KEY, null);
      toast({ title: 'Session expired', description: 'Your session has expired. Please login again.', variant: 'destructive' });
      navigate('/auth', { replace: true });
    }, msUntilSessionExpiry(startedAt, now));
    return () => window.clearTimeout(timer);
  }, [userId, queryClient, navigate]);
}
