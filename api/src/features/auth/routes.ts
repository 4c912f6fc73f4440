import { Router, type RequestHandler } from 'express';
import { loginRequestSchema, registerRequestSchema, type CurrentUserResponse, type MessageResponse, type User } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import {
  SESSION_COOKIE,
  clearSessionCookies,
  readCookie,
  readSession,
  setSessionCookies,
  signSessionToken,
} from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { parseBody } from '../../lib/validate';
import { clientKey, createRateLimiter, rateLimit } from '../../shared/rate-limit';
import { createLoginThrottle } from './login-throttle';
import { revokeSession } from './repository';
import { AUTH_MESSAGES, login, register } from './service';

const REGISTER_WINDOW_MS = 60 * 60 * 1000;

/** POST /api/login, POST /api/register, POST /api/logout, GET /api/user. */
export function createAuthRouter(context: AppContext): Router {
  const { config } = context;
  const router = Router();
  const throttle = createLoginThrottle(context.database, {
    freeFailuresPerAccountAndAddress: config.LOGIN_FREE_FAILURES,
    freeFailuresPerAddress: config.LOGIN_FREE_FAILURES_PER_ADDRESS,
    baseDelayMs: config.LOGIN_BASE_DELAY_MS,
    maxDelayMs: config.LOGIN_MAX_DELAY_MS,
    forgetAfterMs: config.LOGIN_FAILURES_FORGOTTEN_AFTER_MS,
    ...(context.clock ? { now: context.clock } : {}),
  });
  const registerLimiter = createRateLimiter(context.database, { name: 'register-ip', windowMs: REGISTER_WINDOW_MS, max: config.REGISTER_LIMIT_PER_IP });

  const startSession = (res: Parameters<typeof setSessionCookies>[0], user: User) => {
    setSessionCookies(res, context, signSessionToken(context.secrets.session, user.id));
  };

  router.post('/login', async (req, res) => {
    const credentials = parseBody(req, loginRequestSchema);
    const user = await login(context, throttle, clientKey(req), credentials);
    startSession(res, user);
    res.json(user satisfies User);
  });

  const registrationOpen: RequestHandler = (_req, _res, next) => {
    if (!config.ALLOW_REGISTRATION) throw forbidden(AUTH_MESSAGES.registrationClosed, 'registration_closed');
    next();
  };

  router.post('/register', registrationOpen, rateLimit(registerLimiter, AUTH_MESSAGES.tooManyRegistrations), async (req, res) => {
    await register(context, parseBody(req, registerRequestSchema));
    res.status(202).json({ message: AUTH_MESSAGES.registered } satisfies MessageResponse);
  });

  router.post('/logout', async (req, res) => {
    const session = await readSession(context, req);
    if (session) {
      await revokeSession(context.database.db, session.claims.jti, new Date(session.claims.exp * 1000));
      context.realtime.endSession(session.claims.jti);
    }
    clearSessionCookies(res, context);
    res.json({ message: AUTH_MESSAGES.loggedOut } satisfies MessageResponse);
  });

  router.get('/user', async (req, res) => {
    const session = await readSession(context, req);
    if (!session) {
      if (readCookie(req, SESSION_COOKIE) !== undefined) clearSessionCookies(res, context);
      // Asking who is signed in is not an error for a visitor: browsers log every 4xx in the console.
      res.setHeader('Cache-Control', 'no-store');
      res.json(null satisfies CurrentUserResponse);
      return;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json(session.user satisfies CurrentUserResponse);
  });

  return router;
}
