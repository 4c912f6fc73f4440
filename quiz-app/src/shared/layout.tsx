import styled from 'styled-components';

/** The width and rhythm every quiz remote page shares inside the shell's <main>. */
export const PageColumn = styled.div<{ $width?: string }>`
  width: 100%;
  max-width: ${({ $width = '48rem' }) => $width};
  margin: 0 auto;
  padding-bottom: 3rem;
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  font-size: 1.375rem;
  margin: 0 0 0.75rem;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;
