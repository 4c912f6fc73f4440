import { CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import {
  adjacentUnsolvedClue,
  moveByArrow,
  nextCellInClue,
  previousCellInClue,
  selectCell,
  toggleDirection,
  type Arrow,
  type ClueModel,
  type GridModel,
  type Selection,
} from './grid-model';

/**
 * The solver's side of a puzzle as one pure reducer: the cursor, the letters on the board, solved clues, the counts
 * and the message. It makes no request: a typed letter enters as `pending` with a sequence number, and the session
 * hook sends every pending letter to the server and reports the answer back (`checked`).
 *
 * The server's session is the record. Its board has an epoch that grows whenever the board is wiped (the fifth
 * mistake, or Reset): an answer about an older epoch never changes the board or the counts, whatever order the
 * answers arrive in. Within one epoch the counts only grow, so the highest reported ones are the server's latest.
 * A clue counts as solved only while every square of it holds a confirmed letter, so "Solved" never sits over an
 * empty square and the puzzle never completes with a blank.
 */

export type CellStatus = 'pending' | 'correct' | 'wrong';

export interface CellEntry {
  letter: string;
  status: CellStatus;
  /** Which keystroke put the letter there; an answer about an older keystroke no longer applies to the square. */
  seq: number;
}

export interface PuzzleState {
  model: GridModel;
  selection: Selection | null;
  letters: Readonly<Record<number, CellEntry>>;
  solved: readonly number[];
  message: string;
  mistakes: number;
  hintsUsed: number;
  /** The sequence number the next typed letter gets. */
  nextSeq: number;
  /** The server board's epoch this board belongs to. */
  epoch: number;
  /** Bumped whenever the keyboard focus should follow the cursor. */
  focusRequest: number;
}

export type PuzzleAction =
  | { type: 'restore'; letters: Record<number, string>; solved: readonly number[]; mistakes: number; hintsUsed: number; epoch?: number }
  | { type: 'rebuild'; board: ServerBoard; clearSelection?: boolean }
  | { type: 'counts'; mistakes: number; hintsUsed: number }
  | { type: 'focus-cell'; index: number }
  | { type: 'click-cell'; index: number }
  | { type: 'select-clue'; clueId: number; at: 'first' | 'first-empty'; focus: boolean }
  | { type: 'type'; letter: string }
  | { type: 'backspace' }
  | { type: 'delete' }
  | { type: 'arrow'; arrow: Arrow }
  | { type: 'toggle-direction' }
  | { type: 'tab'; step: 1 | -1 }
  | { type: 'home' }
  | { type: 'end' }
  | { type: 'checked'; index: number; seq: number; correct: boolean; reset: boolean; mistakes?: number; hintsUsed?: number; epoch?: number }
  | { type: 'check-failed'; index: number; seq: number; message: string }
  | { type: 'solved'; clueId: number; message: string; epoch: number }
  | { type: 'answer-refused'; mistakes: number; hintsUsed: number; reset: boolean; epoch?: number }
  | { type: 'hint'; hintsUsed: number; message: string; revealed?: { index: number; letter: string } }
  | { type: 'message'; message: string }
  | { type: 'focus' };

/** The board as the server records it (`POST /session/state`): letters by cell index. */
export interface ServerBoard {
  epoch: number;
  letters: Record<number, string>;
  solved: readonly number[];
  mistakes: number;
  hintsUsed: number;
}

export function initialPuzzleState(model: GridModel): PuzzleState {
  return { model, selection: null, letters: {}, solved: [], message: '', mistakes: 0, hintsUsed: 0, nextSeq: 1, epoch: 0, focusRequest: 0 };
}

export const isConfirmed = (state: PuzzleState, index: number) => state.letters[index]?.status === 'correct';

export function selectedClue(state: PuzzleState): ClueModel | null {
  return state.selection ? (state.model.cluesById.get(state.selection.clueId) ?? null) : null;
}

/** The next clue Tab (step 1) or Shift+Tab (-1) goes to, or null when the key should leave the grid. */
export function tabTarget(state: PuzzleState, step: 1 | -1): ClueModel | null {
  return adjacentUnsolvedClue(state.model, state.selection?.clueId ?? null, step, state.solved);
}

/** Every square of a clue holds a confirmed letter. */
export function isClueFilled(state: PuzzleState, clue: ClueModel): boolean {
  return clue.cells.every((index) => isConfirmed(state, index));
}

const withoutLetter = (letters: PuzzleState['letters'], index: number) => {
  const next = { ...letters };
  delete next[index];
  return next;
};

const moveTo = (state: PuzzleState, selection: Selection | null): PuzzleState => ({ ...state, selection, focusRequest: state.focusRequest + 1 });

/** Where a clue is entered: its first square, or (Tab, the clue lists' default) its first empty one. */
function clueEntry(state: PuzzleState, clue: ClueModel, at: 'first' | 'first-empty'): number {
  const first = clue.cells[0] as number;
  if (at === 'first') return first;
  return clue.cells.find((index) => !state.letters[index]) ?? clue.cells.find((index) => !isConfirmed(state, index)) ?? first;
}

/** Choosing a clue moves the cursor only: its after-solve insight is shown when it is solved, never before. */
function selectClue(state: PuzzleState, clue: ClueModel, at: 'first' | 'first-empty', focus: boolean): PuzzleState {
  const selection = { index: clueEntry(state, clue, at), clueId: clue.id };
  return { ...state, selection, focusRequest: focus ? state.focusRequest + 1 : state.focusRequest };
}

/** The square a letter hint should reveal: the cursor's when it is the clue's and not confirmed, else the clue's first empty or wrong one. */
export function hintSquare(state: PuzzleState, clue: ClueModel): number {
  const cursor = state.selection?.index;
  if (cursor !== undefined && clue.cells.includes(cursor) && !isConfirmed(state, cursor)) return cursor;
  return clue.cells.find((index) => !state.letters[index] || state.letters[index]?.status === 'wrong') ?? clue.cells.find((index) => !isConfirmed(state, index)) ?? (clue.cells[0] as number);
}

/** Solved clues that still have every square confirmed: the only ones the board shows as solved. */
function filledSolved(state: PuzzleState, solved: readonly number[]): number[] {
  return [...new Set(solved)].filter((id) => {
    const clue = state.model.cluesById.get(id);
    return clue !== undefined && isClueFilled(state, clue);
  });
}

/** The fifth mistake: the board is wiped and the cursor goes back to the start of the clue being typed. */
function afterReset(state: PuzzleState, epoch: number, message: string = CROSSWORD_MESSAGES.tooManyMistakes): PuzzleState {
  const clue = selectedClue(state);
  const selection = clue ? { index: clue.cells[0] as number, clueId: clue.id } : state.selection;
  return {
    ...state,
    epoch,
    letters: {},
    solved: [],
    mistakes: 0,
    hintsUsed: 0,
    message,
    selection,
    focusRequest: state.focusRequest + 1,
  };
}

/**
 * Counts a server answer reports: a later epoch brings its own (the board was wiped on the server, so it is wiped
 * here too); the same epoch can only raise them; an earlier epoch changes nothing.
 */
function reportCounts(state: PuzzleState, report: { epoch?: number; reset: boolean; mistakes?: number; hintsUsed?: number }): PuzzleState {
  const epoch = report.epoch ?? (report.reset ? state.epoch + 1 : state.epoch);
  if (epoch < state.epoch) return state;
  // A later epoch without a reset in this answer: the board was reset elsewhere (another tab's Reset).
  const base = epoch > state.epoch ? afterReset(state, epoch, report.reset ? CROSSWORD_MESSAGES.tooManyMistakes : '') : state;
  const mistakes = report.mistakes === undefined ? base.mistakes : epoch > state.epoch ? report.mistakes : Math.max(base.mistakes, report.mistakes);
  const hintsUsed = report.hintsUsed === undefined ? base.hintsUsed : epoch > state.epoch ? report.hintsUsed : Math.max(base.hintsUsed, report.hintsUsed);
  return { ...base, mistakes, hintsUsed };
}

function confirmedLetters(model: GridModel, letters: Record<number, string>): Record<number, CellEntry> {
  const entries: Record<number, CellEntry> = {};
  for (const [index, letter] of Object.entries(letters)) {
    const cell = model.cells[Number(index)];
    if (cell && !cell.isBlocked && /^[A-Z]$/.test(letter)) entries[Number(index)] = { letter, status: 'correct', seq: 0 };
  }
  return entries;
}

/**
 * The board rebuilt from the server's record. The same epoch keeps what is on the board (letters confirmed but not
 * yet part of a solved clue, letters still being checked) and adds the solved clues' squares; another epoch takes the
 * server's board alone.
 */
function rebuild(state: PuzzleState, board: ServerBoard, clearSelection: boolean): PuzzleState {
  const serverLetters = confirmedLetters(state.model, board.letters);
  const sameEpoch = board.epoch === state.epoch;
  const letters = sameEpoch ? { ...state.letters, ...serverLetters } : serverLetters;
  const next: PuzzleState = {
    ...state,
    epoch: board.epoch,
    letters,
    mistakes: sameEpoch ? Math.max(state.mistakes, board.mistakes) : board.mistakes,
    hintsUsed: sameEpoch ? Math.max(state.hintsUsed, board.hintsUsed) : board.hintsUsed,
    ...(clearSelection ? { selection: null, message: '' } : {}),
  };
  return { ...next, solved: filledSolved(next, board.solved) };
}

/** A letter typed at the cursor. A confirmed square absorbs it; either way the cursor moves to the very next square. */
function typeLetter(state: PuzzleState, letter: string): PuzzleState {
  const clue = selectedClue(state);
  const selection = state.selection;
  if (!clue || !selection) return state;
  const next = { index: nextCellInClue(clue, selection.index) ?? selection.index, clueId: clue.id };
  if (isConfirmed(state, selection.index)) return moveTo(state, next);
  return {
    ...moveTo(state, next),
    letters: { ...state.letters, [selection.index]: { letter, status: 'pending', seq: state.nextSeq } },
    nextSeq: state.nextSeq + 1,
  };
}

/** Backspace clears the square; on an empty (or confirmed) one it steps back to the nearest unconfirmed square and clears that. */
function backspace(state: PuzzleState): PuzzleState {
  const clue = selectedClue(state);
  const selection = state.selection;
  if (!clue || !selection) return state;
  const here = state.letters[selection.index];
  if (here && here.status !== 'correct') return { ...moveTo(state, selection), letters: withoutLetter(state.letters, selection.index) };
  const previous = previousCellInClue(clue, selection.index, (index) => !isConfirmed(state, index));
  if (previous === null) return state;
  return { ...moveTo(state, { index: previous, clueId: clue.id }), letters: withoutLetter(state.letters, previous) };
}

export function puzzleReducer(state: PuzzleState, action: PuzzleAction): PuzzleState {
  const { model } = state;
  switch (action.type) {
    case 'restore': {
      const restored = { ...state, letters: confirmedLetters(model, action.letters), mistakes: action.mistakes, hintsUsed: action.hintsUsed, epoch: action.epoch ?? state.epoch };
      return { ...restored, solved: filledSolved(restored, action.solved) };
    }
    case 'rebuild':
      return rebuild(state, action.board, action.clearSelection ?? false);
    case 'counts':
      return { ...state, mistakes: action.mistakes, hintsUsed: action.hintsUsed };
    case 'focus-cell': {
      if (state.selection?.index === action.index) return state;
      const direction = selectedClue(state)?.direction ?? 'across';
      const selection = selectCell(model, action.index, direction);
      return selection ? { ...state, selection } : state;
    }
    case 'click-cell':
      return state.selection?.index === action.index ? { ...state, selection: toggleDirection(model, state.selection) } : state;
    case 'select-clue': {
      const clue = model.cluesById.get(action.clueId);
      return clue ? selectClue(state, clue, action.at, action.focus) : state;
    }
    case 'type':
      return typeLetter(state, action.letter);
    case 'backspace':
      return backspace(state);
    case 'delete': {
      const index = state.selection?.index;
      if (index === undefined || !state.letters[index] || isConfirmed(state, index)) return state;
      return { ...state, letters: withoutLetter(state.letters, index) };
    }
    case 'arrow':
      return state.selection ? moveTo(state, moveByArrow(model, state.selection, action.arrow)) : state;
    case 'toggle-direction':
      return state.selection ? moveTo(state, toggleDirection(model, state.selection)) : state;
    case 'tab': {
      const clue = tabTarget(state, action.step);
      return clue ? selectClue(state, clue, 'first-empty', true) : state;
    }
    case 'home':
    case 'end': {
      const clue = selectedClue(state);
      if (!clue) return state;
      const index = (action.type === 'home' ? clue.cells[0] : clue.cells.at(-1)) as number;
      return moveTo(state, { index, clueId: clue.id });
    }
    case 'checked': {
      const counted = reportCounts(state, action);
      if (counted.epoch !== state.epoch) return counted;
      const entry = state.letters[action.index];
      const letters =
        entry?.seq === action.seq ? { ...state.letters, [action.index]: { ...entry, status: action.correct ? ('correct' as const) : ('wrong' as const) } } : state.letters;
      if (action.correct || action.epoch !== undefined && action.epoch < state.epoch) return { ...counted, letters };
      return { ...counted, letters, message: CROSSWORD_MESSAGES.incorrectLetter(counted.mistakes) };
    }
    case 'check-failed': {
      const entry = state.letters[action.index];
      const letters = entry?.seq === action.seq ? withoutLetter(state.letters, action.index) : state.letters;
      return { ...state, letters, message: action.message };
    }
    case 'solved': {
      const clue = model.cluesById.get(action.clueId);
      if (action.epoch !== state.epoch || !clue || !isClueFilled(state, clue) || state.solved.includes(action.clueId)) return state;
      return { ...state, solved: [...state.solved, action.clueId], message: action.message };
    }
    case 'answer-refused': {
      const counted = reportCounts(state, action);
      if (counted.epoch !== state.epoch || (action.epoch !== undefined && action.epoch < state.epoch)) return counted;
      return { ...counted, message: CROSSWORD_MESSAGES.incorrectLetter(counted.mistakes) };
    }
    case 'hint': {
      const revealed = action.revealed;
      const letters = revealed ? { ...state.letters, [revealed.index]: { letter: revealed.letter, status: 'correct' as const, seq: state.nextSeq } } : state.letters;
      return { ...state, letters, nextSeq: state.nextSeq + 1, hintsUsed: Math.max(state.hintsUsed, action.hintsUsed), message: action.message };
    }
    case 'message':
      return { ...state, message: action.message };
    case 'focus':
      return { ...state, focusRequest: state.focusRequest + 1 };
  }
}
