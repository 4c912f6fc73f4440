import confetti from 'canvas-confetti';
import { QUIZ } from '@edna/shared-contracts/rules';
import { zIndex } from '@edna/ui-kit';

/** The celebration: three bursts at 0, 250 and 500 ms of 100, 50 and 150 particles; failures are only logged. */
export function celebrate(): () => void {
  const timers = QUIZ.celebrationBursts.map(({ delayMs, particles }) =>
    window.setTimeout(() => {
      try {
        const done = confetti({ particleCount: particles, spread: 75, origin: { y: 0.6 }, disableForReducedMotion: true, zIndex: zIndex.toast });
        done?.catch((error: unknown) => console.warn('Confetti failed', error));
      } catch (error) {
        console.warn('Confetti failed', error);
      }
    }, delayMs),
  );
  return () => timers.forEach((timer) => window.clearTimeout(timer));
}
