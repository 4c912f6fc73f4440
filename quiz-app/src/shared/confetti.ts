import type { Options } from 'canvas-confetti';

/** Media queries under which nothing is drawn over the page: reduced motion, more contrast, forced colours. */
const NO_CONFETTI_QUERIES = ['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)', '(forced-colors: active)'] as const;

/**
 * Whether a celebration may draw confetti: not in the site's high-contrast mode (the root's data-contrast), and not
 * when the system asks for reduced motion, more contrast or forced colours; moving specks over text hurt reading there.
 */
export function confettiAllowed(root: HTMLElement, matches: (query: string) => boolean): boolean {
  if (root.dataset.contrast === 'high') return false;
  return NO_CONFETTI_QUERIES.every((query) => !matches(query));
}

/**
 * Fires one confetti burst when confettiAllowed. The library is fetched on first use, so pages that never celebrate
 * never download it; a failure is only logged.
 */
export async function fireConfetti(options: Options): Promise<void> {
  if (!confettiAllowed(document.documentElement, (query) => window.matchMedia(query).matches)) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ disableForReducedMotion: true, ...options });
  } catch (error) {
    console.error('Confetti failed', error);
  }
}
