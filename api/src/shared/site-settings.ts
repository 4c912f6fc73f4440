import { eq } from 'drizzle-orm';
import type { AdSettings } from '@edna/shared-contracts';
import { settings } from '../db/schema';
import type { Database } from '../lib/db';

const AD_SETTINGS_KEY = 'adsense';
const CACHE_MS = 5000;

const EMPTY: AdSettings = { googleAdClient: '', googleVerification: '' };

/**
 * Ad-network settings, read on every page render: cached for a few seconds so a page view costs no query, short
 * enough that every API process picks up a change quickly ("Changes will apply on page reload").
 */
export function createSiteSettings(db: Database) {
  let cached: { value: AdSettings; at: number } | null = null;

  async function getAdSettings(): Promise<AdSettings> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, AD_SETTINGS_KEY));
    const value = { ...EMPTY, ...((row?.value as Partial<AdSettings> | undefined) ?? {}) };
    cached = { value, at: Date.now() };
    return value;
  }

  async function saveAdSettings(value: AdSettings): Promise<void> {
    await db
      .insert(settings)
      .values({ key: AD_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    cached = { value, at: Date.now() };
  }

  return { getAdSettings, saveAdSettings };
}

export type SiteSettings = ReturnType<typeof createSiteSettings>;
