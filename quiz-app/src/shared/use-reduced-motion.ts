import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);

/**
 * True while the visitor asks for reduced motion; follows changes live. (Same answer as motion's useReducedMotion,
 * without loading the whole motion/react package on the landing page.)
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
