import styled from 'styled-components';

/** A centred card for a page-sized message: the not-found page, a remote that failed to load. */
export const MessagePanel = styled.section`
  max-width: 36rem;
  margin: 3.5rem auto;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h1 {
    font-size: 1.625rem;
  }
`;

/** Centres a spinner in the space a page would take. */
export const CenteredBlock = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;
