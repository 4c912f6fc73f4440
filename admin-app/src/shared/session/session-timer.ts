import { ADMIN } from '@edna/shared-contracts/rules';

/**
 * When the current login started (epoch ms), kept in localStorage so every tab of the browser counts from the same
 * login, as the session cookie they share does.
 */
export const SESSION_STARTED_AT_KEY = 'adminSessionStartedAt';

/**
 * The start to count the session timer from. A stored login time is used while it is plausible (not in the future
 * and not already past the timeout); otherwise the timer counts from now, as after a login this tab did not see.
 */
export function resolveSessionStart(stored: string | null, now: number, timeoutMs: number = ADMIN.sessionTimeoutMs): number {
  const startedAt = stored === null ? Number.NaN : Number(stored);
  if (!Number.isFinite(startedAt) || startedAt > now || startedAt + timeoutMs <= now) return now;
  return startedAt;
}

/** Milliseconds from now until the session expires: the timeout counted from the login, never negative. */
export function msUntilSessionExpiry(startedAt: number, now: number, timeoutMs: number = ADMIN.sessionTimeoutMs): number {
  return Math.max(0, startedAt + timeoutMs - now);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function recordSessionStart(at: number = Date.now()): void {
  storage()?.setItem(SESSION_STARTED_AT_KEY, String(at));
}

export function readSessionStart(): string | null {
  return storage()?.getItem(SESSION_STARTED_AT_KEY) ?? null;
}

export function clearSessionStart(): void {
  storage()?.removeItem(SESSION_STARTED_AT_KEY);
}
