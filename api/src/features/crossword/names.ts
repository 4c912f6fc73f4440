/**
 * The name filter for crossword usernames and league names: a maintained profanity and slur list with look-alike
 * spellings (obscenity's English data set with its recommended transformers: leetspeak, confusable characters,
 * repeated letters, separators) and the reserved names nobody may pose as (staff roles and the product's name).
 */
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { badRequest } from '../../lib/errors';

/** Names that would pose as the product or its staff, matched as a whole word of the name. */
const RESERVED_WORDS = [
  'admin',
  'administrator',
  'moderator',
  'mod',
  'mods',
  'staff',
  'support',
  'official',
  'system',
  'sysadmin',
  'root',
  'webmaster',
  'helpdesk',
  'edna',
  'entrepreneurial',
  'entrepreneurialdna',
];
/** Reserved words refused also at the start or end of a name written as one word ("superadmin", "ednaofficial"). */
const RESERVED_AT_ENDS = ['admin', 'administrator', 'moderator', 'official', 'sysadmin', 'webmaster', 'helpdesk', 'edna', 'entrepreneurialdna'];

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Digits and symbols written for letters, so "4dm1n" reads as "admin". */
const LOOK_ALIKES: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

const lettersOf = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[0-9@$!]/g, (character) => LOOK_ALIKES[character] ?? character)
    .replace(/[^a-z\s_-]/g, '');

function isReserved(name: string): boolean {
  const words = lettersOf(name).split(/[\s_-]+/).filter(Boolean);
  const joined = words.join('');
  if (words.some((word) => RESERVED_WORDS.includes(word)) || RESERVED_WORDS.includes(joined)) return true;
  // Digits at the end are a counter, not a letter: "admin2" and "support_99".
  const withoutCounter = lettersOf(name.replace(/[0-9]+$/, '')).replace(/[\s_-]+/g, '');
  if (RESERVED_WORDS.includes(withoutCounter)) return true;
  return RESERVED_AT_ENDS.some((word) => joined.startsWith(word) || joined.endsWith(word));
}

/**
 * Profanity in any spelling: separators between letters are also read as spaces, so "bad_word" is seen as two words.
 * Digits after a separator are a counter ("spike_455"), not letters: they are read as a space too.
 */
function isProfane(name: string): boolean {
  const counterless = name.replace(/[_-]+\d+$/g, '');
  // A word spelled out letter by letter ("f_u_c_k") is read joined.
  const spelledOut = /^(?:[a-z0-9@$][\s_-]+)+[a-z0-9@$]$/i.test(counterless) ? counterless.replace(/[\s_-]+/g, '') : '';
  return [counterless, counterless.replace(/[_-]+/g, ' '), spelledOut].some((variant) => variant !== '' && profanity.hasMatch(variant));
}

/** True when a username or league name may be shown publicly: no profanity or slur, no reserved name. */
export function isNameAllowed(name: string): boolean {
  return !isReserved(name) && !isProfane(name);
}

/** 400 username_not_allowed: a username the filter refuses. */
export const usernameNotAllowed = () =>
  badRequest('That username is not allowed: it is offensive or a reserved name (such as admin or the product name).', 'username_not_allowed');
