import { EARLY_CLICKS_GLOBAL } from '@edna/shared-contracts/shell-remote-contract';

interface EarlyClicks {
  buttons: HTMLButtonElement[];
  stop: () => void;
}

let pending: HTMLButtonElement[] = [];

/**
 * Ends the document's recording of buttons clicked before the app started and keeps what it recorded. Called just
 * before hydration: from then on React takes a click on the first paint itself.
 */
export function stopRecordingEarlyClicks(): void {
  const recorder = (window as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
  if (!recorder) return;
  recorder.stop();
  pending = [...recorder.buttons];
  recorder.buttons.length = 0;
}

/**
 * Clicks again, once, the buttons clicked before the app started, in their order. Hydration keeps the document's
 * elements, so they are the same buttons, now with their handlers; one the app replaced or disabled is skipped.
 */
export function replayEarlyClicks(): void {
  const buttons = pending;
  pending = [];
  for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
}
