import { createHmac, timingSafeEqual } from 'node:crypto';
import { createBoundedMemo } from './bounded-memo';

/** How long a session token stays valid after the session started: long enough for a slow solve across midnight. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export interface SessionClaims {
  sessionId: string;
  puzzleDate: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** Tokens whose signature was verified, remembered so a session's many letter checks cost one HMAC, not one each. */
const VERIFIED_TOKENS_KEPT = 20_000;

const TOKEN_PATTERN = /^v1\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{4}-\d{2}-\d{2})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Crossword session tokens: `v1.{sessionId}.{puzzleDate}.{expiresAt}.{signature}`, the signature being
 * HMAC-SHA256 over the rest with a key derived from the crossword secret. Verification recomputes it and compares
 * in constant time; a token cannot be altered (other session, other date, later expiry) without the secret.
 */
export function createSessionTokens(secret: string) {
  const key = createHmac('sha256', secret).update('crossword-session-token:v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  // Only tokens with a valid signature are remembered; expiry is checked on every call.
  const verified = createBoundedMemo<SessionClaims>(VERIFIED_TOKENS_KEPT);

  return {
    issue(claims: SessionClaims): string {
      const payload = `v1.${claims.sessionId}.${claims.puzzleDate}.${claims.expiresAt}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token: string, nowSeconds: number = Date.now() / 1000): TokenCheck {
      let claims = verified.get(token);
      if (!claims) {
        const match = TOKEN_PATTERN.exec(token);
        if (!match) return { ok: false, reason: 'malformed' };
        const [, sessionId, puzzleDate, expires, signature] = match as unknown as [string, string, string, string, string];
        const expected = Buffer.from(sign(`v1.${sessionId}.${puzzleDate}.${expires}`));
        const given = Buffer.from(signature);
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
        claims = { sessionId, puzzleDate, expiresAt: Number(expires) };
        verified.set(token, claims);
      }
      if (claims.expiresAt <= nowSeconds) return { ok: false, reason: 'expired' };
      return { ok: true, claims: { ...claims } };
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;
