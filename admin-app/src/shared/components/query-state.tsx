import styled from 'styled-components';
import { Button, Skeleton } from '@edna/ui-kit';
import { apiErrorMessage } from '@edna/shared-contracts/client';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <Loading aria-busy="true">
      <p>{label}</p>
      <Skeleton height="4rem" />
      <Skeleton height="10rem" />
    </Loading>
  );
}

export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const message = apiErrorMessage(error);
  return (
    <ErrorBox role="alert">
      <p>
        {what} could not be loaded.{message ? ` ${message}` : ''}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </ErrorBox>
  );
}

const Loading = styled.div`
  display: grid;
  gap: 0.75rem;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ErrorBox = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  padding: 1rem;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
  }
`;
