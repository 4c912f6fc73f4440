import styled from 'styled-components';

/**
 * The message bar, right under the current clue above the grid: every game message, announced politely. It never
 * covers the grid; a long message scrolls inside it rather than pushing the grid out of a short window.
 */
export function MessageBar({ message }: { message: string }) {
  return (
    // Focusable, so a long message that scrolls inside the bar can be scrolled from the keyboard.
    <Bar role="status" aria-live="polite" aria-label="Game messages" tabIndex={message === '' ? -1 : 0} $empty={message === ''}>
      {message}
    </Bar>
  );
}

const Bar = styled.div<{ $empty: boolean }>`
  width: 100%;
  max-height: 5.5rem;
  overflow-y: auto;
  margin: ${({ $empty }) => ($empty ? '0' : '0.375rem 0 0')};
  padding: ${({ $empty }) => ($empty ? '0' : '0.375rem 0.75rem')};
  line-height: 1.4;
  font-size: 0.9375rem;
  background: ${({ theme, $empty }) => ($empty ? 'transparent' : theme.colors.surface)};
  border: ${({ theme, $empty }) => ($empty ? '0' : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.md};
`;
