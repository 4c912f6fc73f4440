import { CROSSWORD_NAME_MESSAGES } from '@edna/shared-contracts/rules';

/** The player's words for a name refusal, chosen by its error code; undefined for any other error. */
export function nameRefusalMessage(code: string | undefined): string | undefined {
  return code && code in CROSSWORD_NAME_MESSAGES ? CROSSWORD_NAME_MESSAGES[code as keyof typeof CROSSWORD_NAME_MESSAGES] : undefined;
}
