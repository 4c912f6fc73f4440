import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useDocumentTitle } from '@edna/ui-kit';
import type { LegalPageHeading } from '@edna/shared-contracts/legal';

/** One entry of a legal page's table of contents; `id` is the id of the matching <LegalSection>. */
export interface LegalSectionLink {
  id: string;
  title: string;
}

export interface LegalPageLayoutProps {
  /** The page's <h1> (also document.title), last-updated line and introduction, shared with the document's first paint. */
  heading: LegalPageHeading;
  /** The table of contents, in page order. Each id must match a <LegalSection id> among the children. */
  sections: readonly LegalSectionLink[];
  children: ReactNode;
}

export interface LegalSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** Readable body text for the intro and the sections (the table of contents styles its own list). */
const prose = css`
  p {
    margin: 0 0 1em;
  }
  p:last-child {
    margin-bottom: 0;
  }
  ul,
  ol {
    margin: 0 0 1em;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.5em;
  }
  li:last-child {
    margin-bottom: 0;
  }
  h3 {
    margin: 1.5rem 0 0.5rem;
    font-size: 1.0625rem;
    line-height: 1.3;
  }
  strong {
    font-weight: 600;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow-wrap: anywhere;
  }
`;

const linkStyles = css`
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const Article = styled.article`
  box-sizing: border-box;
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1rem;
  line-height: 1.65;
  overflow-wrap: break-word;
  ${linkStyles}

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    padding: 2.5rem 1.5rem 4rem;
  }
`;

const Header = styled.header`
  margin-bottom: 1.5rem;
`;

const Title = styled.h1`
  margin: 0 0 0.5rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.75rem, 1.35rem + 1.8vw, 2.5rem);
  line-height: 1.15;
  color: ${({ theme }) => theme.colors.text};
`;

const Updated = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Intro = styled.div`
  margin-bottom: 1.5rem;
  ${prose}
`;

const Toc = styled.nav`
  margin: 0 0 2.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const TocLabel = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TocList = styled.ol`
  margin: 0;
  padding-left: 1.5rem;

  li {
    margin: 0.25rem 0;
    padding-left: 0.25rem;
  }

  a {
    display: inline-block;
    padding: 0.125rem 0;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    columns: 2;
    column-gap: 2.5rem;

    li {
      break-inside: avoid;
    }
  }
`;

const Section = styled.section`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 1rem);
  ${prose}

  &:first-of-type {
    margin-top: 0;
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 0.75rem;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem);
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * The shared frame of the Privacy Policy and Terms of Use: title, last-updated line, a table of contents built
 * from `sections`, then the sections themselves (children). Sets document.title while mounted.
 */
export function LegalPageLayout({ heading, sections, children }: LegalPageLayoutProps) {
  useDocumentTitle(heading.title);

  return (
    <Article>
      <Header>
        <Title>{heading.title}</Title>
        <Updated>
          Last updated: <time dateTime={heading.lastUpdatedDateTime}>{heading.lastUpdated}</time>
        </Updated>
      </Header>
      <Intro>
        {heading.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Intro>
      {sections.length > 0 ? (
        <Toc aria-label="Contents">
          <TocLabel aria-hidden="true">Contents</TocLabel>
          <TocList>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </TocList>
        </Toc>
      ) : null}
      {children}
    </Article>
  );
}

/** One numbered part of a legal page; its id is the table-of-contents anchor and its <h2> names the region. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </Section>
  );
}
