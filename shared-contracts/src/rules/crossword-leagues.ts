/** Crossword leagues and names: constants and texts the API and the front ends share (zod-free). */
export { LEAGUE_CODE_PATTERN } from '../pages';

export const LEAGUE_NAME_MAX_LENGTH = 40;
/** Members one league may have; one more is refused with 409 league_full. */
export const LEAGUE_MAX_MEMBERS = 500;
/** Where the browser keeps the leagues it joined (a JSON array of {code, name}). */
export const LEAGUES_STORAGE_KEY = 'edna.crossword.leagues';

/** What the player reads for each name refusal (clients choose the text by the error code, never the message). */
export const CROSSWORD_NAME_MESSAGES = {
  username_not_allowed: 'That username is not allowed. Please choose another name.',
  league_name_not_allowed: 'That league name is not allowed. Please choose another name.',
  username_taken: 'Someone else is using that name today. Please choose another name.',
  league_full: 'This league is full (500 members).',
} as const;
