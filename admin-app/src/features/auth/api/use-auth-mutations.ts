import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { USER_QUERY_KEY, apiRequest } from '@edna/shared-contracts/client';
import type { LoginRequest, RegisterRequest, User } from '@edna/shared-contracts';
import { ADMIN_QUERY_PATHS } from '../../../shared/lib/query-keys';
import { clearSessionStart, recordSessionStart } from '../../../shared/session/session-timer';

/** Both log the user in on success: the session timer starts and the shell's header learns the user at once. */
function useSignIn(url: '/api/login' | '/api/register') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest | RegisterRequest) => apiRequest<User>('POST', url, body),
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
