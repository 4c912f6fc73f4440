import { ENTREPRENEUR_TYPES, PROVISIONAL_DIAGNOSTIC_POWER, questionFingerprint, type EntrepreneurType } from '@edna/shared-contracts';
import { MAX_OPTION_LENGTH, MAX_QUESTION_TEXT_LENGTH, generateBuiltinQuestions, questionText, type GeneratedQuestion } from './builtin-generator';
import { BUSINESSES, type BusinessKind, type OptionTexts } from './builtin-grammar';
import { WRITTEN_SITUATIONS, allSituations } from './builtin-situations';
import { CONTENT_RULES, checkBank, itemProblems, type ContentItem } from '../../shared/question-bank/content-check';
import { DuplicateIndex } from '../../shared/question-bank/duplicate-index';
import { NEAR_DUPLICATE_SIMILARITY, similarity } from '../../shared/question-bank/similarity';

/** The templates aim tighter than the content rules, so that any batch drawn from them stays within the rules. */
const CATALOGUE_TYPE_MEAN_SPREAD = 1.05;
const CATALOGUE_LONGEST_OR_SHORTEST_SHARE = 0.25;
const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const EXISTING_BANK = [
  'A large customer asks for a custom feature that would take your small team two months. What do you do?',
  'Your biggest competitor launches a product almost identical to yours. How do you react?',
  'Pick one.',
];

const ALL_STAKES = allSituations().flatMap((situation) => situation.stakes.map((stake) => ({ situation, stake })));
const namesOf = (kind: BusinessKind): readonly string[] => BUSINESSES[kind];
const optionSetOf = (options: OptionTexts) => options.map(questionFingerprint).join('|');
const contentOf = (question: GeneratedQuestion): ContentItem => ({ ...question, situation: question.situation });

/** Every reason a generated question would look broken to a quiz taker; empty when it reads well. */
function problemsOf(question: GeneratedQuestion): string[] {
  const problems: string[] = [];
  const { text, options } = question;
  for (const [label, value] of [['text', text], ...options.map((option, index) => [`option ${'abcde'[index]}`, option])] as const) {
    if (/[{}]/.test(value)) problems.push(`${label} has an unfilled slot`);
    if (/\s{2,}/.test(value) || value !== value.trim()) problems.push(`${label} has stray spaces`);
    if (/\s[,.?!]/.test(value) || /[,.]{2,}/.test(value)) problems.push(`${label} has stray punctuation`);
    if (!/^[A-Z]/.test(value)) problems.push(`${label} does not start with a capital`);
    if (/[‘’“”]/.test(value)) problems.push(`${label} has typographic quotes`);
  }
  if (!text.endsWith('?')) problems.push('text does not end with a question mark');
  if (text.length > MAX_QUESTION_TEXT_LENGTH) problems.push(`text is ${text.length} characters long`);
  if (options.length !== 5) problems.push(`${options.length} options`);
  if (new Set(options.map(questionFingerprint)).size !== options.length) problems.push('options repeat');
  for (const option of options) {
    if (option.length > MAX_OPTION_LENGTH) problems.push(`option is ${option.length} characters long`);
    if (/[.]$/.test(option)) problems.push('option ends with a full stop');
  }
  if (!ENTREPRENEUR_TYPES.includes(question.category)) problems.push(`unknown category ${question.category}`);
  return problems.map((problem) => `${problem}: ${text}`);
}

function countBy<T>(values: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** The kind of business a generated question is set in, found by the business names it contains. */
function kindOf(text: string): BusinessKind | undefined {
  return (Object.keys(BUSINESSES) as BusinessKind[]).find((kind) => namesOf(kind).some((name) => text.includes(name)));
}

/** The content check of a batch: every item rule, no repetition, 20 items per category, balanced option lengths. */
function expectPassesContentCheck(batch: readonly GeneratedQuestion[]): void {
  const report = checkBank(batch.map(contentOf));
  expect(report.problems).toEqual([]);
  expect(report.distinctOptionSetShare).toBe(1);
}

/** The existing texts a batch nearly or exactly repeats. */
function repeatsOf(batch: readonly GeneratedQuestion[], existing: readonly string[]): string[] {
  const index = DuplicateIndex.ofTexts(existing);
  return batch.map((question) => question.text).filter((text) => index.duplicateOf(text) !== null);
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

describe('the situation templates', () => {
  it('hold at least 20 situations per category, each with at least three stakes', () => {
    const perCategory = countBy(allSituations().map((situation) => situation.category));
    for (const type of ENTREPRENEUR_TYPES) expect(perCategory.get(type) ?? 0).toBeGreaterThanOrEqual(CONTENT_RULES.minItemsPerCategory);
    expect(allSituations().filter((situation) => situation.stakes.length < 3).map((situation) => situation.key)).toEqual([]);
  });

  it('name every situation by a unique kebab-case key', () => {
    const keys = allSituations().map((situation) => situation.key);
    expect(keys.filter((key) => !KEBAB_CASE.test(key))).toEqual([]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('set each situation in at least three known kinds of business, each named once', () => {
    for (const situation of allSituations()) {
      expect(situation.fits.filter((kind) => !(kind in BUSINESSES))).toEqual([]);
      expect(new Set(situation.fits).size).toBe(situation.fits.length);
      expect(situation.fits.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('write each setup as one sentence with one business slot, and each stake as one pressure sentence and a question', () => {
    // Hand-written stakes are each their own; a composed stake names a pressure that other situations share.
    const stakeTexts = WRITTEN_SITUATIONS.flatMap((situation) => situation.stakes.map((stake) => stake.text));
    for (const { situation, stake } of ALL_STAKES) {
      expect(situation.setup.split('{business}')).toHaveLength(2);
      expect(situation.setup).toMatch(/^[A-Z][^.?!]*\.$/);
      expect(situation.setup.split('{business}')[1]?.trim().split(/\s+/).length).toBeGreaterThanOrEqual(6);
      expect(stake.text).toMatch(/^[A-Z][^.?!]*\. [A-Z][^.?!]*\?$/);
    }
    expect(stakeTexts.filter((text, index) => stakeTexts.indexOf(text) !== index)).toEqual([]);
  });

  it('keep every question in one to three sentences within the length limit, whatever fitting business it names', () => {
    const tooLong: string[] = [];
    for (const { situation, stake } of ALL_STAKES) {
      for (const kind of stake.fits ?? situation.fits) {
        for (const name of namesOf(kind)) {
          const text = questionText(situation, stake, name);
          if (text.length > MAX_QUESTION_TEXT_LENGTH) tooLong.push(`${text.length}: ${text}`);
        }
      }
    }
    expect(tooLong).toEqual([]);
  });

  it('give every stake five options that pass the item rules, start with a verb and end without a full stop', () => {
    const problems: string[] = [];
    for (const { situation, stake } of ALL_STAKES) {
      const item = { text: questionText(situation, stake, namesOf(situation.fits[0]!)[0]!), category: situation.category, options: stake.options };
      problems.push(...itemProblems(item).map((problem) => `${situation.key}: ${problem}`));
      for (const option of stake.options) {
        if (!/^[A-Z][a-z]+/.test(option)) problems.push(`not an action: ${option}`);
        if (option.length > MAX_OPTION_LENGTH) problems.push(`too long: ${option}`);
        if (/[‘’“”]|\.$/.test(option)) problems.push(`stray punctuation: ${option}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('never reuse an option, so every stake is a different option set', () => {
    const options = ALL_STAKES.flatMap(({ stake }) => stake.options.map(questionFingerprint));
    expect(options.filter((option, index) => options.indexOf(option) !== index)).toEqual([]);
  });

  it('keep the mean option length of every type within 5% of the others, with no type usually the longest or shortest', () => {
    const items = ALL_STAKES.map(({ situation, stake }) => ({ text: stake.text, category: situation.category, options: stake.options }));
    const report = checkBank(items);
    expect(report.typeMeanSpread).toBeLessThanOrEqual(CATALOGUE_TYPE_MEAN_SPREAD);
    expect(Math.max(...report.types.map((type) => type.longestShare))).toBeLessThanOrEqual(CATALOGUE_LONGEST_OR_SHORTEST_SHARE);
    expect(Math.max(...report.types.map((type) => type.shortestShare))).toBeLessThanOrEqual(CATALOGUE_LONGEST_OR_SHORTEST_SHARE);
  });
});

describe('generateBuiltinQuestions', () => {
  const batch100 = generateBuiltinQuestions({ count: 100, existing: EXISTING_BANK, seed: 'batch of 100' });
  const batch300 = generateBuiltinQuestions({ count: 300, existing: EXISTING_BANK, seed: 'batch of 300' });

  it('When 100 questions are asked for, then it writes 100 well-formed questions, 20 per category, all with different options', () => {
    expect(batch100).toHaveLength(100);
    expect(batch100.flatMap(problemsOf)).toEqual([]);
    expect(batch100.every((question) => question.diagnosticPower === PROVISIONAL_DIAGNOSTIC_POWER)).toBe(true);
    const perCategory = countBy(batch100.map((question) => question.category));
    expect(ENTREPRENEUR_TYPES.map((type) => perCategory.get(type))).toEqual(ENTREPRENEUR_TYPES.map(() => 20));
    expectPassesContentCheck(batch100);
  });

  it('When 100 questions are asked for, then no situation comes twice and no kind of business more than 10 times', () => {
    expect(new Set(batch100.map((question) => question.situation)).size).toBe(100);
    const kinds = batch100.map((question) => kindOf(question.text));
    expect(kinds.includes(undefined)).toBe(false);
    expect(Math.max(...countBy(kinds).values())).toBeLessThanOrEqual(10);
  });

  it('When 300 questions are asked for, then the batch passes the content rules and spreads over situations and businesses', () => {
    expect(batch300).toHaveLength(300);
    expect(batch300.flatMap(problemsOf)).toEqual([]);
    expectPassesContentCheck(batch300);
    expect(Math.max(...countBy(batch300.map((question) => question.situation)).values())).toBeLessThanOrEqual(3);
    expect(Math.max(...countBy(batch300.map((question) => kindOf(question.text))).values())).toBeLessThanOrEqual(30);
  });

  it('gives every question the options written for its own stake, with its situation key and category', () => {
    for (const question of batch300) {
      const match = ALL_STAKES.find(({ situation, stake }) => situation.key === question.situation && question.text.endsWith(` ${stake.text}`));
      expect(match).toBeDefined();
      expect(match?.situation.category).toBe(question.category);
      expect(question.options).toEqual(match?.stake.options);
      const kind = kindOf(question.text);
      expect(kind && (match?.stake.fits ?? match?.situation.fits)?.includes(kind)).toBe(true);
    }
  });

  it('When the bank already holds generated questions, even re-typed, then none of their stakes comes back and unused situations go first', () => {
    const earlier = batch100.slice(0, 60);
    const existing = [
      ...EXISTING_BANK,
      ...earlier.map((question, index) => (index % 2 === 0 ? question.text.toUpperCase().replace(/\?$/, ' !') : question.text)),
    ];
    const next = generateBuiltinQuestions({ count: 100, existing, seed: 'batch of 100' });
    expect(next).toHaveLength(100);
    const earlierOptionSets = new Set(earlier.map((question) => optionSetOf(question.options)));
    expect(next.filter((question) => earlierOptionSets.has(optionSetOf(question.options)))).toEqual([]);
    expect(repeatsOf(next, existing)).toEqual([]);

    const earlierSituations = new Set(earlier.map((question) => question.situation));
    const unusedPerCategory = (type: EntrepreneurType) =>
      allSituations().filter((situation) => situation.category === type && !earlierSituations.has(situation.key)).length;
    for (const type of ENTREPRENEUR_TYPES) {
      const firstOfType = next.filter((question) => question.category === type).slice(0, unusedPerCategory(type));
      expect(firstOfType.filter((question) => earlierSituations.has(question.situation))).toEqual([]);
    }
  });

  it('When an administrator adds six questions at a time, then each set spans six kinds of business and no kind piles up', () => {
    const bank = [...EXISTING_BANK];
    const added: GeneratedQuestion[] = [];
    for (let round = 0; round < 8; round += 1) {
      const six = generateBuiltinQuestions({ count: 6, existing: bank, seed: `round ${round}` });
      expect(six).toHaveLength(6);
      expect(new Set(six.map((question) => kindOf(question.text))).size).toBe(6);
      expect(new Set(six.map((question) => question.situation)).size).toBe(6);
      added.push(...six);
      bank.push(...six.map((question) => question.text));
    }
    expect(Math.max(...countBy(added.map((question) => kindOf(question.text))).values())).toBeLessThanOrEqual(2);
    expect(new Set(added.map((question) => question.situation)).size).toBe(added.length);
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(generateBuiltinQuestions({ count: 100, existing: EXISTING_BANK, seed: 'batch of 100' })).toEqual(batch100);
    const other = generateBuiltinQuestions({ count: 100, existing: EXISTING_BANK, seed: 'another seed' });
    expect(other.map((question) => question.text)).not.toEqual(batch100.map((question) => question.text));
  });

  it('When no seed is given, then it still writes the requested number of questions', () => {
    const questions = generateBuiltinQuestions({ count: 10, existing: EXISTING_BANK });
    expect(questions).toHaveLength(10);
    expect(questions.flatMap(problemsOf)).toEqual([]);
  });

  it('When zero, a negative or a non-finite count is asked for, then it returns no questions', () => {
    expect(generateBuiltinQuestions({ count: 0, existing: [], seed: 's' })).toEqual([]);
    expect(generateBuiltinQuestions({ count: -3, existing: [], seed: 's' })).toEqual([]);
    expect(generateBuiltinQuestions({ count: Number.NaN, existing: [], seed: 's' })).toEqual([]);
  });

  it('When more questions are asked for than there are stakes, then it uses every stake once and then stops', () => {
    const everything = generateBuiltinQuestions({ count: 100_000, existing: EXISTING_BANK, seed: 'everything' });
    expect(everything).toHaveLength(ALL_STAKES.length);
    expect(everything.flatMap(problemsOf)).toEqual([]);
    expectPassesContentCheck(everything);
    const existing = [...EXISTING_BANK, ...everything.map((question) => question.text)];
    expect(generateBuiltinQuestions({ count: 10, existing, seed: 'again' })).toEqual([]);
  });
});
