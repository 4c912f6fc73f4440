import styled from 'styled-components';

/** The message bar below the grid: every game message, announced politely. */
export function MessageBar({ message }: { message: string }) {
  return (
    <Bar role="status" aria-live="polite" aria-label="Game messages" $empty={message === ''}>
      {message}
    </Bar>
  );
}

const Bar = styled.div<{ $empty: boolean }>`
  min-height: 3rem;
  width: min(100%, 34rem);
  margin: 0.75rem auto 0;
  padding: ${({ $empty }) => ($empty ? '0' : '0.75rem 1rem')};
  line-height: 1.45;
  background: ${({ theme, $empty }) => ($empty ? 'transparent' : theme.colors.surface)};
  border: ${({ theme, $empty }) => ($empty ? '0' : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
`;
