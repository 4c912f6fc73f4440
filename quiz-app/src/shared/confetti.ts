import type { Options } from 'canvas-confetti';

/**
 * Fires one confetti burst. The library is fetched on first use, so pages that never celebrate never download it;
 * nothing is drawn under prefers-reduced-motion, and a failure is only logged.
 */
export async function fireConfetti(options: Options): Promise<void> {
  try {
    const { default: confetti } = await import('canvas-confetti');
    await confetti({ disableForReducedMotion: true, ...options });
  } catch (error) {
    console.error('Confetti failed', error);
  }
}
