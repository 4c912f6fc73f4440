import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@edna/ui-kit';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

interface PageCase {
  name: string;
  Page: ComponentType;
  title: string;
  email: string;
  /** Every section the page must hold, by the visible <h2> text. */
  requiredHeadings: readonly string[];
}

const cases: readonly PageCase[] = [
  {
    name: 'PrivacyPage',
    Page: PrivacyPage,
    title: 'Privacy Policy',
    email: 'privacy@entrepreneurialdna.org',
    requiredHeadings: [
      'Information we collect',
      'How we use information',
      'Security',
      'Sharing and disclosure',
      'Your rights and choices',
      'Changes to this policy',
      'Governing law',
      'Contact us',
    ],
  },
  {
    name: 'TermsPage',
    Page: TermsPage,
    title: 'Terms of Use',
    email: 'legal@entrepreneurialdna.org',
    requiredHeadings: [
      'Use of the services',
      'Intellectual property',
      'User content license',
      'Disclaimer',
      'Limitation of liability',
      'Indemnification',
      'Modifications',
      'Governing law',
      'Contact us',
    ],
  },
];

function renderPage(Page: ComponentType) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <Page />
    </ThemeProvider>,
  );
}

describe.each(cases)('$name', ({ Page, title, email, requiredHeadings }) => {
  it('renders the title as the only level-1 heading and the last-updated date', () => {
    renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/Last updated:/)).toHaveTextContent('Last updated: November 21, 2026');
  });

  it('has every required section heading, in order', () => {
    renderPage(Page);
    for (const heading of requiredHeadings) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const h2Texts = screen.getAllByRole('heading', { level: 2 }).map((element) => element.textContent);
    expect(h2Texts).toEqual(requiredHeadings);
  });

  it('names Delaware in the governing-law section, with courts located in Delaware', () => {
    renderPage(Page);
    const section = screen.getByRole('region', { name: 'Governing law' });
    expect(section).toHaveTextContent(/State of Delaware, United States/);
    expect(section).toHaveTextContent(/courts located\s+in Delaware/);
  });

  it('links every table-of-contents entry to an existing section with the same title', () => {
    const { container } = renderPage(Page);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(requiredHeadings.length);

    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const target = container.querySelector(`#${href.slice(1)}`);
      expect(target).not.toBeNull();
      expect(target?.tagName).toBe('SECTION');
      const headingId = target?.getAttribute('aria-labelledby') ?? '';
      expect(container.querySelector(`#${headingId}`)).toHaveTextContent(link.textContent ?? '');
    }

    const sectionIds = Array.from(container.querySelectorAll('section')).map((section) => section.id);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(sectionIds.map((id) => `#${id}`));
  });

  it('gives a contact email link in the contact section', () => {
    renderPage(Page);
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });

  it('sets document.title while mounted and restores it afterwards', () => {
    document.title = 'Before';
    const { unmount } = renderPage(Page);
    expect(document.title).toBe(`${title} · Entrepreneurial DNA`);
    unmount();
    expect(document.title).toBe('Before');
  });
});

describe('TermsPage disclaimer', () => {
  it('says the quiz result is not professional, financial, career or psychological advice', () => {
    renderPage(TermsPage);
    const disclaimer = screen.getByRole('region', { name: 'Disclaimer' });
    expect(disclaimer).toHaveTextContent(/self-reflection and education/);
    for (const kind of ['professional', 'financial', 'career', 'psychological']) {
      expect(disclaimer).toHaveTextContent(new RegExp(`\\b${kind}\\b`));
    }
  });

  it('says leaderboard usernames are public, must not offend or impersonate, and may be removed', () => {
    renderPage(TermsPage);
    const use = screen.getByRole('region', { name: 'Use of the services' });
    expect(use).toHaveTextContent(/shown publicly/);
    expect(use).toHaveTextContent(/offensive/);
    expect(use).toHaveTextContent(/impersonate/);
    expect(use).toHaveTextContent(/may remove/);
  });
});
