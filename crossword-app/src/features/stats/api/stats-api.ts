import { apiRequest } from '@edna/shared-contracts/client';
import type { PlayerStats } from '@edna/shared-contracts';

export const statsQueryKey = (playerId: string) => ['/api/crossword/stats', playerId] as const;

export const fetchStats = (playerId: string) => apiRequest<PlayerStats>('GET', `/api/crossword/stats?playerId=${encodeURIComponent(playerId)}`);
