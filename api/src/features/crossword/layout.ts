import { clueCells, type PuzzleView } from '@edna/shared-contracts';
import type { CrosswordTheme, DaySet } from '@edna/shared-contracts';
import { mentionsAnswer } from './term-lint';

export type Direction = 'across' | 'down';

/** The texts of one word; the term bank's entries have this shape (plus a theme). */
export interface PuzzleTerm {
  answer: string;
  clue: string;
  businessConcept: string;
  insight: string;
  hints: readonly [conceptual: string, simpler: string];
}

export interface Placement {
  answer: string;
  direction: Direction;
  startRow: number;
  startCol: number;
}

/** A clue of a stored puzzle: the term's texts, where it sits, and its number (id = number, 1 to 4). */
export interface PlacedClue extends PuzzleTerm, Placement {
  id: number;
  number: number;
}

export type LayoutSource = 'generated' | 'built-in' | 'fallback';

/** What crossword_puzzles.layout holds. Self-contained, so later edits of the term bank never change a stored day. */
export interface StoredLayout {
  version: 1;
  size: number;
  source: LayoutSource;
  clues: PlacedClue[];
}

export interface PuzzleLayout extends StoredLayout {
  puzzleDate: string;
  theme: CrosswordTheme;
  daySet: DaySet;
  isFallback: boolean;
}

const cellsOf = (placement: Placement) => clueCells({ ...placement, length: placement.answer.length });

/** The letters of the solution, null for blocked cells. Throws when two words disagree on a cell. */
export function letterGrid(placements: readonly Placement[], size: number): (string | null)[][] {
  const grid: (string | null)[][] = Array.from({ length: size }, () => Array<string | null>(size).fill(null));
  for (const placement of placements) {
    cellsOf(placement).forEach(([row, col], index) => {
      const letter = placement.answer[index] as string;
      const gridRow = grid[row];
      if (!gridRow || col < 0 || col >= size) throw new Error(`${placement.answer} leaves the grid`);
      const existing = gridRow[col];
      if (existing && existing !== letter) throw new Error(`${placement.answer} clashes at ${row},${col}`);
      gridRow[col] = letter;
    });
  }
  return grid;
}

/**
 * Everything that makes a grid legal, as a list of problems (empty = legal):
 * - every word fits the grid and crossing words share the letter;
 * - every run of two or more letters along a row is exactly one across word, along a column exactly one down word
 *   (so no two letters sit side by side unless they belong to the same word in that direction, and every word is
 *   bounded by the edge or a blocked cell);
 * - no two words start on the same cell (each clue gets its own number).
 */
export function layoutProblems(placements: readonly Placement[], size: number): string[] {
  const problems: string[] = [];
  let grid: (string | null)[][];
  try {
    grid = letterGrid(placements, size);
  } catch (error) {
    return [(error as Error).message];
  }
  const starts = new Set<string>();
  for (const placement of placements) {
    const key = `${placement.startRow},${placement.startCol}`;
    if (starts.has(key)) problems.push(`two words start at ${key}`);
    starts.add(key);
  }
  for (const direction of ['across', 'down'] as const) {
    const expected = new Set(
      placements.filter((p) => p.direction === direction).map((p) => `${p.startRow},${p.startCol},${p.answer.length}`),
    );
    const found = new Set<string>();
    for (let line = 0; line < size; line += 1) {
      let runStart = -1;
      for (let position = 0; position <= size; position += 1) {
        const [row, col] = direction === 'across' ? [line, position] : [position, line];
        const filled = position < size && grid[row]?.[col] != null;
        if (filled && runStart < 0) runStart = position;
        if (!filled && runStart >= 0) {
          const length = position - runStart;
          if (length >= 2) {
            const [startRow, startCol] = direction === 'across' ? [line, runStart] : [runStart, line];
            const key = `${startRow},${startCol},${length}`;
            if (!expected.has(key)) problems.push(`${direction} run of ${length} letters at ${startRow},${startCol} is not a word`);
            found.add(key);
          }
          runStart = -1;
        }
      }
    }
    for (const key of expected) if (!found.has(key)) problems.push(`${direction} word at ${key} is not bounded`);
  }
  return problems;
}

/** Which words cross which (share a cell). */
export function crossings(placements: readonly Placement[]): number[][] {
  const owners = new Map<string, number[]>();
  placements.forEach((placement, index) => {
    for (const [row, col] of cellsOf(placement)) {
      const key = `${row},${col}`;
      owners.set(key, [...(owners.get(key) ?? []), index]);
    }
  });
  const neighbours = placements.map(() => new Set<number>());
  for (const indexes of owners.values()) {
    for (const a of indexes) for (const b of indexes) if (a !== b) neighbours[a]?.add(b);
  }
  return neighbours.map((set) => [...set]);
}

/** True when every word is reachable from every other through crossings. */
export function isInterlocked(placements: readonly Placement[]): boolean {
  if (placements.length <= 1) return true;
  const graph = crossings(placements);
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const current = queue.shift() as number;
    for (const next of graph[current] ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen.size === placements.length;
}

/**
 * The shape of a grid: a cycle (two across and two down words, each across word crossing both down words: four
 * crossings, every word crossed twice), a tree (every word reachable through crossings, but not a cycle), or loose
 * (some word cannot be reached).
 */
export type GridShape = 'cycle' | 'tree' | 'loose';

export interface GridFigures {
  shape: GridShape;
  /** Cells where two words cross. */
  crossings: number;
  /** Open (letter) cells. */
  cellsUsed: number;
  /** crossings / cellsUsed: the share of the grid's letters that two words check. */
  crossedShare: number;
  width: number;
  height: number;
}

/** What a solver notices of a grid: its shape, crossings, letters used and bounding box. */
export function gridFigures(placements: readonly Placement[]): GridFigures {
  const cells = placements.flatMap((placement) => cellsOf(placement).map(([row, col]) => `${row},${col}`));
  const cellsUsed = new Set(cells).size;
  const crossingCount = cells.length - cellsUsed;
  const graph = crossings(placements);
  const across = placements.filter((placement) => placement.direction === 'across').length;
  const isCycle = placements.length === 4 && across === 2 && crossingCount === 4 && graph.every((neighbours) => neighbours.length === 2);
  const rows = placements.flatMap((placement) => cellsOf(placement).map(([row]) => row));
  const cols = placements.flatMap((placement) => cellsOf(placement).map(([, col]) => col));
  return {
    shape: isCycle ? 'cycle' : isInterlocked(placements) ? 'tree' : 'loose',
    crossings: crossingCount,
    cellsUsed,
    crossedShare: cellsUsed === 0 ? 0 : crossingCount / cellsUsed,
    width: cols.length ? Math.max(...cols) - Math.min(...cols) + 1 : 0,
    height: rows.length ? Math.max(...rows) - Math.min(...rows) + 1 : 0,
  };
}

/** The texts of a word a solver sees while the grid is open: the clue and insight, both hints, and the concept once solved. */
const VISIBLE_TEXTS = ['clue', 'insight', 'conceptual hint', 'simpler hint', 'concept'] as const;
const visibleTexts = (term: PuzzleTerm): string[] => [term.clue, term.insight, term.hints[0], term.hints[1], term.businessConcept];

export interface GridLeak {
  /** The word whose text gives the other away. */
  answer: string;
  field: (typeof VISIBLE_TEXTS)[number];
  /** The other answer of the same grid that the text names. */
  names: string;
}

/** Whether a text of `term` names `other`'s answer (the term lint's word matching: the answer, or a word of its root). */
export function namesAnswerOf(term: PuzzleTerm, other: PuzzleTerm): boolean {
  return visibleTexts(term).some((text) => mentionsAnswer(text, other.answer));
}

/** Every text of a grid's words that names another answer of the same grid (empty: the grid leaks nothing). */
export function gridLeaks(terms: readonly PuzzleTerm[]): GridLeak[] {
  const leaks: GridLeak[] = [];
  for (const term of terms) {
    for (const other of terms) {
      if (other.answer === term.answer) continue;
      visibleTexts(term).forEach((text, index) => {
        if (mentionsAnswer(text, other.answer)) leaks.push({ answer: term.answer, field: VISIBLE_TEXTS[index] as GridLeak['field'], names: other.answer });
      });
    }
  }
  return leaks;
}

/** Numbers the clues 1..n in reading order of their start cells (row, then column); the id is the number. */
export function numberClues<T extends Placement>(placements: readonly T[]): (T & { id: number; number: number })[] {
  return [...placements]
    .sort((a, b) => a.startRow - b.startRow || a.startCol - b.startCol || (a.direction === 'across' ? -1 : 1))
    .map((placement, index) => ({ ...placement, id: index + 1, number: index + 1 }));
}

/** The browser's view of a puzzle: open and blocked cells, numbers, clue texts and lengths. No answers. */
export function toPuzzleView(layout: PuzzleLayout): PuzzleView {
  const open = letterGrid(layout.clues, layout.size);
  const numbers = new Map(layout.clues.map((clue) => [`${clue.startRow},${clue.startCol}`, clue.number]));
  return {
    puzzleDate: layout.puzzleDate,
    theme: layout.theme,
    size: layout.size,
    cells: open.map((row, rowIndex) =>
      row.map((letter, colIndex) => {
        const number = numbers.get(`${rowIndex},${colIndex}`);
        return number === undefined ? { isBlocked: letter === null } : { isBlocked: false, number };
      }),
    ),
    clues: layout.clues.map((clue) => ({
      id: clue.id,
      number: clue.number,
      direction: clue.direction,
      clue: clue.clue,
      length: clue.answer.length,
      startRow: clue.startRow,
      startCol: clue.startCol,
      insight: clue.insight,
    })),
  };
}
