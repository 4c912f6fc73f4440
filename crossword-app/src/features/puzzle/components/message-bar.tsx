import styled from 'styled-components';

/**
 * The message bar below the grid: every game message, announced politely. It sticks to the bottom of the window
 * while the grid runs below it, so a message (the fifth-mistake reset above all) is seen without scrolling.
 */
export function MessageBar({ message }: { message: string }) {
  return (
    <Bar role="status" aria-live="polite" aria-label="Game messages" $empty={message === ''}>
      {message}
    </Bar>
  );
}

const Bar = styled.div<{ $empty: boolean }>`
  position: sticky;
  bottom: 0.5rem;
  z-index: 2;
  min-height: 3rem;
  width: 100%;
  margin: 0.75rem 0 0;
  padding: ${({ $empty }) => ($empty ? '0' : '0.75rem 1rem')};
  line-height: 1.45;
  background: ${({ theme, $empty }) => ($empty ? 'transparent' : theme.colors.surface)};
  border: ${({ theme, $empty }) => ($empty ? '0' : `1px solid ${theme.colors.border}`)};
  box-shadow: ${({ theme, $empty }) => ($empty ? 'none' : theme.shadows.md)};
  border-radius: ${({ theme }) => theme.radii.md};
`;
