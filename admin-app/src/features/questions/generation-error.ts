import { ApiError } from '@edna/shared-contracts/client';
import { serverMessageOf } from '../../shared/lib/api-errors';

/** The built-in generator's answer when every item it can write is already in the bank. */
export const GENERATOR_EXHAUSTED_MESSAGE = 'The built-in generator has no new items left; connect an AI provider';

/** What the admin is told when generation fails: the exhausted generator by its error code, else the server's message. */
export function generationErrorMessage(error: unknown): string {
  const code = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { error?: unknown }).error : undefined;
  if (code === 'builtin_generator_exhausted') return GENERATOR_EXHAUSTED_MESSAGE;
  return serverMessageOf(error) ?? 'Failed to generate questions';
}
