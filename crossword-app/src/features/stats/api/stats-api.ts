import { apiRequest } from '@edna/shared-contracts/client';
import type { PlayerStats } from '@edna/shared-contracts';

export const fetchStats = (playerId: string, signal?: AbortSignal) =>
  apiRequest<PlayerStats>('GET', `/api/crossword/stats?playerId=${encodeURIComponent(playerId)}`, undefined, { signal });
