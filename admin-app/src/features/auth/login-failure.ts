import { ApiError, apiErrorMessage, apiErrorStatus } from '@edna/shared-contracts/client';

export interface LoginFailure {
  /** HTTP status of the answer; absent when no answer arrived. */
  status?: number;
  /** The `message` field of the JSON error body. */
  message?: string;
  /** The raw response text. */
  text?: string;
}

export const LOGIN_FALLBACK_DESCRIPTION = 'Invalid email or password';

/**
 * Description of the 'Login failed' toast: the server's message, else the response text, else
 * 'Login failed with status: N', else 'Invalid email or password'.
 */
export function loginFailureDescription({ status, message, text }: LoginFailure): string {
  if (message?.trim()) return message;
  if (text?.trim()) return text;
  if (status !== undefined && status > 0) return `Login failed with status: ${status}`;
  return LOGIN_FALLBACK_DESCRIPTION;
}

/** What a failed login call tells us; a failure without an answer (network down) carries nothing. */
export function loginFailureOf(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return {};
  return { status: apiErrorStatus(error), message: apiErrorMessage(error), text: error.bodyText };
}
