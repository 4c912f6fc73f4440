import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CROSSWORD_FRAME } from '@edna/shared-contracts/rules';

/** The crossword pages' frame: the 'PhD-Level Business Theory' badge, the title and a line below it. */
export function PageFrame({ title, line, children }: { title: string; line: ReactNode; children: ReactNode }) {
  return (
    <Page>
      <Intro>
        <Badge>{CROSSWORD_FRAME.badge}</Badge>
        <h1>{title}</h1>
        <FocusLine>{line}</FocusLine>
      </Intro>
      {children}
    </Page>
  );
}

const Page = styled.div`
  max-width: 46rem;
  margin: 0 auto;
  padding-bottom: 2rem;
  @media (min-width: 64rem) {
    max-width: 58rem;
  }
`;

const Intro = styled.header`
  text-align: center;
  margin-bottom: 1rem;
  h1 {
    font-size: clamp(1.5rem, 5vw, 2.25rem);
    margin: 0.5rem 0;
  }
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0;
  padding: 0.25rem 0.75rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const FocusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem 1.25rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;
