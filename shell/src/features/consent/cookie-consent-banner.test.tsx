import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@edna/ui-kit';
import { AD_SCRIPT_ID } from './ad-consent';
import { CookieConsent, CookieSettingsFooterItem } from './cookie-consent';
import { openCookieSettings } from '../../shared/window-events';
import { CookieConsentBanner } from './cookie-consent-banner';

function addMeta(attribute: 'name' | 'property', key: string, content: string) {
  const meta = document.createElement('meta');
  meta.setAttribute(attribute, key);
  meta.content = content;
  document.head.append(meta);
}

function setHead({ client, nonce = 'abc123' }: { client?: string; nonce?: string }) {
  addMeta('property', 'csp-nonce', nonce);
  if (client !== undefined) addMeta('name', 'edna-ad-client', client);
}

function renderAt(path: string) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <main id="main-content" tabIndex={-1} />
        <ul>
          <CookieSettingsFooterItem />
        </ul>
        <CookieConsentBanner />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const adScript = () => document.getElementById(AD_SCRIPT_ID) as HTMLScriptElement | null;

describe('cookie consent banner', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.innerHTML = '';
  });

  it('shows nothing and loads nothing when no ad client is configured', () => {
    setHead({});
    renderAt('/');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(adScript()).toBeNull();
  });

  it('asks first and loads the ad script with the page nonce only after Accept', async () => {
    setHead({ client: 'ca-pub-1234567890123456' });
    renderAt('/');
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(adScript()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));

    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    const script = adScript();
    expect(script?.src).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456');
    expect(script?.async).toBe(true);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.nonce).toBe('abc123');
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });

  it('remembers Decline and never loads the script', async () => {
    setHead({ client: 'ca-pub-1234567890123456' });
    const { unmount } = renderAt('/crossword');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
    unmount();
    renderAt('/');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(adScript()).toBeNull();
  });

  it('loads the script on the next visit after an earlier Accept, without asking again', () => {
    setHead({ client: 'ca-pub-1234567890123456' });
    localStorage.setItem('cookieConsent', 'accepted');
    renderAt('/quiz');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(adScript()).not.toBeNull();
  });

  it('stays off the admin pages', () => {
    setHead({ client: 'ca-pub-1234567890123456' });
    renderAt('/admin');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    renderAt('/auth');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('loads no ad script on a page whose address holds a private result link or compare link', () => {
    setHead({ client: 'ca-pub-1234567890123456' });
    window.localStorage.setItem('cookieConsent', 'accepted');
    renderAt(`/r/${'A'.repeat(43)}`);
    renderAt('/compare/abcdefghijklmnopqrstuv');
    expect(adScript()).toBeNull();
  });

  it('ignores a malformed ad client instead of putting it into a script address', () => {
    setHead({ client: 'ca-pub-1234567890123456"><script>alert(1)</script>' });
    localStorage.setItem('cookieConsent', 'accepted');
    renderAt('/');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(adScript()).toBeNull();
  });

  it('offers Cookie settings in the footer only when ads are configured, and only on public pages', () => {
    setHead({});
    const { unmount } = renderAt('/');
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    unmount();
    document.head.innerHTML = '';
    setHead({ client: 'ca-pub-1234567890123456' });
    const admin = renderAt('/admin');
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
    admin.unmount();
    renderAt('/terms');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('Cookie settings opens the banner again with Accept focused, and a new choice replaces the old one', async () => {
    setHead({ client: 'ca-pub-1234567890123456' });
    localStorage.setItem('cookieConsent', 'declined');
    renderAt('/');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));

    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(adScript()).not.toBeNull();
  });

  it('opens when Cookie settings was pressed before its code had arrived (the layout loads it lazily)', () => {
    setHead({ client: 'ca-pub-1234567890123456' });
    localStorage.setItem('cookieConsent', 'declined');
    openCookieSettings();
    renderAt('/');
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('the layout loads its code only on a site with an ad client', async () => {
    setHead({});
    const withoutAds = render(
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter>
          <CookieConsent />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(withoutAds.container).toBeEmptyDOMElement();
    withoutAds.unmount();
    setHead({ client: 'ca-pub-1234567890123456' });
    render(
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter>
          <CookieConsent />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
