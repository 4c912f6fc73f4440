import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@edna/ui-kit';

/** Something could not be loaded: what, and a Try again button when trying again can help. */
export function LoadProblem({ text, onRetry, children }: { text: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <Problem role="alert">
      <p>{text}</p>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
      {children}
    </Problem>
  );
}

const Problem = styled.div`
  text-align: center;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;
