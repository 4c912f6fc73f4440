import { ApiError } from '@edna/shared-contracts/client';

/** The `message` field of the API's JSON error body (`{error, message}`), when the failure carried one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const { message } = error.body as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : undefined;
}
