import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { PAGE_FADE } from '@edna/shared-contracts/site';
import { useReducedMotion } from './use-reduced-motion';

interface PageFadeProps {
  children: ReactNode;
  /** True once the page is leaving: it fades out, then onLeft runs. */
  leaving?: boolean;
  onLeft?: () => void;
}

/**
 * Fades a page in (0.5 s, ease-out) and, when it leaves, out (0.3 s, ease-in), with the browser's Web Animations
 * API: the landing page uses it, and an animation library would add to the JavaScript of every first visit to /.
 * No animation at all under prefers-reduced-motion (or where the API is missing), and no fade-in for the page the
 * document opened on (it is already on screen).
 */
const noSubscription = () => () => undefined;

export function PageFade({ children, leaving = false, onLeft }: PageFadeProps) {
  const reduceMotion = useReducedMotion();
  // A page the document already shows (its first paint, being hydrated) is there: it does not fade in again.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const pageRef = useRef<HTMLDivElement>(null);
  const onLeftRef = useRef(onLeft);
  useEffect(() => {
    onLeftRef.current = onLeft;
  });

  useLayoutEffect(() => {
    const page = pageRef.current;
    if (hydrating || reduceMotion || typeof page?.animate !== 'function') return;
    const fadeIn = page.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE.inSeconds * 1000, easing: 'ease-out' });
    return () => fadeIn.cancel();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const page = pageRef.current;
    if (reduceMotion || typeof page?.animate !== 'function') {
      onLeftRef.current?.();
      return;
    }
    let cancelled = false;
    // From wherever the fade-in is, to transparent, held there until the next page replaces this one.
    const fadeOut = page.animate([{ opacity: 0 }], { duration: PAGE_FADE.outSeconds * 1000, easing: 'ease-in', fill: 'forwards' });
    fadeOut.finished.then(
      () => {
        if (!cancelled) onLeftRef.current?.();
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [leaving, reduceMotion]);

  return <div ref={pageRef}>{children}</div>;
}
