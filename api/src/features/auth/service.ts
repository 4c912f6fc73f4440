import type { LoginRequest, RegisterRequest, User } from '@edna/shared-contracts';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, tooManyRequests } from '../../lib/errors';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { findUserByEmail, insertUser } from './repository';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many failed login attempts. Please wait a moment and try again.',
  tooManyRegistrations: 'Too many accounts were created from your network. Please try again later.',
  registrationClosed: 'Registration is closed.',
  registered: 'Thank you. If this email can be used for a new account, the account is ready: log in with your email and password.',
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
  const valid = stored ? await verifyPassword(credentials.password, stored.passwordHash) : await verifyAgainstDummy(credentials.password, context.config.PASSWORD_HASH_COST);
  if (!stored || !valid) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
  await throttle.succeeded(ip, credentials.email);
  return { id: stored.id, email: stored.email, isAdmin: stored.isAdmin };
}

/**
 * Creates an ordinary (never admin) account, when registration is open. Whether the email already has an account is
 * not told: the caller answers the same either way (an existing account is left as it is, no duplicate is made), and
 * the password is hashed either way so the time taken tells nothing either. The new user logs in as everyone does.
 */
export async function register(context: AppContext, request: RegisterRequest): Promise<void> {
  if (!context.config.ALLOW_REGISTRATION) throw forbidden(AUTH_MESSAGES.registrationClosed, 'registration_closed');
  const passwordHash = await hashPassword(request.password, context.config.PASSWORD_HASH_COST);
  await insertUser(context.database.db, { email: request.email, passwordHash, isAdmin: false });
}
