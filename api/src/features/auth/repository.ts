import { and, eq, lt, sql } from 'drizzle-orm';
import type { User } from '@edna/shared-contracts';
import { revokedSessions, users } from '../../db/schema';
import type { Database } from '../../lib/db';

export interface StoredUser extends User {
  passwordHash: string;
}

export async function findUserByEmail(db: Database, email: string): Promise<StoredUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/** Inserts a user unless the email is taken; null when it is. */
export async function insertUser(db: Database, values: { email: string; passwordHash: string; isAdmin: boolean }): Promise<User | null> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, isAdmin: users.isAdmin });
  return row ?? null;
}

export async function anyAdminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  return Boolean(row);
}

/** Makes an existing non-admin account the first admin with a new password (only while no admin exists). */
export async function promoteToFirstAdmin(db: Database, email: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isAdmin: true, passwordHash })
    .where(and(eq(users.email, email), eq(users.isAdmin, false), sql`not exists (select 1 from users where is_admin)`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Ends a session before its expiry; forgets revocations of tokens that have expired anyway. */
export async function revokeSession(db: Database, jti: string, expiresAt: Date): Promise<void> {
  await db.insert(revokedSessions).values({ jti, expiresAt }).onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, new Date()));
}
