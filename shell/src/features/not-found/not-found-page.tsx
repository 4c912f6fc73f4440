import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Entrepreneurial DNA';
  }, []);
  return (
    <Wrapper>
      <h1>404 Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <Link to="/">Go to the home page</Link>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 36rem;
  margin: 4rem auto;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  h1 {
    font-size: 1.75rem;
  }
`;
