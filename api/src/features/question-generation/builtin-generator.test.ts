import { ENTREPRENEUR_TYPES } from '@edna/shared-contracts';
import {
  MAX_OPTION_LENGTH,
  MAX_QUESTION_TEXT_LENGTH,
  PROVISIONAL_DIAGNOSTIC_POWER,
  generateBuiltinQuestions,
  withIndefiniteArticle,
  type GeneratedQuestion,
} from './builtin-generator';
import { BUSINESSES, SITUATIONS } from './builtin-grammar';
import { questionFingerprint } from '@edna/shared-contracts';
import { NEAR_DUPLICATE_SIMILARITY, similarity } from './fingerprint';

const EXISTING_BANK = [
  'A large customer asks for a custom feature that would take your small team two months. What do you do?',
  'Your biggest competitor launches a product almost identical to yours. How do you react?',
  'You have a free weekend. What are you most likely to do?',
  'Pick one.',
];

/** Every reason a composed question would look broken to a quiz taker; empty when it reads well. */
function problemsOf(question: GeneratedQuestion): string[] {
  const problems: string[] = [];
  const { text, options } = question;
  for (const [label, value] of [['text', text], ...options.map((option, index) => [`option ${'abcde'[index]}`, option])] as const) {
    if (/[{}]/.test(value)) problems.push(`${label} has an unfilled slot`);
    if (/\s{2,}/.test(value) || value !== value.trim()) problems.push(`${label} has stray spaces`);
    if (/\s[,.?!]/.test(value) || /[,.]{2,}/.test(value)) problems.push(`${label} has stray punctuation`);
    if (!/^[A-Z]/.test(value)) problems.push(`${label} does not start with a capital`);
    if (/\b(a|an) (a|an)\b/i.test(value)) problems.push(`${label} repeats an article`);
    if (/\ba (?!one\b|uni|use|eu)[aeiou]/i.test(value)) problems.push(`${label} has 'a' before a vowel sound`);
    if (/\ban (?!hour|honest|heir)[^aeiou\s]/i.test(value)) problems.push(`${label} has 'an' before a consonant sound`);
  }
  if (!text.endsWith('?')) problems.push('text does not end with a question mark');
  if (text.length > MAX_QUESTION_TEXT_LENGTH) problems.push(`text is ${text.length} characters long`);
  if (options.length !== 5) problems.push(`${options.length} options`);
  if (new Set(options).size !== options.length) problems.push('options repeat');
  for (const option of options) {
    if (option.trim() === '') problems.push('an option is empty');
    if (option.length > MAX_OPTION_LENGTH) problems.push(`option is ${option.length} characters long`);
  }
  if (!ENTREPRENEUR_TYPES.includes(question.category)) problems.push(`unknown category ${question.category}`);
  return problems.map((problem) => `${problem}: ${text}`);
}

function situationOf(question: GeneratedQuestion): string | undefined {
  const matches = (template: string, value: string) =>
    new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`).test(value);
  return SITUATIONS.find((situation) => situation.responses.every((template, index) => matches(template, question.options[index] ?? '')))?.id;
}

function nearDuplicatePairs(texts: readonly string[], others: readonly string[] = texts): string[] {
  const pairs: string[] = [];
  texts.forEach((text, index) => {
    others.forEach((other, otherIndex) => {
      if (others === texts && otherIndex <= index) return;
      if (similarity(text, other) >= NEAR_DUPLICATE_SIMILARITY) pairs.push(`${text} ~ ${other}`);
    });
  });
  return pairs;
}

describe('questionFingerprint', () => {
  it('ignores case, punctuation, apostrophes, accents and extra spaces', () => {
    expect(questionFingerprint("  Your supplier's prices DOUBLE —  what   now?! ")).toBe('your suppliers prices double what now');
    expect(questionFingerprint('Café, naïve résumé')).toBe('cafe naive resume');
    expect(questionFingerprint('What do you do first?')).toBe(questionFingerprint('what do you do first'));
  });

  it('keeps texts that differ in a word apart and turns punctuation-only text into an empty fingerprint', () => {
    expect(questionFingerprint('What do you do first?')).not.toBe(questionFingerprint('What do you do next?'));
    expect(questionFingerprint(' ?!… ')).toBe('');
  });
});

describe('similarity', () => {
  it('scores texts that are equal after normalisation as 1 and texts with no words in common as 0', () => {
    expect(similarity('What do you do FIRST?', 'what do you do first')).toBe(1);
    expect(similarity('', '  ')).toBe(1);
    expect(similarity('Raise prices', '')).toBe(0);
    expect(similarity('Your supplier doubles its prices overnight', 'A viral post brings huge traffic today')).toBe(0);
  });

  it('compares texts of six or more words on trigrams: one changed final word in six is exactly at the threshold', () => {
    const sixWords = similarity('Call the client before the meeting', 'Call the client before the deadline');
    expect(sixWords).toBe(3 / 5);
    expect(sixWords).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(similarity('Call the client before the big meeting', 'Call the client after the big meeting')).toBe(2 / 8);
  });

  it('compares texts shorter than six words on bigrams, and single words as words', () => {
    expect(similarity('Call the client before lunch', 'Call the client before dinner')).toBe(3 / 5);
    expect(similarity('Raise prices today', 'Raise prices tomorrow')).toBe(1 / 3);
    expect(similarity('Hustle', 'hustle!')).toBe(1);
    expect(similarity('Hustle', 'Grind')).toBe(0);
  });

  it('is symmetric and stays within 0 and 1', () => {
    const a = 'You run a bakery and your flour supplier doubles its prices. What do you do first?';
    const b = 'You run a brewery and your hop supplier doubles its prices. What is your first move?';
    expect(similarity(a, b)).toBe(similarity(b, a));
    expect(similarity(a, b)).toBeGreaterThan(0);
    expect(similarity(a, b)).toBeLessThan(1);
  });
});

describe('withIndefiniteArticle', () => {
  it('uses the article that matches the sound of the first word', () => {
    expect(withIndefiniteArticle('independent clothing label')).toBe('an independent clothing label');
    expect(withIndefiniteArticle('B2B SaaS startup')).toBe('a B2B SaaS startup');
    expect(withIndefiniteArticle('one-person studio')).toBe('a one-person studio');
    expect(withIndefiniteArticle('university spin-out')).toBe('a university spin-out');
    expect(withIndefiniteArticle('hour-long workshop')).toBe('an hour-long workshop');
    expect(withIndefiniteArticle('MBA programme')).toBe('an MBA programme');
    expect(withIndefiniteArticle('SaaS tool')).toBe('a SaaS tool');
  });
});

describe('generateBuiltinQuestions', () => {
  const batch = generateBuiltinQuestions({ count: 200, existing: EXISTING_BANK, seed: 'fixed seed' });

  it('When 200 questions are asked for, then it composes 200 well-formed questions with five distinct options', () => {
    expect(batch).toHaveLength(200);
    expect(batch.flatMap(problemsOf)).toEqual([]);
    expect(batch.every((question) => question.diagnosticPower === PROVISIONAL_DIAGNOSTIC_POWER)).toBe(true);
  });

  it('balances the categories across the five types', () => {
    const counts = ENTREPRENEUR_TYPES.map((type) => batch.filter((question) => question.category === type).length);
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(36);
      expect(count).toBeLessThanOrEqual(44);
    }
  });

  it('spreads a batch over every situation of the grammar instead of rephrasing a few', () => {
    const used = new Set(batch.map(situationOf));
    expect(used.has(undefined)).toBe(false);
    expect(used.size).toBe(SITUATIONS.length);
  });

  it('never repeats a question, neither exactly nor nearly, within a batch or against the existing bank', () => {
    const texts = batch.map((question) => question.text);
    expect(new Set(texts.map(questionFingerprint)).size).toBe(200);
    expect(nearDuplicatePairs(texts)).toEqual([]);
    expect(nearDuplicatePairs(texts, EXISTING_BANK)).toEqual([]);
  });

  it('When earlier generated questions are in the bank, even re-typed, then none of them comes back', () => {
    const earlier = batch
      .slice(0, 60)
      .map((question, index) => (index % 2 === 0 ? question.text.toUpperCase().replace(/\?$/, ' !') : question.text));
    const existing = [...EXISTING_BANK, ...earlier];
    const next = generateBuiltinQuestions({ count: 200, existing, seed: 'fixed seed' });
    expect(next).toHaveLength(200);
    const existingFingerprints = new Set(existing.map(questionFingerprint));
    expect(next.filter((question) => existingFingerprints.has(questionFingerprint(question.text)))).toEqual([]);
    expect(nearDuplicatePairs(next.map((question) => question.text), existing)).toEqual([]);
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(generateBuiltinQuestions({ count: 200, existing: EXISTING_BANK, seed: 'fixed seed' })).toEqual(batch);
    const other = generateBuiltinQuestions({ count: 200, existing: EXISTING_BANK, seed: 'another seed' });
    expect(other.map((question) => question.text)).not.toEqual(batch.map((question) => question.text));
  });

  it('When no seed is given, then it still composes the requested number of questions', () => {
    const questions = generateBuiltinQuestions({ count: 10, existing: EXISTING_BANK });
    expect(questions).toHaveLength(10);
    expect(questions.flatMap(problemsOf)).toEqual([]);
  });

  it('When zero or a negative count is asked for, then it returns no questions', () => {
    expect(generateBuiltinQuestions({ count: 0, existing: [], seed: 's' })).toEqual([]);
    expect(generateBuiltinQuestions({ count: -3, existing: [], seed: 's' })).toEqual([]);
  });

  it('When more questions are asked for than the grammar can compose, then it returns fewer, all distinct and well-formed', () => {
    const rephrased =
      'Case study: a craft brewery where two of your best people both want to lead the same new project. ' +
      'You have a family holiday booked for next week. Discuss.';
    const everything = generateBuiltinQuestions({ count: 100_000, existing: [...EXISTING_BANK, rephrased], seed: 'exhaust' });
    expect(everything.length).toBeLessThan(100_000);
    expect(everything.length).toBeGreaterThanOrEqual(1000);
    expect(everything.flatMap(problemsOf)).toEqual([]);
    const texts = everything.map((question) => question.text);
    expect(new Set(texts.map(questionFingerprint)).size).toBe(texts.length);

    // Near duplicates would come from the same situation and business (same options); check those groups in full.
    const groups = new Map<string, string[]>();
    for (const question of everything) {
      const business = BUSINESSES.find(({ name }) => question.text.includes(name))?.name;
      const key = `${business}|${question.options.join('|')}`;
      groups.set(key, [...(groups.get(key) ?? []), question.text]);
    }
    expect([...groups.values()].flatMap((group) => nearDuplicatePairs(group))).toEqual([]);
    const sample = texts.filter((_, index) => index % 40 === 0);
    expect(nearDuplicatePairs(sample)).toEqual([]);

    // The same business, situation and stake in other words counts as already asked; the same pair without that stake does not.
    const breweryLeads = texts.filter((text) => text.includes('craft brewery') && text.includes('two of your best people both want to lead'));
    expect(breweryLeads.filter((text) => text.includes('family holiday'))).toEqual([]);
    expect(breweryLeads.length).toBeGreaterThanOrEqual(5);

    expect(generateBuiltinQuestions({ count: 10, existing: [...EXISTING_BANK, rephrased, ...texts], seed: 'again' })).toEqual([]);
  });
});
