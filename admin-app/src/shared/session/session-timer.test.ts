import { msUntilSessionExpiry, resolveSessionStart } from './session-timer';

const THIRTY_MINUTES = 1_800_000;

describe('session timer scheduling', () => {
  const now = 1_700_000_000_000;

  it('fires 30 minutes after a login that happened just now', () => {
    expect(msUntilSessionExpiry(resolveSessionStart(String(now), now), now)).toBe(THIRTY_MINUTES);
  });

  it('counts from the stored login, so a reload 10 minutes later leaves 20 minutes', () => {
    const loggedInAt = now - 600_000;
    expect(msUntilSessionExpiry(resolveSessionStart(String(loggedInAt), now), now)).toBe(1_200_000);
  });

  it('counts from now when no login time is stored or it cannot be read', () => {
    expect(resolveSessionStart(null, now)).toBe(now);
    expect(resolveSessionStart('yesterday', now)).toBe(now);
  });

  it('ignores a stored login in the future or one whose 30 minutes are already over', () => {
    expect(resolveSessionStart(String(now + 5000), now)).toBe(now);
    expect(resolveSessionStart(String(now - THIRTY_MINUTES), now)).toBe(now);
  });

  it('never schedules a negative delay', () => {
    expect(msUntilSessionExpiry(now - THIRTY_MINUTES - 1, now)).toBe(0);
  });
});
