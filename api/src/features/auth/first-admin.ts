import { randomBytes } from 'node:crypto';
import type { SeedContext } from '../../shared/seed-context';
import { hashPassword } from './password';
import { anyAdminExists, findUserByEmail, insertUser, promoteToFirstAdmin } from './repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@entrepreneurialdna.local';

/** Writes straight to stdout: the logger redacts passwords, and this one must be seen once. */
export function printGeneratedPassword(email: string, password: string, write: (text: string) => void = (text) => process.stdout.write(text)): void {
  const line = '='.repeat(72);
  write(
    [
      '',
      line,
      '  Entrepreneurial DNA: the first admin account was created.',
      `  Email:    ${email}`,
      `  Password: ${password}`,
      '  This password is shown only this once. Log in at /auth and keep it somewhere safe.',
      '  (Set ADMIN_EMAIL and ADMIN_PASSWORD to choose them yourself.)',
      line,
      '',
      '',
    ].join('\n'),
  );
}

/**
 * On start, when no admin exists: creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password that
 * is printed once. An existing admin is never touched. If the email already belongs to a non-admin account, that
 * account becomes the admin with the configured (or generated) password, so whoever registered it loses access.
 */
export async function ensureFirstAdmin({ db, config, logger }: SeedContext, print = printGeneratedPassword): Promise<void> {
  if (await anyAdminExists(db)) return;
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = config.ADMIN_PASSWORD ? null : randomBytes(18).toString('base64url');
  const password = config.ADMIN_PASSWORD ?? generated ?? '';
  const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);

  let created: boolean;
  if (await findUserByEmail(db, email)) {
    created = await promoteToFirstAdmin(db, email, passwordHash);
    if (created) logger.warn({ email }, 'the existing account with the admin email was made the first admin and given the admin password');
  } else {
    created = Boolean(await insertUser(db, { email, passwordHash, isAdmin: true }));
    if (created) logger.info({ email }, 'first admin account created');
  }
  // Another process starting at the same time may have won the race; only the winner prints its password.
  if (created && generated && config.NODE_ENV !== 'test') print(email, generated);
}
