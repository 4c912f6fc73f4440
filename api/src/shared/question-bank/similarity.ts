import { questionFingerprint } from '@edna/shared-contracts';

/**
 * Near-duplicate checks for question texts, on the shared normalization (questionFingerprint).
 *
 * similarity(a, b) = |S(a) ∩ S(b)| / |S(a) ∪ S(b)| (Jaccard) over the sets S of word n-grams of the normalised texts:
 * trigrams when both texts have at least TRIGRAM_MIN_WORDS words, bigrams when the shorter one is shorter than that
 * (but has at least 2 words), single words when one of them has only one word. Identical normalised texts score 1
 * (even when empty); an empty text against a non-empty one scores 0.
 */

/** Texts at or above this similarity count as near-duplicates. */
export const NEAR_DUPLICATE_SIMILARITY = 0.6;

/** Below this many words a text counts as short and is compared on word bigrams instead of trigrams. */
export const TRIGRAM_MIN_WORDS = 6;


export function normalizedWords(text: string): string[] {
  const fingerprint = questionFingerprint(text);
  return fingerprint === '' ? [] : fingerprint.split(' ');
}

/** The n-gram size similarity() uses for two texts of these word counts. */
export function shingleSize(wordCountA: number, wordCountB: number): 1 | 2 | 3 {
  const shorter = Math.min(wordCountA, wordCountB);
  if (shorter >= TRIGRAM_MIN_WORDS) return 3;
  return shorter >= 2 ? 2 : 1;
}

export function wordShingles(words: readonly string[], size: number): Set<string> {
  const shingles = new Set<string>();
  for (let start = 0; start + size <= words.length; start += 1) shingles.add(words.slice(start, start + size).join(' '));
  return shingles;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [smaller, larger] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const shingle of smaller) if (larger.has(shingle)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export function similarity(a: string, b: string): number {
  const wordsA = normalizedWords(a);
  const wordsB = normalizedWords(b);
  if (wordsA.join(' ') === wordsB.join(' ')) return 1;
  if (wordsA.length === 0 || wordsB.length === 0) return 0;
  const size = shingleSize(wordsA.length, wordsB.length);
  return jaccard(wordShingles(wordsA, size), wordShingles(wordsB, size));
}
