import { confettiAllowed } from './confetti';

function rootWith(contrast: string): HTMLElement {
  const root = document.createElement('html');
  root.dataset.contrast = contrast;
  return root;
}

describe('confetti', () => {
  const none = () => false;

  it('is drawn in the normal themes when the system asks for nothing special', () => {
    expect(confettiAllowed(rootWith('normal'), none)).toBe(true);
  });

  it('is never drawn in the high-contrast mode', () => {
    expect(confettiAllowed(rootWith('high'), none)).toBe(false);
  });

  it.each(['(prefers-reduced-motion: reduce)', '(prefers-contrast: more)', '(forced-colors: active)'])('is not drawn under %s', (asked) => {
    expect(confettiAllowed(rootWith('normal'), (query) => query === asked)).toBe(false);
  });
});
