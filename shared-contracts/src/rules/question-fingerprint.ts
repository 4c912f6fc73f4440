/**
 * The normalized text of a question, for duplicate checks (the questions table keeps it under a unique index):
 * Unicode NFKD with accents dropped, lower case, apostrophes removed ("month's" → "months"), every other run of
 * non-letters/non-digits turned into one space, trimmed.
 */
export function questionFingerprint(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
