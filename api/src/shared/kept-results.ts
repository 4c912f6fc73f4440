/**
 * The secrets of a kept result, and reading a result by them (the quiz owns quiz_results and writes it; the share
 * feature reads a result here to draw its badge).
 *
 * - The link token is 32 random bytes (256 bits): whoever holds it may read and delete the result.
 * - The compare code is derived from the token (HMAC-SHA256 keyed by the token, first 16 bytes, 128 bits), so it
 *   can be shown again to the token's holder without being stored, and it reveals nothing of the token: it can only
 *   show the result.
 * - Only SHA-256 hashes of both are stored. A lookup compares hashes through a unique index: what the comparison's
 *   timing could reveal is about the hash, which an attacker cannot steer towards the token, so no constant-time
 *   comparison of the secret itself is needed.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isResultToken, type QuizResult } from '@edna/shared-contracts';
import { quizResults } from '../db/schema';
import type { Database } from '../lib/db';

export interface ResultLink {
  token: string;
  compareCode: string;
  tokenHash: string;
  compareHash: string;
}

export const hashLinkSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('base64url');

export const compareCodeFor = (token: string): string => createHmac('sha256', token).update('compare').digest().subarray(0, 16).toString('base64url');

/** A fresh link for a new result. */
export function newResultLink(): ResultLink {
  const token = randomBytes(32).toString('base64url');
  const compareCode = compareCodeFor(token);
  return { token, compareCode, tokenHash: hashLinkSecret(token), compareHash: hashLinkSecret(compareCode) };
}

export interface KeptResult {
  id: string;
  result: QuizResult;
  createdAt: Date;
}

export const keptResultColumns = { id: quizResults.id, result: quizResults.result, createdAt: quizResults.createdAt };

export function toKeptResult(row: { id: string; result: unknown; createdAt: Date | string } | undefined): KeptResult | null {
  if (!row) return null;
  return { id: row.id, result: { ...(row.result as QuizResult), resultId: row.id }, createdAt: new Date(row.createdAt) };
}

/** The result this link token opens, or null (also for anything that cannot be a token). */
export async function findResultByToken(db: Database, token: string): Promise<KeptResult | null> {
  if (!isResultToken(token)) return null;
  const [row] = await db.select(keptResultColumns).from(quizResults).where(eq(quizResults.tokenHash, hashLinkSecret(token))).limit(1);
  return toKeptResult(row);
}
