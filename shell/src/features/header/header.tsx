import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { IconButton, media } from '@edna/ui-kit';
import { PRODUCT_NAME, SHELL } from '@edna/shared-contracts/site';
import { useCommunityUrl } from '../../shared/remote-config';
import { useMediaQuery } from '../../shared/use-media-query';
import { useThemePreference } from '../../shared/theme-preference';
import { useUser } from '../../shared/use-user';
import { openAboutDialog } from '../../shared/window-events';
import { ContrastIcon, ExternalIcon, MenuIcon, MoonIcon, SunIcon } from './icons';
import { useLogout } from './use-logout';

export function Header() {
  const { user } = useUser();
  const { logOut, isLoggingOut } = useLogout();
  const location = useLocation();
  const communityUrl = useCommunityUrl();
  const { scheme, toggleScheme, highContrast, toggleHighContrast } = useThemePreference();
  const isWide = useMediaQuery(`(min-width: ${SHELL.mobileBreakpointPx}px)`);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isWide) setMenuOpen(false);
  }, [isWide]);
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    // Escape closes the menu and puts focus back on its button when it was inside (focus returns to the opener).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (menuRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  const onBrandClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.pathname === '/') {
      event.preventDefault();
      window.location.reload();
    }
  };

  // From the mobile menu, the menu's button is the opener the About dialog gives focus back to (the menu closes).
  const openAbout = () => {
    if (menuOpen) menuButtonRef.current?.focus();
    setMenuOpen(false);
    openAboutDialog();
  };

  const navItems = (
    <>
      <li>
        <ExternalLink href={communityUrl} target="_blank" rel="noopener noreferrer">
          Community <ExternalIcon />
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ExternalLink>
      </li>
      <li>
        <NavItem to="/crossword">Crossword</NavItem>
      </li>
      <li>
        <NavButton type="button" onClick={openAbout}>
          About
        </NavButton>
      </li>
      {user?.isAdmin && (
        <li>
          <NavItem to="/admin">Admin</NavItem>
        </li>
      )}
      <li>
        {user ? (
          <NavButton type="button" onClick={() => void logOut()} disabled={isLoggingOut}>
            Logout
          </NavButton>
        ) : (
          <NavItem to="/auth">Login</NavItem>
        )}
      </li>
    </>
  );

  return (
    <Bar ref={headerRef}>
      <Inner>
        <Brand to="/" onClick={onBrandClick}>
          <BrandMark aria-hidden="true">DNA</BrandMark>
          {PRODUCT_NAME}
        </Brand>
        <DesktopNav aria-label="Main">
          <DesktopLinks>{navItems}</DesktopLinks>
        </DesktopNav>
        <Controls>
          <IconButton
            aria-label={scheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            title={scheme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            onClick={toggleScheme}
          >
            <ForScheme $scheme="dark">
              <SunIcon />
            </ForScheme>
            <ForScheme $scheme="light">
              <MoonIcon />
            </ForScheme>
          </IconButton>
          <IconButton aria-label="High contrast mode" title="High contrast mode" aria-pressed={highContrast} onClick={toggleHighContrast}>
            <ContrastIcon />
          </IconButton>
          <NarrowOnly>
            <IconButton
              ref={menuButtonRef}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <MenuIcon open={menuOpen} />
            </IconButton>
          </NarrowOnly>
        </Controls>
      </Inner>
      {!isWide && menuOpen && (
        <MobileMenu ref={menuRef} id={menuId} aria-label="Main">
          <MobileLinks>{navItems}</MobileLinks>
        </MobileMenu>
      )}
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0.5rem 1rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;

  ${media.md} {
    gap: 1rem;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  font-weight: 800;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  margin-right: auto;
  padding: 0.25rem 0;

  ${media.md} {
    font-size: 1.125rem;
  }
`;

const BrandMark = styled.span`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.75rem;
  letter-spacing: 0.04em;
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  background: none;
  border: 0;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &.active {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }
`;

const NavItem = styled(NavLink)`
  ${linkStyles}
`;

const ExternalLink = styled.a`
  ${linkStyles}
`;

const NavButton = styled.button`
  ${linkStyles}
  font-size: 1rem;
`;

// The wide layout's links and the narrow layout's menu button are both in the document, one shown by the viewport's
// width (CSS): the first paint, rendered before any viewport is known, then holds every header link, and the app
// takes it over as it is (a layout chosen in script would replace one with the other once it starts).
const WIDE = `@media (min-width: ${SHELL.mobileBreakpointPx}px)`;

const DesktopNav = styled.nav`
  display: none;
  ${WIDE} {
    display: block;
  }
`;

const NarrowOnly = styled.span`
  display: contents;
  ${WIDE} {
    display: none;
  }
`;

/** The theme button's icon for the scheme the document shows (its root's `data-theme`), the other one hidden. */
const ForScheme = styled.span<{ $scheme: 'light' | 'dark' }>`
  display: ${({ $scheme }) => ($scheme === 'light' ? 'contents' : 'none')};
  html[data-theme='dark'] & {
    display: ${({ $scheme }) => ($scheme === 'dark' ? 'contents' : 'none')};
  }
`;

const DesktopLinks = styled.ul`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
`;

const MobileMenu = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const MobileLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.5rem 1rem 1rem;
  display: grid;
  gap: 0.25rem;

  a,
  button {
    width: 100%;
    justify-content: flex-start;
  }
`;
