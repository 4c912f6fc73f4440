import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '@edna/ui-kit';
import { SHELL } from '@edna/shared-contracts/rules';

/** Appears after scrolling more than 200 px; returns to the top (instantly under reduced motion). */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHELL.scrollTopThresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <Floating>
      <IconButton aria-label="Scroll to top" variant="primary" onClick={scrollToTop}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M12 19V5M5 12l7-7 7 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </IconButton>
    </Floating>
  );
}

const Floating = styled.div`
  position: fixed;
  right: 1rem;
  bottom: 1rem;
  z-index: 900;
`;
