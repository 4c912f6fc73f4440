import { CROSSWORD } from '@edna/shared-contracts';
import { FALLBACK_TERMS } from './fallback-terms';
import {
  isInterlocked,
  layoutProblems,
  numberClues,
  type Direction,
  type LayoutSource,
  type PlacedClue,
  type Placement,
  type PuzzleTerm,
} from './layout';
import { createPuzzleRng, type Rng } from './rng';

/** Answers used in the stored puzzles of this many earlier days are left out while enough other words remain. */
export const ROTATION_DAYS = 35;
/** The smallest pool drawn from: below it the least recently used words come back first. */
export const MIN_POOL = 10;
/** Random four-word combinations tried per stage (spec: placement retry limit 50). */
export const COMBINATION_ATTEMPTS = CROSSWORD.placementRetryLimit;
const FIRST_WORD_POSITIONS = 6;
const SEARCH_BUDGET = 4000;
/** Rows of the fixed fallback layout: four across words, centred, two blocked rows between them. */
export const FALLBACK_ROWS = [1, 4, 7, 10] as const;

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
  /** Answers of earlier stored puzzles (any order; only the ROTATION_DAYS before `date` count). */
  history?: readonly PuzzleHistoryEntry[];
  size?: number;
}

export interface GeneratedLayout {
  source: LayoutSource;
  clues: PlacedClue[];
}

/**
 * The daily puzzle: deterministic for a date, a secret and a history. In order of preference:
 * 1. four interlocking words (each crossing another, the whole grid connected) from the day's candidates, words of
 *    the last ROTATION_DAYS left out while at least MIN_POOL others remain (then the least recently used return);
 * 2. the same from all candidates, then from the day set's built-in clues;
 * 3. a legal layout where some words cannot cross (candidates, then built-in clues);
 * 4. the fixed fallback layout: the built-in clues (or FALLBACK_TERMS) across on rows 1, 4, 7 and 10, centred.
 */
export function generatePuzzleLayout(options: GenerateOptions): GeneratedLayout {
  const size = options.size ?? CROSSWORD.gridSize;
  const rng = createPuzzleRng(options.secret, options.date);
  const candidates = usableTerms(options.candidates, size);
  const builtIn = usableTerms(options.builtIn, size);
  const pool = rotationPool(candidates, options.date, options.history ?? []);

  const stages: { terms: PuzzleTerm[]; connected: boolean; source: LayoutSource }[] = [
    { terms: pool, connected: true, source: 'generated' },
    { terms: candidates, connected: true, source: 'generated' },
    { terms: builtIn, connected: true, source: 'built-in' },
    { terms: pool, connected: false, source: 'generated' },
    { terms: builtIn, connected: false, source: 'built-in' },
  ];
  for (const stage of stages) {
    if (stage.terms.length < CROSSWORD.cluesPerPuzzle) continue;
    const placements = searchLayout(stage.terms, rng, size, stage.connected);
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
    usable.push({ ...term, answer });
  }
  return usable;
}

/** Candidates not used in the last ROTATION_DAYS; topped up with the least recently used ones up to MIN_POOL. */
export function rotationPool(candidates: readonly PuzzleTerm[], date: string, history: readonly PuzzleHistoryEntry[]): PuzzleTerm[] {
  const day = Date.parse(`${date}T00:00:00Z`);
  const lastUsed = new Map<string, number>();
  for (const entry of history) {
    const age = (day - Date.parse(`${entry.puzzleDate}T00:00:00Z`)) / 86_400_000;
    if (!(age >= 1 && age <= ROTATION_DAYS)) continue;
    for (const answer of entry.answers) lastUsed.set(answer, Math.min(lastUsed.get(answer) ?? Infinity, age));
  }
  const fresh = candidates.filter((term) => !lastUsed.has(term.answer));
  if (fresh.length >= MIN_POOL) return fresh;
  const leastRecent = candidates
    .filter((term) => lastUsed.has(term.answer))
    .sort((a, b) => (lastUsed.get(b.answer) ?? 0) - (lastUsed.get(a.answer) ?? 0) || a.answer.localeCompare(b.answer));
  return [...fresh, ...leastRecent.slice(0, MIN_POOL - fresh.length)];
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

function searchLayout(terms: readonly PuzzleTerm[], rng: Rng, size: number, connected: boolean) {
  for (let attempt = 0; attempt < COMBINATION_ATTEMPTS; attempt += 1) {
    const words = rng
      .shuffle(terms)
      .slice(0, CROSSWORD.cluesPerPuzzle)
      .sort((a, b) => b.answer.length - a.answer.length || a.answer.localeCompare(b.answer));
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
