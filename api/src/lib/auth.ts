import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import jwt from 'jsonwebtoken';
import { sql } from 'drizzle-orm';
import { ADMIN, type User } from '@edna/shared-contracts';
import type { AppContext } from '../app-context';
import { rowsOf } from './db';
import { AppError, forbidden, unauthorized } from './errors';

/** The httpOnly cookie holding the session JWT. */
export const SESSION_COOKIE = 'edna_session';
/** A session lasts 30 minutes, as long as the admin's session timer; it is not extended by activity. */
export const SESSION_TTL_SECONDS = ADMIN.sessionTimeoutMs / 1000;
/** Socket tokens only open the live feed; they are sent once over the socket right after they are fetched. */
export const SOCKET_TOKEN_TTL_SECONDS = 60;

const ALGORITHM = 'HS256';
export type TokenType = 'session' | 'socket';

export interface TokenClaims {
  userId: number;
  typ: TokenType;
  /** Token id: a logout revokes it. */
  jti: string;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

export const NOT_LOGGED_IN_MESSAGE = 'You need to log in first.';
export const NOT_ADMIN_MESSAGE = 'Only administrators can do that.';

function sign(secret: string, userId: number, typ: TokenType, ttlSeconds: number, extra: Record<string, unknown> = {}): string {
  return jwt.sign({ typ, ...extra }, secret, {
    algorithm: ALGORITHM,
    expiresIn: ttlSeconds,
    subject: String(userId),
    jwtid: randomBytes(16).toString('base64url'),
  });
}

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export function signSessionToken(secret: string, userId: number): IssuedSession {
  const token = sign(secret, userId, 'session', SESSION_TTL_SECONDS);
  return { token, expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000) };
}

/**
 * A socket token never outlives the session it was issued from, and names that session (`sid`, its jti) so that
 * revoking the session revokes the token too.
 */
export function signSocketToken(
  secret: string,
  userId: number,
  session: { jti: string; exp: number },
): { token: string; expiresInSeconds: number } {
  const expiresInSeconds = Math.max(1, Math.min(SOCKET_TOKEN_TTL_SECONDS, session.exp - Math.floor(Date.now() / 1000)));
  return { token: sign(secret, userId, 'socket', expiresInSeconds, { sexp: session.exp, sid: session.jti }), expiresInSeconds };
}

/**
 * Checks a token's signature (HS256 only: `alg: none` and other algorithms are refused), expiry and type; null when
 * any of them is wrong.
 */
export function verifyToken(secret: string, token: string, typ: TokenType): (TokenClaims & { sessionExpiresAt?: number; sessionId?: string }) | null {
  let payload: jwt.JwtPayload | string;
  try {
    payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
  } catch {
    return null;
  }
  if (typeof payload === 'string' || payload.typ !== typ) return null;
  const userId = Number(payload.sub);
  if (!Number.isSafeInteger(userId) || userId < 1 || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  if (typ === 'socket' && typeof payload.sid !== 'string') return null;
  return {
    userId,
    typ,
    jti: payload.jti,
    exp: payload.exp,
    ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
    ...(typeof payload.sexp === 'number' ? { sessionExpiresAt: payload.sexp } : {}),
  };
}

/**
 * One cookie of the request. (A small parser rather than the `cookie` package: its v2 is ESM-only, which jest's
 * CommonJS runtime cannot load.)
 */
export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function cookieOptions(context: Pick<AppContext, 'config'>): CookieOptions {
  return { path: '/', sameSite: 'strict', secure: context.config.NODE_ENV === 'production', httpOnly: true };
}

export function setSessionCookies(res: Response, context: Pick<AppContext, 'config'>, session: IssuedSession): void {
  const maxAge = SESSION_TTL_SECONDS * 1000;
  res.cookie(SESSION_COOKIE, session.token, { ...cookieOptions(context), maxAge });
}

export function clearSessionCookies(res: Response, context: Pick<AppContext, 'config'>): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(context));
}

export interface Session {
  user: User;
  claims: TokenClaims;
}

/**
 * The user of a valid, unrevoked token, read fresh from the database (a demoted admin loses access at once). A socket
 * token is revoked with the session it came from.
 */
export async function loadTokenUser(context: Pick<AppContext, 'database'>, claims: TokenClaims & { sessionId?: string }): Promise<User | null> {
  const result = await context.database.db.execute(sql`
    select id, email, is_admin as "isAdmin",
      exists (select 1 from revoked_sessions where jti in (${claims.jti}, ${claims.sessionId ?? claims.jti})) as revoked
    from users where id = ${claims.userId}`);
  const [row] = rowsOf<{ id: number; email: string; isAdmin: boolean; revoked: boolean }>(result);
  if (!row || row.revoked) return null;
  return { id: Number(row.id), email: row.email, isAdmin: row.isAdmin };
}

/** The session of the request's cookie, or null when there is none or it is invalid, expired or revoked. */
export async function readSession(context: Pick<AppContext, 'database' | 'secrets'>, req: Request): Promise<Session | null> {
  const token = readCookie(req, SESSION_COOKIE);
  if (!token) return null;
  const claims = verifyToken(context.secrets.session, token, 'session');
  if (!claims) return null;
  const user = await loadTokenUser(context, claims);
  return user ? { user, claims } : null;
}

export function sessionOf(res: Response): Session {
  const session = res.locals.session as Session | undefined;
  if (!session) throw new AppError(500, 'internal_error', 'The session was not loaded.');
  return session;
}

/** 401 without a valid session, 403 for a non-admin. (Cross-site writes never get here: see cross-origin.ts.) */
export function requireAdmin(context: Pick<AppContext, 'database' | 'secrets'>): RequestHandler {
  return async (req, res, next) => {
    const session = await readSession(context, req);
    if (!session) throw unauthorized(NOT_LOGGED_IN_MESSAGE);
    if (!session.user.isAdmin) throw forbidden(NOT_ADMIN_MESSAGE);
    res.locals.session = session;
    next();
  };
}
