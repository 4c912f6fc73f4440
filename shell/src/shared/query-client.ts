import { QueryClient } from '@tanstack/react-query';
import { QUERY_CLIENT_DEFAULTS } from '@edna/shared-contracts/client';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS });
}
