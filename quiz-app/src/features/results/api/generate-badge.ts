import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@edna/shared-contracts/client';
import type { GenerateShareBadgeRequest, GenerateShareBadgeResponse } from '@edna/shared-contracts';

/** POST /api/generate-share-badge. An answer without success or shareUrl counts as a failure. */
export async function generateShareBadge(request: GenerateShareBadgeRequest): Promise<{ shareUrl: string; imageUrl?: string }> {
  const answer = await apiRequest<GenerateShareBadgeResponse>('POST', '/api/generate-share-badge', request);
  if (!answer?.success || !answer.shareUrl) throw new Error('The badge answer has no success flag or share URL');
  return { shareUrl: answer.shareUrl, ...(answer.imageUrl ? { imageUrl: answer.imageUrl } : {}) };
}

export function useGenerateShareBadge() {
  return useMutation({ mutationFn: generateShareBadge });
}
