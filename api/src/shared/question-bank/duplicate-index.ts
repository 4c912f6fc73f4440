import { NEAR_DUPLICATE_SIMILARITY, jaccard, normalizedWords, shingleSize, wordShingles } from './similarity';

interface IndexedText<T> {
  text: string;
  value: T;
  words: string[];
  joined: string;
  shingles: Map<number, Set<string>>;
}

function indexed<T>(text: string, value: T): IndexedText<T> {
  const words = normalizedWords(text);
  return { text, value, words, joined: words.join(' '), shingles: new Map() };
}

function shinglesOf(entry: IndexedText<unknown>, size: number): Set<string> {
  let set = entry.shingles.get(size);
  if (!set) {
    set = wordShingles(entry.words, size);
    entry.shingles.set(size, set);
  }
  return set;
}

/**
 * Texts as a near-duplicate index, each stored with a value (what the caller wants back on a match). A text is a
 * near-duplicate of a stored one when their normalized texts are equal, or when the Jaccard similarity of their word
 * shingles reaches NEAR_DUPLICATE_SIMILARITY (0.6): word trigrams for texts of 6 words or more, bigrams or single
 * words for shorter ones (similarity.ts has the exact rule). Shingle sets are computed once per stored text.
 */
export class DuplicateIndex<T = string> {
  private readonly entries: IndexedText<T>[] = [];
  private readonly exact = new Map<string, IndexedText<T>>();

  /** Plain texts: the value of each is the text itself. */
  static ofTexts(texts: Iterable<string>): DuplicateIndex {
    const index = new DuplicateIndex<string>();
    for (const text of texts) index.add(text, text);
    return index;
  }

  add(text: string, value: T): void {
    const entry = indexed(text, value);
    this.entries.push(entry);
    if (!this.exact.has(entry.joined)) this.exact.set(entry.joined, entry);
  }

  /** The first stored entry the candidate repeats, exactly or nearly, or null when it is new. */
  match(text: string): { value: T; exact: boolean } | null {
    const candidate = indexed(text, null);
    const same = this.exact.get(candidate.joined);
    if (same) return { value: same.value, exact: true };
    if (candidate.words.length === 0) return null;
    for (const entry of this.entries) {
      if (entry.words.length === 0) continue;
      const size = shingleSize(candidate.words.length, entry.words.length);
      if (jaccard(shinglesOf(candidate, size), shinglesOf(entry, size)) >= NEAR_DUPLICATE_SIMILARITY) return { value: entry.value, exact: false };
    }
    return null;
  }

  /** The value stored with the text the candidate repeats, or null when it is new. */
  duplicateOf(text: string): T | null {
    return this.match(text)?.value ?? null;
  }
}

/**
 * The five options of a question as one text, so option sets are compared with the same rule as question texts: two
 * items whose options are the same, or nearly (most option texts shared), are duplicates even with different questions.
 */
export function optionSetText(options: readonly string[]): string {
  return options.join(' / ');
}
