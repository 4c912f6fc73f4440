/**
 * Whether an option's words name its type: a leave-one-item-out multinomial naive Bayes on the options' words.
 *
 * A forced-choice item measures behaviour only when a reader cannot tell the types apart by their vocabulary. If
 * every Hustler option says "today" and every Pragmatist option says "measure", a visitor learns which word belongs to
 * which type and picks the one they would like to be. So for each item, a classifier is trained on the options of all
 * the other items of the bank (lowercased word tokens, Laplace smoothing, equal priors) and asked which type each of
 * the held-out item's options belongs to. The share it names correctly is the bank's word give-away; 20% is chance.
 *
 * Two readings: each option on its own, and "one of each type", where the five options of an item get the five types
 * in the assignment the classifier finds most likely (a reader who knows every item has one option per type).
 */
import { ENTREPRENEUR_TYPES, type EntrepreneurType } from '@edna/shared-contracts';

export interface WordedItem {
  /** Option texts in option-id order a..e: Visionary, Pragmatist, Hustler, Craftsman, Social Driver. */
  options: readonly string[];
}

/** The content check's limits on the share of options whose type the classifier names (each option on its own). */
export const TYPE_FROM_WORDS_LIMITS = {
  seedBank: 0.45,
  generatedBatch: 0.5,
} as const;

export interface TypeWord {
  word: string;
  /** How many of the type's options use it, against how many of the other types' options (per type, on average). */
  count: number;
  othersMean: number;
}

export interface TypeFromWordsReport {
  options: number;
  /** Share of options whose type the classifier names, each option on its own. */
  namedShare: number;
  /** Share named when each item must get one option of each type (best assignment). */
  namedShareOneOfEach: number;
  /** Per type: the words that most raise the classifier's belief in it, with how often they occur. */
  topWords: Record<EntrepreneurType, TypeWord[]>;
}

const TYPES = ENTREPRENEUR_TYPES.length;

export function optionWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu) ?? [];
}

/** Every ordering of 0..n-1, for the best assignment of five options to five types (120 orderings). */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) => Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]));
}
const ORDERINGS = permutations(TYPES);

export function typeFromWords(items: readonly WordedItem[], topWordCount = 8): TypeFromWordsReport {
  const wellFormed = items.filter((item) => item.options.length === TYPES);
  const itemWords = wellFormed.map((item) => item.options.map(optionWords));
  // Word counts per type over the whole bank; each held-out item's own counts are subtracted from them.
  const counts = ENTREPRENEUR_TYPES.map(() => new Map<string, number>());
  const totals = new Array<number>(TYPES).fill(0);
  const documents = ENTREPRENEUR_TYPES.map(() => new Map<string, number>());
  for (const words of itemWords) {
    words.forEach((tokens, type) => {
      for (const word of tokens) counts[type]!.set(word, (counts[type]!.get(word) ?? 0) + 1);
      totals[type]! += tokens.length;
      for (const word of new Set(tokens)) documents[type]!.set(word, (documents[type]!.get(word) ?? 0) + 1);
    });
  }
  const vocabulary = new Set(counts.flatMap((map) => [...map.keys()]));

  let named = 0;
  let namedOneOfEach = 0;
  let optionCount = 0;
  for (const words of itemWords) {
    const own = words.map((tokens) => {
      const map = new Map<string, number>();
      for (const word of tokens) map.set(word, (map.get(word) ?? 0) + 1);
      return map;
    });
    // Words only this item uses are unknown to the classifier trained on the others: they are skipped.
    const unknown = new Set(
      [...new Set(words.flat())].filter((word) => counts.every((map, type) => (map.get(word) ?? 0) - (own[type]!.get(word) ?? 0) === 0)),
    );
    const size = vocabulary.size - unknown.size;
    // scores[option][type]: log-likelihood of the option's words under the type, trained without this item.
    const scores = words.map((tokens) =>
      ENTREPRENEUR_TYPES.map((_, type) => {
        const total = totals[type]! - words[type]!.length;
        let score = 0;
        for (const word of tokens) {
          if (unknown.has(word)) continue;
          const count = (counts[type]!.get(word) ?? 0) - (own[type]!.get(word) ?? 0);
          score += Math.log((count + 1) / (total + size));
        }
        return score;
      }),
    );
    scores.forEach((row, option) => {
      const best = row.indexOf(Math.max(...row));
      if (best === option) named += 1;
    });
    let bestOrdering = ORDERINGS[0]!;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const ordering of ORDERINGS) {
      const score = ordering.reduce((sum, type, option) => sum + scores[option]![type]!, 0);
      if (score > bestScore) [bestOrdering, bestScore] = [ordering, score];
    }
    namedOneOfEach += bestOrdering.filter((type, option) => type === option).length;
    optionCount += TYPES;
  }

  const topWords = Object.fromEntries(
    ENTREPRENEUR_TYPES.map((typeName, type) => {
      const ranked = [...vocabulary]
        .map((word) => {
          const count = documents[type]!.get(word) ?? 0;
          const others = documents.reduce((sum, map, other) => (other === type ? sum : sum + (map.get(word) ?? 0)), 0);
          const othersMean = others / (TYPES - 1);
          return { word, count, othersMean, lift: Math.log((count + 1) / (othersMean + 1)) * Math.sqrt(count) };
        })
        .filter((entry) => entry.count >= 3 && entry.count > entry.othersMean)
        .sort((a, b) => b.lift - a.lift)
        .slice(0, topWordCount)
        .map(({ word, count, othersMean }) => ({ word, count, othersMean: Math.round(othersMean * 10) / 10 }));
      return [typeName, ranked];
    }),
  ) as Record<EntrepreneurType, TypeWord[]>;

  return {
    options: optionCount,
    namedShare: optionCount === 0 ? 0 : named / optionCount,
    namedShareOneOfEach: optionCount === 0 ? 0 : namedOneOfEach / optionCount,
    topWords,
  };
}
