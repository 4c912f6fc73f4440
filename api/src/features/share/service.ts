import { randomBytes } from 'node:crypto';
import { claritySentence, typeMixOf, type EntrepreneurType, type GenerateShareBadgeRequest, type TypeMix } from '@edna/shared-contracts';
import type { Database } from '../../lib/db';
import { badRequest, notFound } from '../../lib/errors';
import { findResultByToken } from '../../shared/kept-results';
import { BADGE_PAGE_WIDTH, badgePng } from './badge';
import { findShareBadge, insertShareBadge, type ShareBadge } from './repository';

/** Share ids: 12 URL-safe characters (72 random bits). */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

export const sharePagePath = (id: string) => `/share/${id}`;
export const badgeImagePath = (id: string) => `/share/${id}/badge.png`;
/** The share page's smaller copy of the badge (BADGE_PAGE_WIDTH wide). */
export const pageBadgeImagePath = (id: string) => `/share/${id}/badge-${BADGE_PAGE_WIDTH}.png`;

const resultGone = () => notFound('No result has this link. It may have been deleted.', 'result_not_found');

export interface GeneratedBadge {
  id: string;
  type: EntrepreneurType;
  mix: TypeMix | null;
}

/**
 * Stores a new share and makes sure its badge image is rendered (and cached) before answering. With a result link
 * token the share belongs to that kept result: its badge shows the result's five-type mix, and deleting the result
 * deletes the share. The browser session id (userId) is not stored: a share identifies nobody.
 */
export async function generateShareBadge(db: Database, request: GenerateShareBadgeRequest): Promise<GeneratedBadge> {
  let resultId: string | null = null;
  let mix: TypeMix | null = null;
  let confidence: string | null = null;
  if (request.resultToken) {
    const kept = await findResultByToken(db, request.resultToken);
    if (!kept) throw resultGone();
    if (kept.result.primaryCategory !== request.type) {
      throw badRequest(`The result's primary type is ${kept.result.primaryCategory}, not ${request.type}.`, 'type_mismatch');
    }
    resultId = kept.id;
    mix = typeMixOf(kept.result);
    confidence = claritySentence(kept.result);
  }
  const id = randomBytes(9).toString('base64url');
  badgePng(request.type, mix, undefined, confidence);
  if (!(await insertShareBadge(db, { id, type: request.type, resultId }))) throw resultGone();
  return { id, type: request.type, mix };
}

/** The stored share with this id, or null (also for ids that cannot be ours). */
export function findShare(db: Database, id: string): Promise<ShareBadge | null> {
  return SHARE_ID_PATTERN.test(id) ? findShareBadge(db, id) : Promise.resolve(null);
}
