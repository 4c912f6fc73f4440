import { NEAR_DUPLICATE_SIMILARITY, jaccard, normalizedWords, shingleSize, wordShingles } from './fingerprint';

interface IndexedText {
  text: string;
  words: string[];
  joined: string;
  shingles: Map<number, Set<string>>;
}

function indexed(text: string): IndexedText {
  const words = normalizedWords(text);
  return { text, words, joined: words.join(' '), shingles: new Map() };
}

function shinglesOf(entry: IndexedText, size: number): Set<string> {
  let set = entry.shingles.get(size);
  if (!set) {
    set = wordShingles(entry.words, size);
    entry.shingles.set(size, set);
  }
  return set;
}

/**
 * The question bank as a near-duplicate index. A text is a near-duplicate of a stored one when their normalized
 * texts are equal, or when the Jaccard similarity of their word shingles reaches NEAR_DUPLICATE_SIMILARITY (0.6):
 * word trigrams for texts of 6 words or more, bigrams or single words for shorter ones (fingerprint.ts has the exact
 * rule). Shingle sets are computed once per stored text.
 */
export class DuplicateIndex {
  private readonly entries: IndexedText[] = [];
  private readonly exact = new Set<string>();

  constructor(texts: Iterable<string> = []) {
    for (const text of texts) this.add(text);
  }

  add(text: string): void {
    const entry = indexed(text);
    this.entries.push(entry);
    this.exact.add(entry.joined);
  }

  /** The stored text the candidate repeats, or null when it is new. */
  duplicateOf(text: string): string | null {
    const candidate = indexed(text);
    if (this.exact.has(candidate.joined)) return this.entries.find((entry) => entry.joined === candidate.joined)?.text ?? text;
    if (candidate.words.length === 0) return null;
    for (const entry of this.entries) {
      if (entry.words.length === 0) continue;
      const size = shingleSize(candidate.words.length, entry.words.length);
      if (jaccard(shinglesOf(candidate, size), shinglesOf(entry, size)) >= NEAR_DUPLICATE_SIMILARITY) return entry.text;
    }
    return null;
  }
}
