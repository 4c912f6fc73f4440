import { clueCells, type ClueDirection } from '@edna/shared-contracts/rules';
import type { PuzzleClue, PuzzleView } from '@edna/shared-contracts';

export type Direction = ClueDirection;

export interface ClueModel extends PuzzleClue {
  /** Cell indexes (row * size + col), first letter first. */
  cells: number[];
}

export interface CellModel {
  index: number;
  row: number;
  col: number;
  isBlocked: boolean;
  number?: number;
  /** The clue running through the cell in each direction and the cell's position (0-based) in it. */
  across?: { clueId: number; position: number };
  down?: { clueId: number; position: number };
}

export interface GridModel {
  size: number;
  cells: CellModel[];
  /** In the order the clue list shows them: Across by number, then Down by number. */
  clues: ClueModel[];
  cluesById: Map<number, ClueModel>;
}

export interface Selection {
  index: number;
  clueId: number;
}

export function buildGridModel(view: PuzzleView): GridModel {
  const { size } = view;
  const cells: CellModel[] = view.cells.flatMap((row, rowIndex) =>
    row.map((cell, colIndex) => ({
      index: rowIndex * size + colIndex,
      row: rowIndex,
      col: colIndex,
      isBlocked: cell.isBlocked,
      ...(cell.number !== undefined ? { number: cell.number } : {}),
    })),
  );
  const clues = view.clues
    .map((clue) => ({ ...clue, cells: clueCells(clue).map(([row, col]) => row * size + col) }))
    .sort((a, b) => (a.direction === b.direction ? a.number - b.number : a.direction === 'across' ? -1 : 1));
  for (const clue of clues) {
    clue.cells.forEach((index, position) => {
      const cell = cells[index];
      if (cell) cell[clue.direction] = { clueId: clue.id, position };
    });
  }
  return { size, cells, clues, cluesById: new Map(clues.map((clue) => [clue.id, clue])) };
}

export function directionLabel(direction: Direction): string {
  return direction === 'across' ? 'Across' : 'Down';
}

/** "3 Down: Clue text (7)", the current-clue bar. */
export function clueHeading(clue: PuzzleClue): string {
  return `${clue.number} ${directionLabel(clue.direction)}: ${clue.clue} (${clue.length})`;
}

/** The accessible name of a cell's input, e.g. "Row 3, column 5, 2 Across, letter 1 of 6". */
export function cellLabel(model: GridModel, cell: CellModel): string {
  const parts = [`Row ${cell.row + 1}, column ${cell.col + 1}`];
  for (const direction of ['across', 'down'] as const) {
    const entry = cell[direction];
    const clue = entry && model.cluesById.get(entry.clueId);
    if (entry && clue) parts.push(`${clue.number} ${directionLabel(direction)}, letter ${entry.position + 1} of ${clue.length}`);
  }
  return parts.join(', ');
}

/** The clue through a cell in a direction, if any. */
export function clueThrough(model: GridModel, index: number, direction: Direction): ClueModel | undefined {
  const entry = model.cells[index]?.[direction];
  return entry ? model.cluesById.get(entry.clueId) : undefined;
}

/** Selecting a cell keeps the preferred direction when a clue runs that way through it, else takes the other. */
export function selectCell(model: GridModel, index: number, preferred: Direction): Selection | null {
  const clue = clueThrough(model, index, preferred) ?? clueThrough(model, index, preferred === 'across' ? 'down' : 'across');
  return clue ? { index, clueId: clue.id } : null;
}

/** Space or a click on the active cell: the other direction, when a clue runs that way too. */
export function toggleDirection(model: GridModel, selection: Selection): Selection {
  const current = model.cluesById.get(selection.clueId);
  if (!current) return selection;
  const other = clueThrough(model, selection.index, current.direction === 'across' ? 'down' : 'across');
  return other ? { index: selection.index, clueId: other.id } : selection;
}

export type Arrow = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

/**
 * Arrow keys: an arrow across the current direction first switches direction (when a clue runs that way through the
 * cell); otherwise the selection moves to the next open cell that way, jumping over blocked cells.
 */
export function moveByArrow(model: GridModel, selection: Selection, arrow: Arrow): Selection {
  const current = model.cluesById.get(selection.clueId);
  const direction: Direction = arrow === 'ArrowLeft' || arrow === 'ArrowRight' ? 'across' : 'down';
  if (current && current.direction !== direction) {
    const switched = clueThrough(model, selection.index, direction);
    if (switched) return { index: selection.index, clueId: switched.id };
  }
  const steps: Record<Arrow, readonly [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  const [dRow, dCol] = steps[arrow];
  const start = model.cells[selection.index];
  if (!start) return selection;
  for (let row = start.row + dRow, col = start.col + dCol; row >= 0 && col >= 0 && row < model.size && col < model.size; row += dRow, col += dCol) {
    const cell = model.cells[row * model.size + col];
    if (cell && !cell.isBlocked) return selectCell(model, cell.index, direction) ?? selection;
  }
  return selection;
}

/**
 * Tab / Shift+Tab: the next or previous clue in list order that is not solved yet, or null when there is none that
 * way (the grid does not wrap round, so Tab can leave it and the keyboard is never trapped).
 */
export function adjacentUnsolvedClue(model: GridModel, clueId: number | null, step: 1 | -1, solved: readonly number[]): ClueModel | null {
  const position = clueId === null ? (step === 1 ? -1 : model.clues.length) : model.clues.findIndex((clue) => clue.id === clueId);
  for (let next = position + step; next >= 0 && next < model.clues.length; next += step) {
    const clue = model.clues[next] as ClueModel;
    if (!solved.includes(clue.id)) return clue;
  }
  return null;
}

/** The cell right after `index` in the clue (never skipping one), or null on its last cell. */
export function nextCellInClue(clue: ClueModel, index: number): number | null {
  const position = clue.cells.indexOf(index);
  return position >= 0 && position + 1 < clue.cells.length ? (clue.cells[position + 1] as number) : null;
}

/** The nearest cell before `index` in the clue that `canTake` accepts, or null when there is none. */
export function previousCellInClue(clue: ClueModel, index: number, canTake: (index: number) => boolean = () => true): number | null {
  for (let position = clue.cells.indexOf(index) - 1; position >= 0; position -= 1) {
    const cell = clue.cells[position] as number;
    if (canTake(cell)) return cell;
  }
  return null;
}

/** The clue crossing the selected one at the selected cell, if any. */
export function crossingClue(model: GridModel, selection: Selection): ClueModel | undefined {
  const current = model.cluesById.get(selection.clueId);
  return current ? clueThrough(model, selection.index, current.direction === 'across' ? 'down' : 'across') : undefined;
}

/** Where selecting a clue puts the cursor: its first cell that is not yet filled, else its first cell. */
export function entryCell(clue: ClueModel, isFilled: (index: number) => boolean): number {
  return clue.cells.find((index) => !isFilled(index)) ?? (clue.cells[0] as number);
}

/** A typed or pasted value as a grid letter: one character at most, letters only, uppercased. */
export function sanitizeLetter(raw: string): string {
  return raw.replace(/[^a-z]/gi, '').toUpperCase().slice(-1);
}
