import styled from 'styled-components';

/** A list without bullets or indent, its items spaced by `$gap` (the clue lists, the archive). */
export const PlainList = styled.ul<{ $gap: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ $gap }) => $gap};
`;
