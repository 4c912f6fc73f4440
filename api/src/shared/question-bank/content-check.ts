/**
 * The content check of the question bank: pure functions, used by the tests (seed bank, generated batches), by
 * `npm run content:report` and by question generation (nothing is stored that fails the item rules or repeats the bank).
 *
 * The quiz is a forced-choice test: a visitor picks one of five options, one per type. An option that stands out by
 * its form (much longer, much shorter, labelled with its type's favourite word) draws answers for that reason instead
 * of for what it says, so these rules keep the options alike in form. The rules of content are in docs/item-writing.md.
 */
import { ENTREPRENEUR_TYPES, OPTION_IDS, isEntrepreneurType, questionFingerprint, type EntrepreneurType } from '@edna/shared-contracts';
import { DuplicateIndex, optionSetText } from './duplicate-index';

export interface ContentItem {
  text: string;
  category: string;
  /** Option texts in option-id order a..e: Visionary, Pragmatist, Hustler, Craftsman, Social Driver. */
  options: readonly string[];
  /** What the item is about; several items may share one, a quiz then asks only one of them. */
  situation?: string | null;
  /** A seed item's stable name, used in messages. */
  key?: string | null;
}

export const CONTENT_RULES = {
  questionLength: { min: 20, max: 300 },
  optionLength: { min: 3, max: 200 },
  /** In each item the longest option is at most this many times the shortest (characters). */
  maxOptionLengthRatio: 1.4,
  /** Across a bank, the highest mean option length of a type over the lowest. */
  maxTypeMeanSpread: 1.15,
  /** By chance each type is the longest (or shortest) option in 20% of items; above this share it is systematic. */
  maxLongestOrShortestShare: 0.3,
  minItemsPerCategory: 20,
} as const;

/**
 * Words that name a type's trait instead of showing a behaviour: an option holding one gives its type away. Matched
 * as whole words, with their usual endings.
 */
export const GIVEAWAY_WORDS =
  /\b(innovat\w*|disrupt\w*|visionar\w*|data-driven|strategic\w*|quickly|hustl\w*|craftsman\w*|quality|perfect\w*|excellen\w*|communit\w*|impact\w*|social|ethical\w*|passion\w*|bold(ly)?|pragmati\w*)\b/i;

/** An option is an action the reader takes, never a description of a person or a thing. */
const DESCRIPTION_START = /^(the|a|an|one|someone|whoever)\b/i;

export const labelOf = (item: ContentItem): string => item.key ?? (item.text.length > 70 ? `${item.text.slice(0, 67)}…` : item.text);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const lengthsOf = (item: ContentItem) => item.options.map((option) => clean(option).length);

/** The longest option over the shortest, in characters. */
export function optionLengthRatio(item: ContentItem): number {
  const lengths = lengthsOf(item);
  const shortest = Math.min(...lengths);
  return shortest === 0 ? Number.POSITIVE_INFINITY : Math.max(...lengths) / shortest;
}

/**
 * What is wrong with one item, as sentences (empty when nothing is): the structure (a question text of 20–300
 * characters, a category naming one of the five types, five options of 3–200 characters that say different things),
 * the longest option at most 1.4 times the shortest, no giveaway word, every option an action.
 */
export function itemProblems(item: ContentItem): string[] {
  const problems: string[] = [];
  const text = clean(item.text);
  const { questionLength, optionLength, maxOptionLengthRatio } = CONTENT_RULES;
  if (text.length < questionLength.min || text.length > questionLength.max) {
    problems.push(`question text must be ${questionLength.min}–${questionLength.max} characters (it has ${text.length})`);
  }
  if (!isEntrepreneurType(item.category)) problems.push(`category must be one of ${ENTREPRENEUR_TYPES.join(', ')}`);
  if (item.options.length !== OPTION_IDS.length) {
    problems.push(`exactly five options are needed, one per type (it has ${item.options.length})`);
    return problems;
  }
  const options = item.options.map(clean);
  if (options.some((option) => option.length < optionLength.min || option.length > optionLength.max)) {
    problems.push(`option texts must be ${optionLength.min}–${optionLength.max} characters`);
  }
  if (new Set(options.map((option) => questionFingerprint(option))).size !== options.length) {
    problems.push('the five options must say different things');
  }
  const ratio = optionLengthRatio(item);
  if (ratio > maxOptionLengthRatio) {
    const lengths = lengthsOf(item);
    problems.push(
      `the longest option is ${ratio.toFixed(2)} times the shortest (${Math.max(...lengths)} vs ${Math.min(...lengths)} characters; at most ${maxOptionLengthRatio})`,
    );
  }
  options.forEach((option, index) => {
    const type = ENTREPRENEUR_TYPES[index]!;
    const giveaway = GIVEAWAY_WORDS.exec(option)?.[0];
    if (giveaway) problems.push(`the ${type} option names a trait ("${giveaway}") instead of showing what the founder does`);
    if (DESCRIPTION_START.test(option)) problems.push(`the ${type} option describes a thing instead of an action (it starts with "${option.split(' ')[0]}")`);
  });
  return problems;
}

/** Which earlier item a new one repeats: its question text, or its set of options (exactly or nearly). */
export interface Repetition {
  of: ContentItem;
  what: 'question' | 'options';
  exact: boolean;
}

/**
 * A bank as a duplicate index on question texts and on option sets. Option sets are compared as one text each
 * (optionSetText) with the near-duplicate rule of question texts.
 */
export class BankIndex {
  private readonly texts = new DuplicateIndex<ContentItem>();
  private readonly optionSets = new DuplicateIndex<ContentItem>();

  constructor(items: Iterable<ContentItem> = []) {
    for (const item of items) this.add(item);
  }

  add(item: ContentItem): void {
    this.texts.add(item.text, item);
    this.optionSets.add(optionSetText(item.options), item);
  }

  /** The repetitions of the bank the item holds: at most one of its question text and one of its options. */
  repetitionsOf(item: ContentItem): Repetition[] {
    const repetitions: Repetition[] = [];
    const text = this.texts.match(item.text);
    if (text) repetitions.push({ of: text.value, what: 'question', exact: text.exact });
    const options = this.optionSets.match(optionSetText(item.options));
    if (options) repetitions.push({ of: options.value, what: 'options', exact: options.exact });
    return repetitions;
  }
}

export function describeRepetition(item: ContentItem, repetition: Repetition): string {
  const how = repetition.exact ? 'repeats' : 'nearly repeats';
  return repetition.what === 'question'
    ? `"${labelOf(item)}" ${how} the question "${labelOf(repetition.of)}"`
    : `the options of "${labelOf(item)}" ${how} those of "${labelOf(repetition.of)}"`;
}

export interface TypeFigures {
  type: EntrepreneurType;
  meanOptionLength: number;
  /** Share of items in which this type's option is the longest (an item where k options tie counts 1/k for each). */
  longestShare: number;
  shortestShare: number;
}

export interface BankReport {
  items: number;
  itemsPerCategory: Record<EntrepreneurType, number>;
  types: TypeFigures[];
  /** The highest mean option length of a type over the lowest. */
  typeMeanSpread: number;
  worstLengthRatio: { ratio: number; item: string } | null;
  /** Items whose option set (normalized) no earlier item has, over all items. */
  distinctOptionSetShare: number;
  repeatedQuestions: string[];
  repeatedOptionSets: string[];
  situations: number;
  /** The most items that share one situation. */
  mostItemsInOneSituation: number;
  itemProblems: string[];
  /** Every rule the bank breaks, as readable sentences; empty when the bank passes. */
  problems: string[];
}

export interface BankCheckOptions {
  /** Items the bank must not repeat either (e.g. the seed bank, for a generated batch). */
  against?: readonly ContentItem[];
  /** Each situation at most once (the seed bank); generated batches may hold several items of one situation. */
  distinctSituations?: boolean;
  minItemsPerCategory?: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * Checks a whole bank: every item passes itemProblems; no item repeats an earlier one (question text or option set,
 * exactly or nearly) or an item of `against`; each category has at least `minItemsPerCategory` items; the mean
 * option length of each type is within 15% of every other's; no type is the longest or the shortest option in more
 * than 30% of items; with `distinctSituations`, no situation twice. Returns the figures and the problems found.
 */
export function checkBank(items: readonly ContentItem[], options: BankCheckOptions = {}): BankReport {
  const { maxTypeMeanSpread, maxLongestOrShortestShare } = CONTENT_RULES;
  const minItemsPerCategory = options.minItemsPerCategory ?? CONTENT_RULES.minItemsPerCategory;
  const problems: string[] = [];

  const itemProblemLines = items.flatMap((item) => itemProblems(item).map((problem) => `"${labelOf(item)}": ${problem}`));

  const index = new BankIndex(options.against ?? []);
  const repeatedQuestions: string[] = [];
  const repeatedOptionSets: string[] = [];
  for (const item of items) {
    for (const repetition of index.repetitionsOf(item)) {
      (repetition.what === 'question' ? repeatedQuestions : repeatedOptionSets).push(describeRepetition(item, repetition));
    }
    index.add(item);
  }
  const optionSetFingerprints = new Set(items.map((item) => item.options.map((option) => questionFingerprint(option)).join(' / ')));

  const itemsPerCategory = Object.fromEntries(ENTREPRENEUR_TYPES.map((type) => [type, items.filter((item) => item.category === type).length])) as Record<
    EntrepreneurType,
    number
  >;

  const wellFormed = items.filter((item) => item.options.length === OPTION_IDS.length);
  const lengths = wellFormed.map(lengthsOf);
  const types: TypeFigures[] = ENTREPRENEUR_TYPES.map((type, position) => {
    const count = (pick: (values: number[]) => number) =>
      lengths.reduce((sum, values) => {
        const extreme = pick(values);
        return values[position] === extreme ? sum + 1 / values.filter((value) => value === extreme).length : sum;
      }, 0);
    const share = (value: number) => (lengths.length === 0 ? 0 : value / lengths.length);
    return {
      type,
      meanOptionLength: round(share(lengths.reduce((sum, values) => sum + values[position]!, 0)), 1),
      longestShare: round(share(count((values) => Math.max(...values))), 3),
      shortestShare: round(share(count((values) => Math.min(...values))), 3),
    };
  });
  const means = types.map((figures) => figures.meanOptionLength);
  const typeMeanSpread = Math.min(...means) > 0 ? round(Math.max(...means) / Math.min(...means), 3) : 0;

  let worstLengthRatio: BankReport['worstLengthRatio'] = null;
  for (const item of wellFormed) {
    const ratio = optionLengthRatio(item);
    if (!worstLengthRatio || ratio > worstLengthRatio.ratio) worstLengthRatio = { ratio: round(ratio, 2), item: labelOf(item) };
  }

  const bySituation = new Map<string, number>();
  for (const item of items) {
    const situation = item.situation ?? item.key ?? item.text;
    bySituation.set(situation, (bySituation.get(situation) ?? 0) + 1);
  }
  const mostItemsInOneSituation = Math.max(0, ...bySituation.values());

  problems.push(...itemProblemLines, ...repeatedQuestions, ...repeatedOptionSets);
  for (const type of ENTREPRENEUR_TYPES) {
    if (itemsPerCategory[type] < minItemsPerCategory) problems.push(`${type} has ${itemsPerCategory[type]} items; at least ${minItemsPerCategory} are needed`);
  }
  if (typeMeanSpread > maxTypeMeanSpread) {
    const listed = types.map((figures) => `${figures.type} ${figures.meanOptionLength}`).join(', ');
    problems.push(`the mean option length per type spreads ${percent(typeMeanSpread - 1)} (${listed}); at most ${percent(maxTypeMeanSpread - 1)}`);
  }
  for (const figures of types) {
    if (figures.longestShare > maxLongestOrShortestShare) {
      problems.push(`the ${figures.type} option is the longest in ${percent(figures.longestShare)} of items; at most ${percent(maxLongestOrShortestShare)}`);
    }
    if (figures.shortestShare > maxLongestOrShortestShare) {
      problems.push(`the ${figures.type} option is the shortest in ${percent(figures.shortestShare)} of items; at most ${percent(maxLongestOrShortestShare)}`);
    }
  }
  if (options.distinctSituations) {
    for (const [situation, count] of bySituation) if (count > 1) problems.push(`${count} items share the situation "${situation}"`);
  }

  return {
    items: items.length,
    itemsPerCategory,
    types,
    typeMeanSpread,
    worstLengthRatio,
    distinctOptionSetShare: items.length === 0 ? 1 : round(optionSetFingerprints.size / items.length, 3),
    repeatedQuestions,
    repeatedOptionSets,
    situations: bySituation.size,
    mostItemsInOneSituation,
    itemProblems: itemProblemLines,
    problems,
  };
}
