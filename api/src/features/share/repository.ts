import { eq } from 'drizzle-orm';
import type { EntrepreneurType } from '@edna/shared-contracts';
import { shareBadges } from '../../db/schema';
import type { Database } from '../../lib/db';

export interface ShareBadge {
  id: string;
  type: EntrepreneurType;
}

export async function insertShareBadge(db: Database, badge: ShareBadge & { userId: string | null }): Promise<void> {
  await db.insert(shareBadges).values({ id: badge.id, type: badge.type, userId: badge.userId });
}

export async function findShareBadge(db: Database, id: string): Promise<ShareBadge | null> {
  const [row] = await db.select({ id: shareBadges.id, type: shareBadges.type }).from(shareBadges).where(eq(shareBadges.id, id)).limit(1);
  return row ? { id: row.id, type: row.type as EntrepreneurType } : null;
}
