import { useQuery } from '@tanstack/react-query';
import { apiErrorCode, apiRequest } from '@edna/shared-contracts/client';
import type { ComparedResultResponse, KeptResultResponse } from '@edna/shared-contracts';

export const keptResultQueryKey = (token: string) => ['/api/results', token] as const;

/** GET /api/results/{token}: the kept result, its compare code and percentiles. */
export function useKeptResult(token: string | null) {
  return useQuery<KeptResultResponse>({ queryKey: keptResultQueryKey(token ?? ''), enabled: token !== null });
}

/** GET /api/compare/{code}: a co-founder's result, read-only. */
export function useComparedResult(code: string) {
  return useQuery<ComparedResultResponse>({ queryKey: ['/api/compare', code] });
}

/** DELETE /api/results/{token}. */
export function deleteKeptResult(token: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/results/${token}`);
}

/** True when the API said the result (or compare link) does not exist (read from the error code, not the message). */
export function isResultGone(error: unknown): boolean {
  return apiErrorCode(error) === 'result_not_found';
}
