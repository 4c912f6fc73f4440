import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { settings } from '../db/schema';
import type { Database } from './db';

/**
 * A server secret that survives restarts and is the same for every API process on one database: generated once
 * and kept in the settings table (never in backups or logs). An explicit value from the environment wins.
 */
export async function getOrCreateSecret(db: Database, name: string, explicit?: string): Promise<string> {
  if (explicit) return explicit;
  const key = `secret:${name}`;
  await db
    .insert(settings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row || typeof row.value !== 'string') throw new Error(`Secret ${name} could not be read`);
  return row.value;
}

export interface ServerSecrets {
  /** Signs admin session JWTs and socket tokens. */
  session: string;
  /** Seeds the daily crossword layout and signs crossword session tokens. */
  crossword: string;
}

export async function loadSecrets(db: Database, sessionSecret?: string): Promise<ServerSecrets> {
  return {
    session: await getOrCreateSecret(db, 'session', sessionSecret),
    crossword: await getOrCreateSecret(db, 'crossword'),
  };
}
