import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@edna/shared-contracts/client';
import type { AdSettings, MessageResponse } from '@edna/shared-contracts';
import { ADMIN_QUERY_KEYS } from '../../../shared/lib/query-keys';
import { jsonQueryFn } from '../../../shared/lib/query-fn';

export function useAdSettings() {
  return useQuery<AdSettings>({ queryKey: ADMIN_QUERY_KEYS.adSettings, queryFn: jsonQueryFn<AdSettings>() });
}

export function useSaveAdSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AdSettings) => apiRequest<MessageResponse>('POST', '/api/save-adsense', settings),
    onSuccess: (_answer, settings) => queryClient.setQueryData(ADMIN_QUERY_KEYS.adSettings, settings),
  });
}

/** Removes the ad settings, which switches ads off. */
export function useRemoveAdSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>('DELETE', '/api/adsense-settings'),
    onSuccess: () => queryClient.setQueryData(ADMIN_QUERY_KEYS.adSettings, { googleAdClient: '', googleVerification: '' } satisfies AdSettings),
  });
}
