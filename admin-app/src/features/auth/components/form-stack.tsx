import styled from 'styled-components';

export const FormStack = styled.form`
  display: grid;
  gap: 1rem;
`;
