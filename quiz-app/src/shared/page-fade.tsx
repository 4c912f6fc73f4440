import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAnimate } from 'motion/react-mini';
import { QUIZ } from '@edna/shared-contracts/rules';
import { useReducedMotion } from './use-reduced-motion';

interface PageFadeProps {
  children: ReactNode;
  /** True once the page is leaving: it fades out, then onLeft runs. */
  leaving?: boolean;
  onLeft?: () => void;
}

/**
 * Fades a page in (0.5 s) and, when it leaves, out (0.3 s), with motion's small WAAPI animator (motion/react-mini);
 * no animation at all under prefers-reduced-motion.
 */
export function PageFade({ children, leaving = false, onLeft }: PageFadeProps) {
  const reduceMotion = useReducedMotion();
  const [scope, animate] = useAnimate<HTMLDivElement>();
  const onLeftRef = useRef(onLeft);
  useEffect(() => {
    onLeftRef.current = onLeft;
  });

  useLayoutEffect(() => {
    if (reduceMotion || !scope.current) return;
    const fadeIn = animate(scope.current, { opacity: [0, 1] }, { duration: QUIZ.fadeInSeconds, ease: 'easeOut' });
    return () => fadeIn.stop();
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!leaving) return;
    if (reduceMotion || !scope.current) {
      onLeftRef.current?.();
      return;
    }
    let cancelled = false;
    const fadeOut = animate(scope.current, { opacity: 0 }, { duration: QUIZ.fadeOutSeconds, ease: 'easeIn' });
    void fadeOut.then(() => {
      if (!cancelled) onLeftRef.current?.();
    });
    return () => {
      cancelled = true;
    };
  }, [leaving, reduceMotion, animate, scope]);

  return <div ref={scope}>{children}</div>;
}
