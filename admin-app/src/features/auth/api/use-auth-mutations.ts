import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { USER_QUERY_KEY, apiRequest } from '@edna/shared-contracts/client';
import type { LoginRequest, RegisterRequest, User } from '@edna/shared-contracts';
import { ADMIN_QUERY_PATHS } from '../../../shared/lib/query-keys';
import { clearSessionStart, recordSessionStart } from '../../../shared/session/session-timer';

/**
 * Both log the user in on success: the session timer starts and the shell's header learns the user at once.
 * Registering answers the same whether or not the email already had an account, so it is followed by a login with
 * the same credentials (a taken email with another password then fails as any wrong login does).
 */
function useSignIn(url: '/api/login' | '/api/register') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest | RegisterRequest) => {
      if (url === '/api/register') await apiRequest('POST', url, body);
      return apiRequest<User>('POST', '/api/login', body);
    },
    onSuccess: (user) => {
      recordSessionStart();
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
  });
}

export const useLogin = () => useSignIn('/api/login');
export const useRegister = () => useSignIn('/api/register');

/**
 * Logs out and goes to /. The user is cleared only once the page using this hook has unmounted (the route changed):
 * clearing it while /admin is still shown would let the shell's guard send the browser to /auth instead.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loggedOut = useRef(false);

  useEffect(
    () => () => {
      if (!loggedOut.current) return;
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // Admin data must not outlive the session in this tab's cache.
      queryClient.removeQueries({ predicate: (query) => ADMIN_QUERY_PATHS.has(String(query.queryKey[0])) });
    },
    [queryClient],
  );

  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout'),
    onSuccess: () => {
      loggedOut.current = true;
      clearSessionStart();
      void navigate('/');
    },
  });
}
