import { apiRequest } from '@edna/shared-contracts/client';
import type { ArchiveResponse } from '@edna/shared-contracts';

export const archiveQueryKey = (playerId: string) => ['/api/crossword/archive', playerId] as const;

export const fetchArchive = (playerId: string) => apiRequest<ArchiveResponse>('GET', `/api/crossword/archive?playerId=${encodeURIComponent(playerId)}`);
