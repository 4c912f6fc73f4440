import { CROSSWORD } from '@edna/shared-contracts';
import { bestCycles, cyclePlacements, type Cycle } from './cycle-layout';
import { FALLBACK_TERMS } from './fallback-terms';
import {
  isInterlocked,
  layoutProblems,
  namesAnswerOf,
  numberClues,
  type Direction,
  type GridShape,
  type LayoutSource,
  type PlacedClue,
  type Placement,
  type PuzzleTerm,
} from './layout';
import { createPuzzleRng, type Rng } from './rng';

/** No answer returns within this many days while the theme has enough other words (see MIN_POOL). */
export const ROTATION_DAYS = 60;
/**
 * How far back the history counts: the service reads the puzzles of this many earlier days. Beyond ROTATION_DAYS it
 * only orders preferences: the least recently used words first, and words that shared a grid not together again.
 */
export const HISTORY_DAYS = 365;
/** The smallest pool drawn from: below it the least recently used words come back first, even within ROTATION_DAYS. */
export const MIN_POOL = 10;
/**
 * A cycle is first sought among this many of the pool's least recently used words (ties in random order), so every
 * word of a theme comes round about as often; only when they make no cycle is the whole pool searched.
 */
export const CYCLE_POOL = 16;
/** Random four-word combinations tried per tree stage (the placement retry limit, 50). */
export const COMBINATION_ATTEMPTS = CROSSWORD.placementRetryLimit;
const FIRST_WORD_POSITIONS = 6;
const SEARCH_BUDGET = 4000;
/** Rows of the fixed fallback layout: four across words, centred, two blocked rows between them. */
export const FALLBACK_ROWS = [1, 4, 7, 10] as const;

/**
 * How a cycle is preferred (higher scores win): the share of its letters that are crossed, then a square bounding box;
 * words used recently (though beyond ROTATION_DAYS) and pairs of words that already shared a grid count against it.
 * A little randomness from the day's stream varies the choice among near equals.
 */
const CYCLE_PREFERENCE = { squareness: 0.05, recentUse: 0.1, repeatedPair: 0.25, variety: 0.02 } as const;

export interface PuzzleHistoryEntry {
  puzzleDate: string;
  answers: readonly string[];
}

export interface GenerateOptions {
  date: string;
  secret: string;
  /** Words of the day's theme: the day set's built-in clues first, then the term bank's. */
  candidates: readonly PuzzleTerm[];
  /** The day set's built-in clues: the second choice when no layout of the candidates works. */
  builtIn: readonly PuzzleTerm[];
  /** Answers of earlier stored puzzles (any order; only the HISTORY_DAYS before `date` count). */
  history?: readonly PuzzleHistoryEntry[];
  size?: number;
}

export interface GeneratedLayout {
  source: LayoutSource;
  clues: PlacedClue[];
}

/**
 * The daily puzzle: deterministic for a date, a secret and a history. No grid pairs a word with another whose texts
 * name its answer (see namesAnswerOf). In order of preference:
 * 1. a cycle (two across and two down words, four crossings) from the rotation pool: the day's candidates not used
 *    in the last ROTATION_DAYS, topped up with the least recently used ones while fewer than MIN_POOL remain;
 * 2. four interlocking words (a connected tree) from the pool, then from all candidates;
 * 3. a cycle, then a tree, of the day set's built-in clues;
 * 4. a legal layout where some words cannot cross (the pool, then the built-in clues);
 * 5. the fixed fallback layout: the built-in clues (or FALLBACK_TERMS) across on rows 1, 4, 7 and 10, centred.
 */
export function generatePuzzleLayout(options: GenerateOptions): GeneratedLayout {
  const size = options.size ?? CROSSWORD.gridSize;
  const rng = createPuzzleRng(options.secret, options.date);
  const candidates = usableTerms(options.candidates, size);
  const builtIn = usableTerms(options.builtIn, size);
  const usage = usageBefore(options.date, options.history ?? []);
  const pool = rotationPoolOf(candidates, usage);

  const leastRecentlyUsed = leastRecentFirst(rng.shuffle(pool), usage).slice(0, CYCLE_POOL);
  const stages: { terms: PuzzleTerm[]; shape: GridShape; source: LayoutSource }[] = [
    { terms: leastRecentlyUsed, shape: 'cycle', source: 'generated' },
    ...(pool.length > leastRecentlyUsed.length ? [{ terms: pool, shape: 'cycle' as const, source: 'generated' as const }] : []),
    { terms: pool, shape: 'tree', source: 'generated' },
    { terms: candidates, shape: 'tree', source: 'generated' },
    { terms: builtIn, shape: 'cycle', source: 'built-in' },
    { terms: builtIn, shape: 'tree', source: 'built-in' },
    { terms: pool, shape: 'loose', source: 'generated' },
    { terms: builtIn, shape: 'loose', source: 'built-in' },
  ];
  for (const stage of stages) {
    if (stage.terms.length < CROSSWORD.cluesPerPuzzle) continue;
    const placements =
      stage.shape === 'cycle'
        ? searchCycle(stage.terms, rng, size, usage)
        : searchLayout(stage.terms, rng, size, stage.shape === 'tree');
    if (placements) return { source: stage.source, clues: numberClues(centred(placements, size)) };
  }
  return { source: 'fallback', clues: fallbackLayout(builtIn.length >= CROSSWORD.cluesPerPuzzle ? builtIn : candidates, size) };
}

/** Valid answers (A–Z, 3 to the grid size), first occurrence of each answer kept, answers uppercased. */
function usableTerms(terms: readonly PuzzleTerm[], size: number): PuzzleTerm[] {
  const seen = new Set<string>();
  const usable: PuzzleTerm[] = [];
  for (const term of terms) {
    const answer = term.answer.toUpperCase();
    if (!/^[A-Z]+$/.test(answer) || answer.length < 3 || answer.length > size || seen.has(answer)) continue;
    seen.add(answer);
    usable.push(answer === term.answer ? term : { ...term, answer });
  }
  return usable;
}

/** What the history of the HISTORY_DAYS before a date says: days since each answer's last use, and which answers shared a grid. */
interface Usage {
  daysSinceUse: Map<string, number>;
  pairs: Set<string>;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}+${b}` : `${b}+${a}`);

function usageBefore(date: string, history: readonly PuzzleHistoryEntry[]): Usage {
  const day = Date.parse(`${date}T00:00:00Z`);
  const daysSinceUse = new Map<string, number>();
  const pairs = new Set<string>();
  for (const entry of history) {
    const age = (day - Date.parse(`${entry.puzzleDate}T00:00:00Z`)) / 86_400_000;
    if (!(age >= 1 && age <= HISTORY_DAYS)) continue;
    entry.answers.forEach((answer, index) => {
      daysSinceUse.set(answer, Math.min(daysSinceUse.get(answer) ?? Infinity, age));
      for (const other of entry.answers.slice(index + 1)) pairs.add(pairKey(answer, other));
    });
  }
  return { daysSinceUse, pairs };
}

/** Candidates not used in the last ROTATION_DAYS; topped up with the least recently used ones up to MIN_POOL. */
export function rotationPool(candidates: readonly PuzzleTerm[], date: string, history: readonly PuzzleHistoryEntry[]): PuzzleTerm[] {
  return rotationPoolOf(candidates, usageBefore(date, history));
}

function rotationPoolOf(candidates: readonly PuzzleTerm[], usage: Usage): PuzzleTerm[] {
  const isRecent = (term: PuzzleTerm) => (usage.daysSinceUse.get(term.answer) ?? Infinity) <= ROTATION_DAYS;
  const fresh = candidates.filter((term) => !isRecent(term));
  if (fresh.length >= MIN_POOL) return fresh;
  const leastRecent = leastRecentFirst(
    candidates.filter(isRecent).sort((a, b) => a.answer.localeCompare(b.answer)),
    usage,
  );
  return [...fresh, ...leastRecent.slice(0, MIN_POOL - fresh.length)];
}

/** The terms, those unused longest (or never, within HISTORY_DAYS) first; ties keep their order. */
function leastRecentFirst(terms: readonly PuzzleTerm[], { daysSinceUse }: Usage): PuzzleTerm[] {
  const age = (term: PuzzleTerm) => daysSinceUse.get(term.answer) ?? Infinity;
  return [...terms].sort((a, b) => (age(a) === age(b) ? 0 : age(b) - age(a)));
}

const namesChecked = new WeakMap<PuzzleTerm, WeakMap<PuzzleTerm, boolean>>();

/**
 * Whether either word's texts name the other's answer. Terms are immutable, so each ordered pair is checked once per
 * process (the text matching is slow next to the grid search).
 */
function leaksBetween(a: PuzzleTerm, b: PuzzleTerm): boolean {
  const names = (term: PuzzleTerm, other: PuzzleTerm) => {
    let checked = namesChecked.get(term);
    if (!checked) namesChecked.set(term, (checked = new WeakMap()));
    let result = checked.get(other);
    if (result === undefined) checked.set(other, (result = namesAnswerOf(term, other)));
    return result;
  };
  return names(a, b) || names(b, a);
}

/** Whether a set of words may share a grid: no word's texts name another's answer. */
function leakFree(terms: readonly PuzzleTerm[]): boolean {
  return terms.every((term, index) => terms.slice(index + 1).every((other) => !leaksBetween(term, other)));
}

/** The best cycles looked at for leaks before every pair of the words is checked instead. */
const CYCLES_KEPT = 32;
/** Cycles scored at most in one search: far more than a themed pool makes, a bound for a very large one. */
export const CYCLE_VISIT_LIMIT = 300_000;

/**
 * The preferred cycle of the terms (see CYCLE_PREFERENCE) that leaks nothing, or null when they make none. Leaks are
 * rare, so the best few cycles are checked first; only if all of them leak are all pairs checked and leaking ones
 * ruled out of a second search.
 */
function searchCycle(terms: readonly PuzzleTerm[], rng: Rng, size: number, usage: Usage): (PuzzleTerm & Placement)[] | null {
  const words = rng.shuffle(terms);
  const answers = words.map((term) => term.answer);
  const count = words.length;
  const recentUse = answers.map((answer) => {
    const age = usage.daysSinceUse.get(answer);
    return age === undefined ? 0 : Math.min(1, Math.max(0, 1 - (age - ROTATION_DAYS) / (HISTORY_DAYS - ROTATION_DAYS)));
  });
  const usedTogether = new Uint8Array(count * count);
  const leaking = new Uint8Array(count * count);
  answers.forEach((answer, i) =>
    answers.forEach((other, j) => {
      if (usage.pairs.has(pairKey(answer, other))) usedTogether[i * count + j] = 1;
    }),
  );
  const indexes = [0, 0, 0, 0];
  const score = (cycle: Readonly<Cycle>) => {
    indexes[0] = cycle.upper;
    indexes[1] = cycle.lower;
    indexes[2] = cycle.left;
    indexes[3] = cycle.right;
    let letters = 0;
    let recent = 0;
    let repeatedPairs = 0;
    for (let a = 0; a < 4; a += 1) {
      const i = indexes[a] as number;
      letters += (answers[i] as string).length;
      recent += recentUse[i] as number;
      for (let b = a + 1; b < 4; b += 1) {
        const pair = i * count + (indexes[b] as number);
        if (leaking[pair]) return -Infinity;
        repeatedPairs += usedTogether[pair] as number;
      }
    }
    return (
      4 / (letters - 4) +
      CYCLE_PREFERENCE.squareness * (1 - Math.abs(cycle.width - cycle.height) / size) -
      CYCLE_PREFERENCE.recentUse * (recent / 4) -
      CYCLE_PREFERENCE.repeatedPair * repeatedPairs +
      CYCLE_PREFERENCE.variety * rng.next()
    );
  };
  const choose = (cycles: readonly Cycle[]) => {
    for (const cycle of cycles) {
      const chosen = [cycle.upper, cycle.lower, cycle.left, cycle.right].map((index) => words[index] as PuzzleTerm);
      const placements = cyclePlacements(cycle, answers);
      if (leakFree(chosen) && layoutProblems(placements, size).length === 0) {
        return placements.map((placement, index) => ({ ...(chosen[index] as PuzzleTerm), ...placement }));
      }
    }
    return null;
  };
  const best = bestCycles(answers, size, { score, keep: CYCLES_KEPT, visitLimit: CYCLE_VISIT_LIMIT });
  if (best.length === 0) return null;
  const found = choose(best);
  if (found) return found;
  for (let i = 0; i < count; i += 1) {
    for (let j = 0; j < count; j += 1) if (i !== j && leaksBetween(words[i] as PuzzleTerm, words[j] as PuzzleTerm)) leaking[i * count + j] = 1;
  }
  return choose(bestCycles(answers, size, { score, keep: CYCLES_KEPT, visitLimit: CYCLE_VISIT_LIMIT }));
}

interface Cell {
  letter: string;
  across: boolean;
  down: boolean;
}

interface SearchState {
  size: number;
  grid: (Cell | null)[][];
  starts: Set<string>;
  placed: (Placement & { term: PuzzleTerm })[];
  budget: number;
}

/**
 * Up to COMBINATION_ATTEMPTS random combinations of four words that leak nothing, each placed by a bounded search;
 * `connected`: every word crosses another, otherwise words may stand alone.
 */
function searchLayout(terms: readonly PuzzleTerm[], rng: Rng, size: number, connected: boolean) {
  for (let attempt = 0; attempt < COMBINATION_ATTEMPTS; attempt += 1) {
    const words = rng
      .shuffle(terms)
      .slice(0, CROSSWORD.cluesPerPuzzle)
      .sort((a, b) => b.answer.length - a.answer.length || a.answer.localeCompare(b.answer));
    if (!leakFree(words)) continue;
    const placements = placeWords(words, rng, size, connected);
    if (placements && layoutProblems(placements, size).length === 0 && (!connected || isInterlocked(placements))) {
      return placements.map(({ term, ...placement }) => ({ ...term, ...placement }));
    }
  }
  return null;
}

function placeWords(words: readonly PuzzleTerm[], rng: Rng, size: number, connected: boolean) {
  const [first, ...rest] = words;
  if (!first) return null;
  const state: SearchState = {
    size,
    grid: Array.from({ length: size }, () => Array<Cell | null>(size).fill(null)),
    starts: new Set(),
    placed: [],
    budget: SEARCH_BUDGET,
  };
  const firstPositions = rng.shuffle(allPositions(first.answer, size)).slice(0, FIRST_WORD_POSITIONS);
  for (const position of firstPositions) {
    place(state, first, position);
    if (search(state, rest, rng, connected)) return [...state.placed];
    unplace(state);
    if (state.budget <= 0) break;
  }
  return null;
}

function search(state: SearchState, remaining: readonly PuzzleTerm[], rng: Rng, connected: boolean): boolean {
  const [word, ...rest] = remaining;
  if (!word) return true;
  const crossing = rng.shuffle(crossingPositions(state, word.answer));
  const options = connected ? crossing : [...crossing, ...rng.shuffle(allPositions(word.answer, state.size))];
  for (const position of options) {
    state.budget -= 1;
    if (state.budget <= 0) return false;
    const crosses = legalCrossings(state, word.answer, position);
    if (crosses === null || (connected && crosses === 0)) continue;
    place(state, word, position);
    if (search(state, rest, rng, connected)) return true;
    unplace(state);
  }
  return false;
}

type Position = Omit<Placement, 'answer'>;

function allPositions(answer: string, size: number): Position[] {
  const positions: Position[] = [];
  for (const direction of ['across', 'down'] as const) {
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        if ((direction === 'across' ? col : row) + answer.length <= size) positions.push({ direction, startRow: row, startCol: col });
      }
    }
  }
  return positions;
}

/** Positions where the word crosses an already placed word on a shared letter (legality checked later). */
function crossingPositions(state: SearchState, answer: string): Position[] {
  const positions: Position[] = [];
  for (const other of state.placed) {
    const direction: Direction = other.direction === 'across' ? 'down' : 'across';
    for (let i = 0; i < other.answer.length; i += 1) {
      for (let j = 0; j < answer.length; j += 1) {
        if (other.answer[i] !== answer[j]) continue;
        const row = other.direction === 'across' ? other.startRow : other.startRow + i;
        const col = other.direction === 'across' ? other.startCol + i : other.startCol;
        positions.push(direction === 'across' ? { direction, startRow: row, startCol: col - j } : { direction, startRow: row - j, startCol: col });
      }
    }
  }
  return positions;
}

/** The number of crossings if the word may go there, null if it may not (see layoutProblems for the rules). */
function legalCrossings(state: SearchState, answer: string, { direction, startRow, startCol }: Position): number | null {
  const { size, grid } = state;
  const [dRow, dCol] = direction === 'across' ? [0, 1] : [1, 0];
  const endRow = startRow + dRow * (answer.length - 1);
  const endCol = startCol + dCol * (answer.length - 1);
  if (startRow < 0 || startCol < 0 || endRow >= size || endCol >= size) return null;
  if (state.starts.has(`${startRow},${startCol}`)) return null;
  const occupied = (row: number, col: number) => row >= 0 && col >= 0 && row < size && col < size && grid[row]?.[col] != null;
  if (occupied(startRow - dRow, startCol - dCol) || occupied(endRow + dRow, endCol + dCol)) return null;
  let crosses = 0;
  for (let index = 0; index < answer.length; index += 1) {
    const row = startRow + dRow * index;
    const col = startCol + dCol * index;
    const cell = grid[row]?.[col];
    if (cell) {
      if (cell.letter !== answer[index] || cell[direction]) return null;
      crosses += 1;
    } else if (occupied(row - dCol, col - dRow) || occupied(row + dCol, col + dRow)) {
      return null;
    }
  }
  return crosses === answer.length ? null : crosses;
}

function place(state: SearchState, term: PuzzleTerm, position: Position): void {
  const [dRow, dCol] = position.direction === 'across' ? [0, 1] : [1, 0];
  for (let index = 0; index < term.answer.length; index += 1) {
    const row = state.grid[position.startRow + dRow * index] as (Cell | null)[];
    const col = position.startCol + dCol * index;
    const cell = row[col] ?? { letter: term.answer[index] as string, across: false, down: false };
    cell[position.direction] = true;
    row[col] = cell;
  }
  state.starts.add(`${position.startRow},${position.startCol}`);
  state.placed.push({ ...position, answer: term.answer, term });
}

function unplace(state: SearchState): void {
  const last = state.placed.pop();
  if (!last) return;
  const [dRow, dCol] = last.direction === 'across' ? [0, 1] : [1, 0];
  for (let index = 0; index < last.answer.length; index += 1) {
    const row = state.grid[last.startRow + dRow * index] as (Cell | null)[];
    const col = last.startCol + dCol * index;
    const cell = row[col];
    if (!cell) continue;
    cell[last.direction] = false;
    if (!cell.across && !cell.down) row[col] = null;
  }
  state.starts.delete(`${last.startRow},${last.startCol}`);
}

/** Moves the words together so their bounding box sits in the middle of the grid (shifting keeps a layout legal). */
function centred<T extends Placement>(placements: readonly T[], size: number): T[] {
  const rows = placements.flatMap((p) => [p.startRow, p.startRow + (p.direction === 'down' ? p.answer.length - 1 : 0)]);
  const cols = placements.flatMap((p) => [p.startCol, p.startCol + (p.direction === 'across' ? p.answer.length - 1 : 0)]);
  const shift = (values: number[]) => Math.floor((size - (Math.max(...values) - Math.min(...values) + 1)) / 2) - Math.min(...values);
  const [dRow, dCol] = [shift(rows), shift(cols)];
  return placements.map((p) => ({ ...p, startRow: p.startRow + dRow, startCol: p.startCol + dCol }));
}

/** The fixed fallback layout: four across words on rows 1, 4, 7 and 10, each centred. Always legal. */
export function fallbackLayout(preferred: readonly PuzzleTerm[], size: number = CROSSWORD.gridSize): PlacedClue[] {
  const terms = preferred.length >= FALLBACK_ROWS.length ? preferred : FALLBACK_TERMS;
  return numberClues(
    FALLBACK_ROWS.map((row, index) => {
      const term = terms[index] as PuzzleTerm;
      return { ...term, direction: 'across' as const, startRow: row, startCol: Math.floor((size - term.answer.length) / 2) };
    }),
  );
}
