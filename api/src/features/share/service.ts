import { randomBytes } from 'node:crypto';
import type { EntrepreneurType, GenerateShareBadgeRequest } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { badgePng } from './badge';
import { findShareBadge, insertShareBadge, type ShareBadge } from './repository';

/** Share ids: 12 URL-safe characters (72 random bits). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export const sharePagePath = (id: string) => `/share/${id}`;
export const badgeImagePath = (id: string) => `/share/${id}/badge.png`;

export interface GeneratedBadge {
  id: string;
  type: EntrepreneurType;
}

/** Stores a new share of a result type and makes sure its badge image is rendered (and cached) before answering. */
export async function generateShareBadge(db: Database, request: GenerateShareBadgeRequest): Promise<GeneratedBadge> {
  const id = randomBytes(9).toString('base64url');
  badgePng(request.type);
  await insertShareBadge(db, { id, type: request.type, userId: request.userId ?? null });
  return { id, type: request.type };
}

/** The stored share with this id, or null (also for ids that cannot be ours). */
export function findShare(db: Database, id: string): Promise<ShareBadge | null> {
  return SHARE_ID_PATTERN.test(id) ? findShareBadge(db, id) : Promise.resolve(null);
}
