import { WINDOW_EVENTS } from '@edna/shared-contracts/rules';

/** The About dialog is opened and toggled through window-level events, so any remote can open it too. */
export function openAboutDialog(): void {
  window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.openAbout));
}

export function toggleAboutDialog(): void {
  window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.toggleAbout));
}
