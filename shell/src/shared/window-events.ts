import { WINDOW_EVENTS } from '@edna/shared-contracts/site';

/** The About dialog is opened and toggled through window-level events, so any remote can open it too. */
export function openAboutDialog(): void {
  window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.openAbout));
}

export function toggleAboutDialog(): void {
  window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.toggleAbout));
}

/** Shell-only: the footer's Cookie settings button asks the consent banner to open again. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'edna:open-cookie-settings';

/** Asked for and not yet answered: the banner's code loads after the footer's button shows, so it may miss the event. */
let cookieSettingsRequested = false;

export function openCookieSettings(): void {
  cookieSettingsRequested = true;
  window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT));
}

/** Whether Cookie settings was asked for since the last answer; the banner answers it by opening. */
export function takeCookieSettingsRequest(): boolean {
  const requested = cookieSettingsRequested;
  cookieSettingsRequested = false;
  return requested;
}
