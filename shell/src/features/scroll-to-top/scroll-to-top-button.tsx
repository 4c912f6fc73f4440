import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '@edna/ui-kit';
import { SHELL } from '@edna/shared-contracts/site';

/**
 * The button floats in the page's side margin only where there is one wide enough for it (the 70 rem content column
 * plus the button and its gap on either side); on narrower screens a floating button would cover text, so it sits in
 * the page flow above the footer instead, its space kept while it is hidden so nothing moves when it appears.
 */
export const FLOATING_SCROLL_TOP_QUERY = '(min-width: 78rem)';

/** Appears after scrolling more than 200 px; returns to the top (instantly under reduced motion). */
export function ScrollToTopButton() {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SHELL.scrollTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  const button = (
    <IconButton aria-label="Scroll to top" variant="primary" onClick={scrollToTop}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </IconButton>
  );
  return <Holder $shown={scrolled}>{button}</Holder>;
}

/*
 * In the page flow, or floating where the screen is wide enough (CSS, so the first paint rendered before any screen
 * is known already has it right). visibility: hidden keeps the in-flow space and takes the hidden button out of the
 * tab order and the accessibility tree.
 */
const Holder = styled.div<{ $shown: boolean }>`
  display: flex;
  justify-content: flex-end;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 1rem 1rem 0.5rem;
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};

  @media ${FLOATING_SCROLL_TOP_QUERY} {
    position: fixed;
    right: 1rem;
    bottom: 1rem;
    z-index: 900;
    width: auto;
    max-width: none;
    margin: 0;
    padding: 0;
  }
`;
