import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@edna/ui-kit';
import { useUser } from '../../shared/use-user';

/** Spinner while the user loads; /auth when logged out; / for non-admins on admin-only routes. */
export function ProtectedRoute({ adminOnly = false, children }: { adminOnly?: boolean; children: ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) {
    return (
      <Centered>
        <Spinner label="Checking your session…" />
      </Centered>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  if (adminOnly && !user.isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;
