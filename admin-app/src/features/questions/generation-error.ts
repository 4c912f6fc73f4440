import { apiErrorCode, apiErrorMessage } from '@edna/shared-contracts/client';

/** The built-in generator's answer when every item it can write is already in the bank. */
export const GENERATOR_EXHAUSTED_MESSAGE = 'The built-in generator has no new items left; connect an AI provider';

/** What the admin is told when generation fails: the exhausted generator by its error code, else the server's message. */
export function generationErrorMessage(error: unknown): string {
  if (apiErrorCode(error) === 'builtin_generator_exhausted') return GENERATOR_EXHAUSTED_MESSAGE;
  return apiErrorMessage(error) ?? 'Failed to generate questions';
}
