import { ENTREPRENEUR_TYPES } from '@edna/shared-contracts';
import { BankIndex, checkBank, itemProblems, optionLengthRatio, type ContentItem } from './content-check';
import { DuplicateIndex, optionSetText } from './duplicate-index';

const VERBS = ['Open', 'Test', 'Sell', 'Refine', 'Share'];
const PLACES = ['Lagos', 'Lima', 'Oslo', 'Pune', 'Quito', 'Riga', 'Seoul', 'Tunis', 'Accra', 'Hanoi', 'Cusco', 'Dakar', 'Gdansk', 'Kyoto', 'Mumbai', 'Nairobi', 'Porto', 'Sofia', 'Tbilisi', 'Vilnius', 'Zagreb', 'Bergen'];
const GOODS = ['coffee', 'bicycles', 'printing', 'software', 'furniture'];

/**
 * Item `n`: a distinct situation with five options of equal length (distinct words per item, so neither question
 * texts nor option sets repeat), category by `n` round robin.
 */
function item(n: number, overrides: Partial<ContentItem> = {}): ContentItem {
  const place = `${PLACES[n % PLACES.length]}${Math.floor(n / PLACES.length)}`;
  const goods = GOODS[n % GOODS.length]!;
  return {
    key: `situation-${n}`,
    situation: `situation-${n}`,
    text: `Your ${goods} business in ${place} loses its biggest client number ${n} this week. What do you do?`,
    category: ENTREPRENEUR_TYPES[n % 5]!,
    options: VERBS.map((verb, index) => `${verb} plan ${index} for ${place} item ${n}`.padEnd(40, '.')),
    ...overrides,
  };
}

const bankOf = (count: number) => Array.from({ length: count }, (_, n) => item(n));

describe('itemProblems (one item)', () => {
  it('finds nothing wrong with a well-formed item', () => {
    expect(itemProblems(item(1))).toEqual([]);
  });

  it('measures the longest option against the shortest, and refuses more than 1.4 times', () => {
    const options = ['a'.repeat(50), 'b'.repeat(50), 'c'.repeat(70), 'd'.repeat(50), 'e'.repeat(51)];
    expect(optionLengthRatio({ ...item(1), options })).toBe(1.4);
    expect(itemProblems({ ...item(1), options })).toEqual([]);
    options[2] = 'c'.repeat(71);
    expect(itemProblems({ ...item(1), options })).toEqual(['the longest option is 1.42 times the shortest (71 vs 50 characters; at most 1.4)']);
  });

  it('refuses options that label their type or describe a thing, naming the type', () => {
    const options = [...item(1).options];
    options[3] = 'Raise the quality of the oven bread you bake daily';
    options[4] = 'The people who live nearby, asked first and heard';
    expect(itemProblems({ ...item(1), options: options.map((option) => option.padEnd(40, '.')) })).toEqual([
      'the Craftsman option names a trait ("quality") instead of showing what the founder does',
      'the Social Driver option describes a thing instead of an action (it starts with "The")',
    ]);
  });

  it('refuses a wrong structure: five options, known category, sensible lengths, different options', () => {
    expect(itemProblems({ ...item(1), options: item(1).options.slice(0, 4) })).toEqual(['exactly five options are needed, one per type (it has 4)']);
    expect(itemProblems({ ...item(1), category: 'Dreamer' })).toEqual(['category must be one of Visionary, Pragmatist, Hustler, Craftsman, Social Driver']);
    expect(itemProblems({ ...item(1), text: 'Why?' })).toEqual(['question text must be 20–300 characters (it has 4)']);
    expect(itemProblems({ ...item(1), options: Array.from({ length: 5 }, () => 'Sell the same thing to everyone') })).toEqual(['the five options must say different things']);
  });
});

describe('BankIndex (repetitions of question texts and of option sets)', () => {
  const stored = item(1);
  const index = new BankIndex([stored]);

  it('finds a question asked again, with other options', () => {
    expect(index.repetitionsOf({ ...item(2), text: stored.text })).toEqual([{ of: stored, what: 'question', exact: true }]);
  });

  it('finds the same options under another question, exactly or with one option reworded', () => {
    expect(index.repetitionsOf({ ...item(2), options: stored.options })).toEqual([{ of: stored, what: 'options', exact: true }]);
    const reworded = stored.options.map((option, index) => (index === 0 ? option.replace('Open', 'Start') : option));
    expect(index.repetitionsOf({ ...item(2), options: reworded })).toEqual([{ of: stored, what: 'options', exact: false }]);
  });

  it('lets a new item with new options through', () => {
    expect(index.repetitionsOf(item(2))).toEqual([]);
  });

  it('compares option sets as one text with the near-duplicate rule of question texts', () => {
    const sets = DuplicateIndex.ofTexts([optionSetText(['Hire two people', 'Count the cost', 'Sell it today', 'Build it better', 'Ask the team'])]);
    expect(sets.duplicateOf(optionSetText(['hire two people.', 'Count the cost', 'Sell it today!', 'Build it better', 'Ask the team']))).not.toBeNull();
    expect(sets.duplicateOf(optionSetText(['Open a shop', 'Model demand', 'Call buyers', 'Train staff', 'Meet neighbours']))).toBeNull();
  });
});

describe('checkBank (a whole bank)', () => {
  it('passes a balanced bank of 100 distinct items and gives its figures', () => {
    const report = checkBank(bankOf(100), { distinctSituations: true });
    expect(report.problems).toEqual([]);
    expect(report.itemsPerCategory).toEqual({ Visionary: 20, Pragmatist: 20, Hustler: 20, Craftsman: 20, 'Social Driver': 20 });
    expect(report.distinctOptionSetShare).toBe(1);
    expect(report.situations).toBe(100);
    expect(report.typeMeanSpread).toBe(1);
    // Five equal options: every type shares every item's longest and shortest place.
    expect(report.types.map((figures) => [figures.longestShare, figures.shortestShare])).toEqual(Array.from({ length: 5 }, () => [0.2, 0.2]));
  });

  it('When a category has fewer than 20 items, then it says which and how many', () => {
    const report = checkBank(bankOf(99));
    expect(report.problems).toEqual(['Social Driver has 19 items; at least 20 are needed']);
  });

  it('When one type is always the longest option, then the spread of the means and the longest share are reported', () => {
    const bank = bankOf(100).map((entry) => ({ ...entry, options: entry.options.map((option, index) => (index === 2 ? `${option}......` : option)) }));
    const report = checkBank(bank);
    expect(report.types[2]).toMatchObject({ type: 'Hustler', meanOptionLength: 46, longestShare: 1, shortestShare: 0 });
    expect(report.problems).toEqual(['the Hustler option is the longest in 100% of items; at most 30%']);
    const longer = bankOf(100).map((entry) => ({ ...entry, options: entry.options.map((option, index) => (index === 2 ? `${option}${'.'.repeat(15)}` : option)) }));
    expect(checkBank(longer).problems).toEqual([
      'the mean option length per type spreads 38% (Visionary 40, Pragmatist 40, Hustler 55, Craftsman 40, Social Driver 40); at most 15%',
      'the Hustler option is the longest in 100% of items; at most 30%',
    ]);
  });

  it('When items repeat a question or an option set, of the bank or of `against`, then each repetition is named', () => {
    const bank = bankOf(100);
    bank[50] = { ...bank[50]!, options: bank[10]!.options };
    bank[60] = { ...bank[60]!, text: bank[20]!.text };
    const report = checkBank(bank, { against: [{ ...item(500), options: bank[70]!.options }] });
    expect(report.repeatedOptionSets).toEqual([
      'the options of "situation-50" repeats those of "situation-10"',
      'the options of "situation-70" repeats those of "situation-500"',
    ]);
    expect(report.repeatedQuestions).toEqual(['"situation-60" repeats the question "situation-20"']);
    expect(report.distinctOptionSetShare).toBe(0.99);
  });

  it('When the seed bank names a situation twice, then that is a problem; in a generated batch it is allowed', () => {
    const bank = bankOf(100);
    bank[5] = { ...bank[5]!, situation: 'situation-4' };
    expect(checkBank(bank, { distinctSituations: true }).problems).toEqual(['2 items share the situation "situation-4"']);
    expect(checkBank(bank).problems).toEqual([]);
    expect(checkBank(bank).mostItemsInOneSituation).toBe(2);
  });
});
