import styled from 'styled-components';

export const Card = styled.div`
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding: 1.5rem;
  }
`;
