import { ApiError } from '@edna/shared-contracts/client';

/** The machine-readable code of an API refusal (the `error` field of `{error, message}`), if the error is one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const code = (error.body as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

export const apiErrorStatus = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);
