import type { Placement } from './layout';

/**
 * A cycle: two across words (upper, lower) and two down words (left, right), each across word crossing both down
 * words, so the grid has four crossings and every word is crossed twice. The four crossing cells form a rectangle of
 * `rowGap` by `colGap`; `…At` is the index, in each word, of its first crossing (top-left for the across words'
 * left crossing and the down words' upper crossing).
 *
 * upper[upperAt] = left[leftAt]             upper[upperAt + colGap] = right[rightAt]
 * lower[lowerAt] = left[leftAt + rowGap]    lower[lowerAt + colGap] = right[rightAt + rowGap]
 */
export interface Cycle {
  /** Indexes into the searched answers. */
  upper: number;
  lower: number;
  left: number;
  right: number;
  upperAt: number;
  lowerAt: number;
  leftAt: number;
  rightAt: number;
  rowGap: number;
  colGap: number;
  /** The bounding box of the four words. */
  width: number;
  height: number;
}

interface LetterPair {
  word: number;
  at: number;
  first: number;
  second: number;
}

const ALPHABET = 26;
const letterCode = (answer: string, index: number) => answer.charCodeAt(index) - 65;

/**
 * Every letter pair of every answer, grouped by the distance between the two letters. Parallel words must lie at
 * least two rows (or columns) apart, or their letters would sit side by side, so distances start at 2.
 */
function letterPairs(answers: readonly string[], size: number) {
  const byGap: LetterPair[][] = Array.from({ length: size }, () => []);
  const byGapFirst: LetterPair[][][] = Array.from({ length: size }, () => Array.from({ length: ALPHABET }, () => []));
  /** Keyed by bothKey(gap, first, second); only the pairs that occur get a list. */
  const byGapBoth = new Map<number, LetterPair[]>();
  /** For a gap and a first letter, the second letters that occur, one bit each: a join is skipped when none match. */
  const secondLetters = new Int32Array(size * ALPHABET);
  answers.forEach((answer, word) => {
    for (let at = 0; at < answer.length; at += 1) {
      for (let gap = 2; at + gap < answer.length && gap < size; gap += 1) {
        const pair = { word, at, first: letterCode(answer, at), second: letterCode(answer, at + gap) };
        byGap[gap]?.push(pair);
        byGapFirst[gap]?.[pair.first]?.push(pair);
        const letters = gap * ALPHABET + pair.first;
        secondLetters[letters] = (secondLetters[letters] as number) | (1 << pair.second);
        const key = bothKey(gap, pair.first, pair.second);
        const list = byGapBoth.get(key);
        if (list) list.push(pair);
        else byGapBoth.set(key, [pair]);
      }
    }
  });
  return { byGap, byGapFirst, byGapBoth, secondLetters };
}

const bothKey = (gap: number, first: number, second: number) => (gap * ALPHABET + first) * ALPHABET + second;
const NO_PAIRS: readonly LetterPair[] = [];

export interface CycleChoice {
  /**
   * Higher is better; -Infinity rules the cycle out. Called once for every cycle found, with an object that is
   * reused: copy what you keep.
   */
  score: (cycle: Readonly<Cycle>) => number;
  /** How many of the best cycles to return, best first (ties in the order found). */
  keep: number;
  /** Cycles looked at before stopping, which bounds the time a very large word list can take. */
  visitLimit: number;
}

/**
 * The best cycles of four different answers that fit a size x size grid. They are found by joining letter pairs, not
 * by trying placements: an upper across pair (a … b, colGap apart) picks a left down word through a and a right down
 * word through b, both with their second crossing rowGap further down; the lower across word is then looked up by
 * the two letters it must hold colGap apart. Any such cycle is legal: parallel words are at least two apart, so no
 * letters touch except at the crossings, and only the upper and left words can share a start cell (excluded).
 */
export function bestCycles(answers: readonly string[], size: number, { score, keep, visitLimit }: CycleChoice): Cycle[] {
  const { byGap, byGapFirst, byGapBoth, secondLetters } = letterPairs(answers, size);
  const lengths = answers.map((answer) => answer.length);
  const length = (pair: LetterPair) => lengths[pair.word] as number;
  const best: { cycle: Cycle; score: number }[] = [];
  const cycle: Cycle = { upper: 0, lower: 0, left: 0, right: 0, upperAt: 0, lowerAt: 0, leftAt: 0, rightAt: 0, rowGap: 0, colGap: 0, width: 0, height: 0 };
  let visited = 0;
  for (let colGap = 2; colGap < size; colGap += 1) {
    for (const upper of byGap[colGap] ?? []) {
      for (let rowGap = 2; rowGap < size; rowGap += 1) {
        const gapFirst = byGapFirst[rowGap] as LetterPair[][];
        const rights = gapFirst[upper.second] as LetterPair[];
        if (rights.length === 0) continue;
        for (const left of gapFirst[upper.first] as LetterPair[]) {
          if (left.word === upper.word || (left.at === 0 && upper.at === 0)) continue;
          // The lower word needs left.second and, colGap further, the right word's second letter.
          const lowerSeconds = secondLetters[colGap * ALPHABET + left.second] as number;
          if ((lowerSeconds & (secondLetters[rowGap * ALPHABET + upper.second] as number)) === 0) continue;
          for (const right of rights) {
            if (right.word === upper.word || right.word === left.word || (lowerSeconds & (1 << right.second)) === 0) continue;
            for (const lower of byGapBoth.get(bothKey(colGap, left.second, right.second)) ?? NO_PAIRS) {
              if (lower.word === upper.word || lower.word === left.word || lower.word === right.word) continue;
              visited += 1;
              if (visited > visitLimit) return best.map((entry) => entry.cycle);
              const width = Math.max(length(upper) - upper.at, length(lower) - lower.at) + Math.max(upper.at, lower.at);
              const height = Math.max(length(left) - left.at, length(right) - right.at) + Math.max(left.at, right.at);
              if (width > size || height > size) continue;
              cycle.upper = upper.word;
              cycle.lower = lower.word;
              cycle.left = left.word;
              cycle.right = right.word;
              cycle.upperAt = upper.at;
              cycle.lowerAt = lower.at;
              cycle.leftAt = left.at;
              cycle.rightAt = right.at;
              cycle.rowGap = rowGap;
              cycle.colGap = colGap;
              cycle.width = width;
              cycle.height = height;
              const value = score(cycle);
              if (value !== -Infinity) keepIfBetter(best, cycle, value, keep);
            }
          }
        }
      }
    }
  }
  return best.map((entry) => entry.cycle);
}

/** Inserts a copy of the cycle into the list (best first) when it is among the `keep` best. */
function keepIfBetter(best: { cycle: Cycle; score: number }[], cycle: Cycle, score: number, keep: number): void {
  if (best.length >= keep && score <= (best[best.length - 1] as { score: number }).score) return;
  let position = best.length;
  while (position > 0 && (best[position - 1] as { score: number }).score < score) position -= 1;
  best.splice(position, 0, { cycle: { ...cycle }, score });
  if (best.length > keep) best.pop();
}

/** The four placements of a cycle, its bounding box starting at row 0, column 0. */
export function cyclePlacements(cycle: Cycle, answers: readonly string[]): Placement[] {
  // The upper-left crossing sits at (top, left) once the words that reach further up or left are accounted for.
  const top = Math.max(cycle.leftAt, cycle.rightAt);
  const left = Math.max(cycle.upperAt, cycle.lowerAt);
  const answer = (index: number) => answers[index] as string;
  return [
    { answer: answer(cycle.upper), direction: 'across', startRow: top, startCol: left - cycle.upperAt },
    { answer: answer(cycle.lower), direction: 'across', startRow: top + cycle.rowGap, startCol: left - cycle.lowerAt },
    { answer: answer(cycle.left), direction: 'down', startRow: top - cycle.leftAt, startCol: left },
    { answer: answer(cycle.right), direction: 'down', startRow: top - cycle.rightAt, startCol: left + cycle.colGap },
  ];
}
