import type { LoginRequest, RegisterRequest, User } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { AppError, conflict, forbidden, tooManyRequests } from '../../lib/errors';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { findUserByEmail, insertUser } from './repository';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many failed login attempts. Please wait a moment and try again.',
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.',
  registrationClosed: 'Registration is closed.',
  emailTaken: 'An account with this email already exists.',
  loggedOut: 'Logged out',
} as const;

/**
 * Checks the credentials behind the login throttle (429 login_throttled with Retry-After while this account and
 * address, or this address, has to wait); the same 401 whether the email or the password is wrong.
 */
export async function login(context: AppContext, throttle: LoginThrottle, ip: string, credentials: LoginRequest): Promise<User> {
  const decision = await throttle.attempt(ip, credentials.email);
  if (!decision.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyLogins, decision.retryAfterSeconds, 'login_throttled');
  const stored = await findUserByEmail(context.database.db, credentials.email);
  const valid = stored ? await verifyPassword(credentials.password, stored.passwordHash) : await verifyAgainstDummy(credentials.password);
  if (!stored || !valid) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  await throttle.succeeded(ip, credentials.email);
  return { id: stored.id, email: stored.email, isAdmin: stored.isAdmin };
}

/** Creates an ordinary (never admin) account, when registration is open. */
export async function register(context: AppContext, request: RegisterRequest): Promise<User> {
  if (!context.config.ALLOW_REGISTRATION) throw forbidden(AUTH_MESSAGES.registrationClosed, 'registration_closed');
  if (await findUserByEmail(context.database.db, request.email)) throw conflict(AUTH_MESSAGES.emailTaken, 'email_taken');
  const user = await insertUser(context.database.db, { email: request.email, passwordHash: await hashPassword(request.password), isAdmin: false });
  if (!user) throw conflict(AUTH_MESSAGES.emailTaken, 'email_taken');
  return user;
}
