/**
 * The editorial lint of the crossword term bank: the rules a clue writer must keep, as pure checks. The bank's test
 * runs it on every term; the grid report uses the same word matching to keep a grid's texts from naming another
 * answer of that grid.
 */
import type { CrosswordTheme } from '@edna/shared-contracts';
import type { CrosswordTerm } from './term-bank/term';

export const TEXT_LIMITS = { clue: 140, insight: 280, hint: 160 } as const;

/**
 * Terms per theme, the day set's built-in clues included. A weekday theme plays once a week and a grid takes four
 * words, so nine weeks of puzzles use 36 words; the weekend theme plays twice a week (72 words in nine weeks). The
 * margin above that leaves the generator enough fresh words to interlock four of them.
 */
export const MIN_TERMS_PER_THEME = 52;
export const MIN_TERMS_WEEKEND_THEME = 90;
export const WEEKEND_THEME: CrosswordTheme = 'Leadership & Culture';

/** Everyday words that are not graduate-level answers (the built-in answers are clued at that level instead). */
export const TOO_BASIC_ANSWERS = new Set([
  'BUDGET', 'CASH', 'COST', 'DEBT', 'GOAL', 'INFLATION', 'LEADER', 'LOAN', 'MARGIN', 'MARKET', 'MONEY', 'PLAN', 'PRICE', 'PROFIT',
  'REVENUE', 'SALES', 'TEAM', 'VISION', 'BRAND', 'TRUST', 'SAVINGS', 'INTEREST', 'WAGES', 'TAXES', 'MANAGER', 'CUSTOMER',
]);

const STOP_WORDS = new Set([
  'a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'of', 'on', 'or', 'the', 'to', 'with', 'its', 'their', 'vs', 'versus',
]);

const SUFFIXES = [
  'ations', 'ation', 'ities', 'ity', 'ments', 'ment', 'ings', 'ing', 'ions', 'ion', 'ives', 'ive', 'ers', 'er', 'ors', 'or', 'ies',
  'ism', 'ist', 'ally', 'al', 'ly', 'es', 'ed', 's', 'y', 'e',
];

/** Lowercase words of a text (letters only; "just-in-time" is three words). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}

/** A crude stem: the word without its longest common suffix, kept at four letters or more. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  for (const suffix of SUFFIXES) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= 4) return lower.slice(0, -suffix.length);
  }
  return lower;
}

/** True when a text uses the word or a word of the same root (a shared stem, or one stem beginning the other). */
function sharesRoot(textWord: string, word: string): boolean {
  const a = stem(textWord);
  const b = stem(word);
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  return shorter.length >= 5 && longer.startsWith(shorter);
}

/** A word's base before an -ent/-ant or -ence/-ency/-ance/-ancy ending ("agent" and "agency": "ag"), or null. */
function latinBase(word: string): string | null {
  return /^([a-z]{2,}?)[ea]n(?:t|ts|ce|ces|cy|cies)$/.exec(word)?.[1] ?? null;
}

/** True when two words differ only by an -ent/-ence/-ency ending ("agent" for AGENCY, "competent" for COMPETENCE). */
function sharesLatinBase(textWord: string, answer: string): boolean {
  const base = latinBase(answer);
  return base !== null && latinBase(textWord) === base;
}

/**
 * Whether a text gives an answer away: the answer inside any word (answers of five letters or more), as a word or a
 * word's beginning (shorter answers), or a word of the same root (also across an -ent/-ency ending: "agent", AGENCY).
 */
export function mentionsAnswer(text: string, answer: string): boolean {
  const lower = answer.toLowerCase();
  const words = wordsOf(text);
  if (lower.length >= 5 && text.toLowerCase().replace(/[^a-z]/g, '').includes(lower)) {
    // Letters run together across words ("lead time" for LEADTIME) count as well.
    return true;
  }
  return words.some(
    (word) =>
      word === lower || (lower.length >= 3 && word.startsWith(lower)) || (lower.length >= 5 && sharesRoot(word, lower)) || sharesLatinBase(word, lower),
  );
}

/** The shortest word part the lint finds by itself: shorter parts (TAX, BUY, DUE) must be listed in a term's `parts`. */
export const MIN_FOUND_PART = 4;

/** Prefixes that leave a listed part readable inside a word: "indebted" still names DEBT. */
const PREFIX = /^(?:in|en|un|re|over|under|out|sub|mis|dis)/;

/**
 * Words that only look like a short part's form and carry another sense ("offer" is not about OFF, "taxing" times
 * are demanding, not about TAX).
 */
const NOT_PART_FORMS = new Set(['offer', 'offers', 'taxing', 'outing', 'outed']);

/**
 * The plural, agent, -ing and -ed forms of a part of three letters or fewer ("buyers" and "buying" for BUY, "taxes"
 * for TAX, "runner" and "running" for RUN, "cutting" for CUT).
 */
function shortPartForms(part: string): string[] {
  const doubled = /[^aeiou][aeiou][bdgklmnprt]$/.test(part) ? part + part.slice(-1) : part;
  const forms = [`${part}s`, `${part}es`, `${part}er`, `${part}ers`, `${doubled}er`, `${doubled}ers`, `${doubled}ing`, `${doubled}ed`];
  if (/[^aeiou]y$/.test(part)) forms.push(`${part.slice(0, -1)}ies`, `${part.slice(0, -1)}ied`);
  if (/[^aeiou]e$/.test(part)) forms.push(`${part.slice(0, -1)}ing`, `${part}d`);
  return forms.filter((form) => !NOT_PART_FORMS.has(form));
}

/** Endings that make a new word of the same root: "leadership" is still about a leader. */
const DERIVED_ENDINGS = new Set(['ship', 'ership', 'ness', 'hood']);

/**
 * Whether a text word names a part of a compound: the same stem, or one stem of four letters or more beginning the
 * other with at most two letters or a derived ending left over ("funded" names FUND, "cooperate" names
 * COOPERATION, "leadership" names LEADER; "fundamental" does not name FUND, nor "headline" HEAD), also behind a
 * common prefix ("indebted" names DEBT). Parts of three letters or fewer match the whole word or its plural, agent,
 * -ing and -ed forms only ("buyers" and "buying" name BUY; "taxing" does not name TAX).
 */
function namesPart(textWord: string, part: string): boolean {
  if (part.length < MIN_FOUND_PART) return textWord === part || shortPartForms(part).includes(textWord);
  const unprefixed = textWord.replace(PREFIX, '');
  if (unprefixed !== textWord && unprefixed.length >= MIN_FOUND_PART && namesPart(unprefixed, part)) return true;
  const a = stem(textWord);
  const b = stem(part);
  if (a === b) return true;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < MIN_FOUND_PART || !longer.startsWith(shorter)) return false;
  const rest = longer.slice(shorter.length);
  return rest.length <= 2 || DERIVED_ENDINGS.has(rest);
}

/**
 * A text word of four letters or more that is a part of a compound answer: its stem (or the word itself) begins or
 * ends the answer or the answer's stem ("boot laces" in BOOTSTRAP, "dividing lines" in FAULTLINES, "funded" in
 * CROWDFUNDING, whose stem is CROWDFUND). The text's own words are the dictionary, so no word list is needed.
 */
function foundPart(textWord: string, answer: string): boolean {
  if (textWord.length < MIN_FOUND_PART || STOP_WORDS.has(textWord)) return false;
  const root = stem(textWord);
  const whole = answer.toLowerCase();
  const answerRoot = stem(whole);
  return [root, textWord].some(
    (candidate) =>
      candidate.length >= MIN_FOUND_PART &&
      candidate.length < whole.length &&
      [whole, answerRoot].some((form) => form.startsWith(candidate) || form.endsWith(candidate)),
  );
}

/**
 * The part of a compound answer a text names, or null: each listed part (`parts`, for blends such as COOPETITION,
 * parts inside the word and parts of three letters), and any word of the text of four letters or more that begins or
 * ends the answer. A text naming a part gives half the answer away ("renting it back" for LEASEBACK).
 */
export function mentionsAnswerPart(text: string, answer: string, parts: readonly string[] = []): string | null {
  const words = wordsOf(text);
  for (const part of parts) {
    const lower = part.toLowerCase();
    if (words.some((word) => namesPart(word, lower))) return lower;
  }
  return words.find((word) => foundPart(word, answer)) ?? null;
}

/**
 * Words of a concept name that name its kind rather than the idea (Agency *Theory*, Blue Ocean *Strategy*): a text
 * may use them, since they point to no answer.
 */
const GENERIC_CONCEPT_WORDS = new Set(
  ['theory', 'model', 'effect', 'analysis', 'framework', 'principle', 'law', 'method', 'strategy', 'management', 'organisation', 'organization', 'organisational', 'organizational', 'bias', 'leadership', 'firm', 'business'].map(stem),
);

/** The words of a name that carry meaning (not stop words, two letters or more). */
export function significantWords(name: string): string[] {
  return wordsOf(name).filter((word) => word.length >= 2 && !STOP_WORDS.has(word));
}

/**
 * Whether a text uses a meaningful word of a name (the concept name or an acronym's expansion), or its root. Words
 * that only name the kind of idea (theory, model, strategy …) are allowed unless `strict` (acronym expansions, whose
 * words also match by a shared beginning of four letters, as a compound's parts do).
 */
export function mentionsNameWord(text: string, name: string, { strict = false } = {}): string | null {
  const textWords = wordsOf(text);
  for (const word of significantWords(name)) {
    if (!strict && GENERIC_CONCEPT_WORDS.has(stem(word))) continue;
    // An expansion's words are matched as closely as a compound's parts: "leadership" names LMX's "Leader".
    const matches = strict ? namesPart : sharesRoot;
    if (word.length <= 3 ? textWords.includes(word) : textWords.some((textWord) => matches(textWord, word))) return word;
  }
  return null;
}

/** An answer that abbreviates its concept: the concept name holds it in capitals, or its initials spell it. */
export function looksLikeAcronym(term: Pick<CrosswordTerm, 'answer' | 'businessConcept'>): boolean {
  if (new RegExp(`\\b${term.answer}\\b`).test(term.businessConcept)) return true;
  const initials = significantWords(term.businessConcept)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
  return term.answer.length >= 2 && initials === term.answer;
}

const LETTER_COUNT_HINT = /\b\d+\s*(?:-\s*)?letters?\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]letter\b|^[A-Z]\s*[,:.]|\bstarts? with\b|\bfirst letter\b|\bbegins? with\b/i;

/** Every editorial fault of one term, as readable lines (empty: the term is fine). */
export function termProblems(term: CrosswordTerm): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${term.answer}: ${problem}`);
  if (!/^[A-Z]{3,12}$/.test(term.answer)) say('the answer must be 3 to 12 capital letters A to Z');

  const fields: [name: string, text: string, limit: number][] = [
    ['clue', term.clue, TEXT_LIMITS.clue],
    ['insight', term.insight, TEXT_LIMITS.insight],
    ['conceptual hint', term.hints[0], TEXT_LIMITS.hint],
    ['simpler hint', term.hints[1], TEXT_LIMITS.hint],
  ];
  for (const [name, text, limit] of fields) {
    if (text.trim() !== text || text.length === 0) say(`the ${name} is empty or not trimmed`);
    if (text.length > limit) say(`the ${name} is ${text.length} characters (at most ${limit})`);
    if (mentionsAnswer(text, term.answer)) say(`the ${name} gives the answer (or its root) away: "${text}"`);
    else {
      const part = mentionsAnswerPart(text, term.answer, term.parts);
      if (part) say(`the ${name} gives away "${part}", a part of the answer: "${text}"`);
    }
    const conceptWord = mentionsNameWord(text, term.businessConcept);
    if (conceptWord) say(`the ${name} uses "${conceptWord}" from the concept name "${term.businessConcept}": "${text}"`);
    if (term.acronymFor) {
      const expansionWord = mentionsNameWord(text, term.acronymFor, { strict: true });
      if (expansionWord) say(`the ${name} uses "${expansionWord}" of the expansion "${term.acronymFor}": "${text}"`);
    }
  }
  if (term.businessConcept.trim() === '') say('the concept name is empty');
  if (looksLikeAcronym(term) && !term.acronymFor) say('an acronym answer must give its expansion in acronymFor (so no text spells it out)');
  if (LETTER_COUNT_HINT.test(term.hints[1])) say(`the simpler hint only counts or spells letters, which the grid already shows: "${term.hints[1]}"`);
  if (LETTER_COUNT_HINT.test(term.hints[0])) say(`the conceptual hint counts or spells letters: "${term.hints[0]}"`);
  if (term.hints[0].toLowerCase() === term.hints[1].toLowerCase()) say('the two hints are the same');
  return problems;
}

/** Faults of the bank as a whole: repeated answers, too-basic answers, themes too small to rotate. */
export function bankProblems(
  terms: readonly CrosswordTerm[],
  { builtInAnswers = new Set<string>(), themes }: { builtInAnswers?: ReadonlySet<string>; themes: readonly CrosswordTheme[] },
): string[] {
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const term of terms) seen.set(term.answer, (seen.get(term.answer) ?? 0) + 1);
  for (const [answer, count] of seen) if (count > 1) problems.push(`${answer} is in the bank ${count} times`);
  for (const term of terms) {
    if (TOO_BASIC_ANSWERS.has(term.answer) && !builtInAnswers.has(term.answer)) problems.push(`${term.answer} is everyday vocabulary, not a graduate-level answer`);
  }
  for (const theme of themes) {
    const count = terms.filter((term) => term.theme === theme).length;
    const minimum = theme === WEEKEND_THEME ? MIN_TERMS_WEEKEND_THEME : MIN_TERMS_PER_THEME;
    if (count < minimum) problems.push(`${theme} has ${count} terms (at least ${minimum})`);
  }
  return problems;
}
