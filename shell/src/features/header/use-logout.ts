import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@edna/ui-kit';
import { ApiError, apiRequest } from '@edna/shared-contracts/client';
import { setUser } from '../../shared/use-user';

/**
 * Logout: POST /api/logout, then home. The user is cleared only once the browser has arrived at /: clearing it while
 * still on /admin would let the admin guard send the browser to /auth (navigation runs as a transition).
 */
export function useLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [isLoggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    setUser(null);
    setLeaving(false);
  }, [leaving, pathname]);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await apiRequest('POST', '/api/logout');
      setLeaving(true);
      navigate('/');
      toast({ title: 'You have been logged out successfully' });
    } catch (error: unknown) {
      const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error).message;
      toast({ title: 'Logout failed', description, variant: 'destructive' });
    } finally {
      setLoggingOut(false);
    }
  }, [navigate]);

  return { logOut, isLoggingOut };
}
