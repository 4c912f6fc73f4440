import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@edna/shared-contracts/site';
import { openAboutDialog } from '../../shared/window-events';

/** `extraItems`: more `<li>` entries for the footer's link list (the layout adds Cookie settings when ads run). */
export function Footer({ extraItems }: { extraItems?: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <FooterBar>
      <Inner>
        <Tagline>{PRODUCT_TAGLINE}</Tagline>
        <nav aria-label="Footer">
          <Links>
            <li>
              <button type="button" onClick={openAboutDialog}>
                About
              </button>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            {extraItems}
          </Links>
        </nav>
        <Copyright>
          © {year} {PRODUCT_NAME}. All rights reserved.
        </Copyright>
      </Inner>
    </FooterBar>
  );
}

const FooterBar = styled.footer`
  margin-top: 4rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2rem 1rem;
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  text-align: center;
`;

const Tagline = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  justify-content: center;
  list-style: none;
  margin: 0;
  padding: 0;

  a,
  button {
    display: inline-block;
    padding: 0.5rem 0.25rem;
  }

  button {
    background: none;
    border: 0;
    font: inherit;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    cursor: pointer;
  }
`;

const Copyright = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
