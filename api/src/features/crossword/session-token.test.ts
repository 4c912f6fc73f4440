import { createSessionTokens } from './session-token';

const claims = { sessionId: '0b6f3c1e-8a8e-4d5c-9a4f-2f5d7f0a1b2c', puzzleDate: '2026-11-21', expiresAt: 2_000_000_000 };

describe('crossword session tokens', () => {
  const tokens = createSessionTokens('a-secret-of-at-least-thirty-two-characters');

  it('verifies a token it issued and returns its claims', () => {
    expect(tokens.verify(tokens.issue(claims), 1_900_000_000)).toEqual({ ok: true, claims });
  });

  it('refuses a token once it has expired', () => {
    expect(tokens.verify(tokens.issue(claims), claims.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token whose session, date or expiry was altered', () => {
    const token = tokens.issue(claims);
    const altered = [
      token.replace(claims.sessionId, '1b6f3c1e-8a8e-4d5c-9a4f-2f5d7f0a1b2c'),
      token.replace(claims.puzzleDate, '2026-11-22'),
      token.replace(String(claims.expiresAt), '2100000000'),
    ];
    for (const forged of altered) expect(tokens.verify(forged, 1_900_000_000)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a token signed with another secret, and garbage', () => {
    const other = createSessionTokens('another-secret-of-at-least-thirty-two-chars').issue(claims);
    expect(tokens.verify(other, 1_900_000_000)).toEqual({ ok: false, reason: 'forged' });
    for (const garbage of ['', 'v1', 'x'.repeat(150), `${tokens.issue(claims)}x`, tokens.issue(claims).replace('v1.', 'v2.')]) {
      expect(tokens.verify(garbage, 1_900_000_000)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('still expires and still refuses altered copies of a token it has verified before', () => {
    const token = tokens.issue(claims);
    expect(tokens.verify(token, 1_900_000_000)).toEqual({ ok: true, claims });
    expect(tokens.verify(token, 1_900_000_001)).toEqual({ ok: true, claims });
    expect(tokens.verify(token.replace(claims.puzzleDate, '2026-11-22'), 1_900_000_000)).toEqual({ ok: false, reason: 'forged' });
    expect(tokens.verify(token, claims.expiresAt)).toEqual({ ok: false, reason: 'expired' });
    const returned = tokens.verify(token, 1_900_000_000);
    if (returned.ok) returned.claims.sessionId = 'changed by a caller';
    expect(tokens.verify(token, 1_900_000_000)).toEqual({ ok: true, claims });
  });
});
