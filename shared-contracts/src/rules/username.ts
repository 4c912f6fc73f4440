import { CROSSWORD } from '../constants';

export const USERNAME_MESSAGES = {
  required: 'Username is required',
  tooShort: 'Username must be at least 2 characters',
  tooLong: 'Username must be less than 20 characters',
  badCharacters: 'Username can only contain letters, numbers, underscores, and hyphens',
} as const;

/** The username input accepts at most this many characters. */
export const USERNAME_INPUT_MAX_LENGTH = CROSSWORD.username.max;

const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export type UsernameCheck = { ok: true; username: string } | { ok: false; message: string };

/**
 * Crossword username rule. The value is trimmed first. A 20-character name is accepted:
 * the input limit is 20 even though the message says "less than 20".
 */
export function validateUsername(raw: string): UsernameCheck {
  const username = raw.trim();
  if (username.length === 0) return { ok: false, message: USERNAME_MESSAGES.required };
  if (username.length < CROSSWORD.username.min) return { ok: false, message: USERNAME_MESSAGES.tooShort };
  if (username.length > CROSSWORD.username.max) return { ok: false, message: USERNAME_MESSAGES.tooLong };
  if (!USERNAME_PATTERN.test(username)) return { ok: false, message: USERNAME_MESSAGES.badCharacters };
  return { ok: true, username };
}

/** The fallback name when a player submits a score without one. */
export function generatedUsername(now: number = Date.now()): string {
  return `Player_${now}`;
}
