import type { EntrepreneurType } from '@edna/shared-contracts/rules';

export const shareText = (type: EntrepreneurType) => `I'm a ${type} entrepreneur!`;

export type SocialNetwork = 'facebook' | 'twitter' | 'linkedin';

/** Share links of the three networks, each carrying the share URL and "I'm a {type} entrepreneur!". */
export function socialShareLinks(shareUrl: string, type: EntrepreneurType): Record<SocialNetwork, string> {
  const url = encodeURIComponent(shareUrl);
  const text = encodeURIComponent(shareText(type));
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`,
    twitter: `https://twitter.com/intent/tweet?url=${url}&text=${text}`,
    linkedin: `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${text}&summary=${text}`,
  };
}

export interface SavedBadge {
  /** The result the badge belongs to: its id, or its type when it has none. */
  key: string;
  shareUrl: string;
  imageUrl?: string;
}

export const badgeKeyOf = (result: { resultId?: string; primaryCategory: EntrepreneurType }) => result.resultId ?? `type:${result.primaryCategory}`;

/** The saved badge when it belongs to this result; anything else (another result, unreadable) is ignored. */
export function reusableBadge(raw: string | null, key: string): SavedBadge | null {
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<SavedBadge>;
    if (saved && saved.key === key && typeof saved.shareUrl === 'string' && saved.shareUrl) {
      return { key, shareUrl: saved.shareUrl, ...(typeof saved.imageUrl === 'string' ? { imageUrl: saved.imageUrl } : {}) };
    }
  } catch {
    // an unreadable saved badge is generated again
  }
  return null;
}
