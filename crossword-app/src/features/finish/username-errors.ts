import { apiErrorCode } from '@edna/shared-contracts/client';

/** A name the server refused, in words for the player (read from the error code, never the message text). */
export function usernameRefusal(error: unknown, code: string | undefined = apiErrorCode(error)): string | null {
  if (code === 'username_not_allowed') return 'That name isn’t allowed. Please choose another.';
  if (code === 'username_taken') {
    const suggestion = (error as { body?: { suggestion?: unknown } } | undefined)?.body?.suggestion;
    return typeof suggestion === 'string' && suggestion ? `That name is taken today. Try ${suggestion}.` : 'That name is taken today. Please choose another.';
  }
  if (code === 'invalid_username') return 'That name can’t be used. Please choose another.';
  return null;
}
