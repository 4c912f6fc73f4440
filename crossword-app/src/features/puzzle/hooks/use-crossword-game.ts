import { useCallback, useEffect, useMemo, useReducer, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { ApiError } from '@edna/shared-contracts/client';
import { CROSSWORD, CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import type { PuzzleView, ScoreResponse, SessionResponse } from '@edna/shared-contracts';
import { checkLetter, requestHint, solveClue, startSession } from '../api/crossword-api';
import {
  adjacentClue,
  buildGridModel,
  entryCell,
  moveByArrow,
  nextCellInClue,
  previousCellInClue,
  sanitizeLetter,
  selectCell,
  toggleDirection,
  type Arrow,
  type ClueModel,
  type GridModel,
  type Selection,
} from '../lib/grid-model';
import { elapsedSeconds } from '../lib/countdown';
import { loadProgress, saveProgress } from '../lib/saved-progress';

export type CellStatus = 'pending' | 'correct' | 'wrong';
export interface CellEntry {
  letter: string;
  status: CellStatus;
}

export interface PlaySession {
  token: string;
  puzzleDate: string;
  startedAtMs: number;
  /** Server clock minus browser clock, so the countdown follows the server's time. */
  clockOffsetMs: number;
  submitted: boolean;
}

interface GameState {
  session: PlaySession | null;
  sessionError: string | null;
  letters: Record<number, CellEntry>;
  solved: number[];
  selection: Selection | null;
  message: string;
  mistakes: number;
  hintsUsed: number;
  /** Seconds on the server's clock when the last clue was solved; null while playing. */
  completedAfter: number | null;
  score: ScoreResponse | null;
  /** Bumped whenever the cursor should move the keyboard focus to the selected cell. */
  focusRequest: number;
}

type Action =
  | { type: 'session'; session: PlaySession; mistakes: number; hintsUsed: number; restored?: { letters: Record<number, CellEntry>; solved: number[]; score: ScoreResponse | null; completedAfter: number | null } }
  | { type: 'session-failed'; message: string }
  | { type: 'select'; selection: Selection | null; message?: string; focus: boolean }
  | { type: 'type'; index: number; letter: string; next: Selection }
  | { type: 'clear'; index: number; next: Selection }
  | { type: 'checked'; index: number; letter: string; correct: boolean; reset: boolean; mistakes?: number; hintsUsed?: number }
  | { type: 'check-failed'; index: number; letter: string; message: string }
  | { type: 'solved'; clueId: number; message: string }
  | { type: 'message'; message: string }
  | { type: 'hint'; hintsUsed: number; message: string }
  | { type: 'reset-board' }
  | { type: 'focus' }
  | { type: 'completed'; after: number }
  | { type: 'score'; score: ScoreResponse };

const initialState: GameState = {
  session: null,
  sessionError: null,
  letters: {},
  solved: [],
  selection: null,
  message: '',
  mistakes: 0,
  hintsUsed: 0,
  completedAfter: null,
  score: null,
  focusRequest: 0,
};

function reducer(state: GameState, action: Action): GameState {
  switch (action.type) {
    case 'session':
      return {
        ...state,
        session: action.session,
        sessionError: null,
        mistakes: action.mistakes,
        hintsUsed: action.hintsUsed,
        ...(action.restored ?? {}),
      };
    case 'session-failed':
      return { ...state, sessionError: action.message };
    case 'select':
      return {
        ...state,
        selection: action.selection,
        ...(action.message !== undefined ? { message: action.message } : {}),
        focusRequest: action.focus ? state.focusRequest + 1 : state.focusRequest,
      };
    case 'type':
      return {
        ...state,
        letters: { ...state.letters, [action.index]: { letter: action.letter, status: 'pending' } },
        selection: action.next,
        focusRequest: state.focusRequest + 1,
      };
    case 'clear': {
      const letters = { ...state.letters };
      delete letters[action.index];
      return { ...state, letters, selection: action.next, focusRequest: state.focusRequest + 1 };
    }
    case 'checked': {
      if (action.reset) {
        return { ...state, letters: {}, solved: [], mistakes: 0, hintsUsed: 0, message: CROSSWORD_MESSAGES.tooManyMistakes };
      }
      const entry = state.letters[action.index];
      const letters =
        entry && entry.letter === action.letter
          ? { ...state.letters, [action.index]: { letter: action.letter, status: action.correct ? ('correct' as const) : ('wrong' as const) } }
          : state.letters;
      if (action.correct) return { ...state, letters };
      const mistakes = action.mistakes ?? state.mistakes;
      return {
        ...state,
        letters,
        mistakes,
        hintsUsed: action.hintsUsed ?? state.hintsUsed,
        message: CROSSWORD_MESSAGES.incorrectLetter(mistakes),
      };
    }
    case 'check-failed': {
      const entry = state.letters[action.index];
      if (!entry || entry.letter !== action.letter) return { ...state, message: action.message };
      const letters = { ...state.letters };
      delete letters[action.index];
      return { ...state, letters, message: action.message };
    }
    case 'solved':
      return state.solved.includes(action.clueId) ? state : { ...state, solved: [...state.solved, action.clueId], message: action.message };
    case 'message':
      return { ...state, message: action.message };
    case 'hint':
      return { ...state, hintsUsed: action.hintsUsed, message: action.message };
    case 'focus':
      return { ...state, focusRequest: state.focusRequest + 1 };
    case 'reset-board':
      return { ...state, letters: {}, solved: [], selection: null, message: '' };
    case 'completed':
      return { ...state, completedAfter: action.after };
    case 'score':
      return { ...state, score: action.score, session: state.session ? { ...state.session, submitted: true } : state.session };
  }
}

function toPlaySession(response: SessionResponse): PlaySession {
  return {
    token: response.sessionToken,
    puzzleDate: response.puzzleDate,
    startedAtMs: Date.parse(response.startedAt),
    clockOffsetMs: Date.parse(response.serverTime) - Date.now(),
    submitted: response.submitted,
  };
}

function hintsLeftText(remaining: number): string {
  if (remaining <= 0) return 'No hints remaining.';
  return `${remaining} ${remaining === 1 ? 'hint' : 'hints'} remaining.`;
}

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

export interface UseCrosswordGameOptions {
  /** Called once when the last clue is solved during this visit (not when a finished puzzle is reloaded). */
  onComplete?: (completedAfter: number) => void;
}

/**
 * The play state of today's puzzle: the server session (resumed on reload), typed letters checked by the server,
 * solved clues, hints, the mistake count and its reset, and the solver's keyboard conventions.
 */
export function useCrosswordGame(view: PuzzleView, { onComplete }: UseCrosswordGameOptions = {}) {
  const model: GridModel = useMemo(() => buildGridModel(view), [view]);
  const [state, dispatch] = useReducer(reducer, initialState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const solving = useRef(new Set<number>());
  const checkSequence = useRef(0);
  const lastCountedCheck = useRef(0);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  /** Starts or resumes the server session; a fresh start (`keepBoard`) keeps the letters already on the board. */
  const begin = useCallback(
    async ({ fresh = false, keepBoard = false }: { fresh?: boolean; keepBoard?: boolean } = {}) => {
      const saved = fresh ? null : loadProgress(view.puzzleDate);
      try {
        const response = await startSession(view.puzzleDate, saved?.sessionToken);
        const session = toPlaySession(response);
        if (keepBoard) {
          dispatch({ type: 'session', session, mistakes: response.mistakesCount, hintsUsed: response.hintsUsed });
          return;
        }
        const restore = response.resumed && saved !== null && saved.sessionToken === response.sessionToken;
        const letters: Record<number, CellEntry> = {};
        for (const [index, letter] of Object.entries(restore ? saved.letters : {})) {
          const cell = model.cells[Number(index)];
          if (/^[A-Z]$/.test(letter) && cell && !cell.isBlocked) letters[Number(index)] = { letter, status: 'correct' };
        }
        const solved = restore ? saved.solved.filter((id) => model.cluesById.has(id)) : [];
        const score = restore ? (saved.score ?? null) : null;
        const finished = solved.length === model.clues.length;
        const completedAfter = finished ? (score?.completionTime ?? elapsedSeconds(session.startedAtMs, Date.now(), session.clockOffsetMs)) : null;
        dispatch({
          type: 'session',
          session,
          mistakes: response.mistakesCount,
          hintsUsed: response.hintsUsed,
          restored: { letters, solved, score, completedAfter },
        });
      } catch (error) {
        console.error('Could not start the crossword session', error);
        dispatch({ type: 'session-failed', message: 'Could not start your puzzle session. Check your connection and try again.' });
      }
    },
    [view.puzzleDate, model],
  );

  useEffect(() => {
    void begin();
  }, [begin]);

  // Keep the confirmed letters, solved clues and saved score so a reload resumes where the player was.
  useEffect(() => {
    if (!state.session) return;
    const letters: Record<string, string> = {};
    for (const [index, entry] of Object.entries(state.letters)) if (entry.status === 'correct') letters[index] = entry.letter;
    saveProgress({
      puzzleDate: state.session.puzzleDate,
      sessionToken: state.session.token,
      letters,
      solved: state.solved,
      ...(state.score ? { score: state.score } : {}),
    });
  }, [state.session, state.letters, state.solved, state.score]);

  /** A 401 means the token expired or is unknown: a new session starts (and with it a new start time). */
  const recoverSession = useCallback(
    async (error: unknown): Promise<boolean> => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      await begin({ fresh: true, keepBoard: true });
      dispatch({ type: 'message', message: 'Your puzzle session had expired, so a new one has started.' });
      return true;
    },
    [begin],
  );

  // A clue whose letters are all confirmed is sent to the server, which names the concept it teaches.
  useEffect(() => {
    const session = state.session;
    if (!session) return;
    for (const clue of model.clues) {
      if (state.solved.includes(clue.id) || solving.current.has(clue.id)) continue;
      const letters = clue.cells.map((index) => state.letters[index]);
      if (!letters.every((entry) => entry?.status === 'correct')) continue;
      solving.current.add(clue.id);
      const answer = letters.map((entry) => entry?.letter ?? '').join('');
      solveClue(session.token, clue.id, answer)
        .then((result) => dispatch({ type: 'solved', clueId: clue.id, message: CROSSWORD_MESSAGES.completed(result.businessConcept, result.insight) }))
        .catch((error: unknown) => console.error('Could not confirm a solved clue', error))
        .finally(() => solving.current.delete(clue.id));
    }
  }, [state.letters, state.solved, state.session, model]);

  // The last clue solved: completion (once per visit).
  useEffect(() => {
    const session = state.session;
    if (!session || state.completedAfter !== null || state.solved.length < model.clues.length) return;
    const after = elapsedSeconds(session.startedAtMs, Date.now(), session.clockOffsetMs);
    dispatch({ type: 'completed', after });
    onCompleteRef.current?.(after);
  }, [state.solved, state.session, state.completedAfter, model]);

  const isLocked = useCallback((index: number) => stateRef.current.letters[index]?.status === 'correct', []);

  const enterLetter = useCallback(
    function enterLetter(index: number, letter: string): void {
      const current = stateRef.current;
      const clue = current.selection ? model.cluesById.get(current.selection.clueId) : undefined;
      if (!clue || !clue.cells.includes(index)) return;
      // On a confirmed cell the letter goes to the next open cell of the clue (confirmed letters never change).
      if (isLocked(index)) {
        const target = nextCellInClue(clue, index, isLocked);
        if (target !== null) enterLetter(target, letter);
        return;
      }
      const nextIndex = nextCellInClue(clue, index, isLocked);
      const next = { index: nextIndex ?? index, clueId: clue.id };
      dispatch({ type: 'type', index, letter, next });
      const session = current.session;
      const cell = model.cells[index];
      if (!session || !cell) return;
      checkSequence.current += 1;
      const sequence = checkSequence.current;
      checkLetter(session.token, cell.row, cell.col, letter)
        .then((result) => {
          // Counts from an older check than one already applied are stale.
          const fresh = sequence > lastCountedCheck.current;
          if (!result.correct && fresh) lastCountedCheck.current = sequence;
          dispatch({
            type: 'checked',
            index,
            letter,
            correct: result.correct,
            reset: result.reset && fresh,
            ...(fresh && result.mistakesCount !== undefined ? { mistakes: result.mistakesCount } : {}),
            ...(fresh && result.hintsUsed !== undefined ? { hintsUsed: result.hintsUsed } : {}),
          });
        })
        .catch(async (error: unknown) => {
          if (await recoverSession(error)) return;
          console.error('Letter check failed', error);
          const limited = error instanceof ApiError && error.status === 429;
          dispatch({
            type: 'check-failed',
            index,
            letter,
            message: limited ? 'You are typing faster than we can check. Wait a moment, then type the letter again.' : 'That letter could not be checked. Please type it again.',
          });
        });
    },
    [model, isLocked, recoverSession],
  );

  /** Selecting a clue highlights it and shows its insight; from the list the cursor goes to its first cell. */
  const selectClue = useCallback((clue: ClueModel, { focus, at }: { focus: boolean; at: 'first' | 'first-empty' }) => {
    const index = at === 'first' ? (clue.cells[0] as number) : entryCell(clue, (cell) => stateRef.current.letters[cell] !== undefined);
    dispatch({ type: 'select', selection: { index, clueId: clue.id }, message: clue.insight, focus });
  }, []);

  const erase = useCallback(
    (index: number, stepBack: boolean) => {
      const current = stateRef.current;
      const clue = current.selection ? model.cluesById.get(current.selection.clueId) : undefined;
      if (!clue) return;
      const entry = current.letters[index];
      if (entry && entry.status !== 'correct') {
        dispatch({ type: 'clear', index, next: { index, clueId: clue.id } });
        return;
      }
      if (!stepBack) return;
      const previous = previousCellInClue(clue, index);
      if (previous === null) return;
      if (current.letters[previous] && !isLocked(previous)) dispatch({ type: 'clear', index: previous, next: { index: previous, clueId: clue.id } });
      else dispatch({ type: 'select', selection: { index: previous, clueId: clue.id }, focus: true });
    },
    [model, isLocked],
  );

  /** Keyboard conventions of serious solvers (see the module comment of the grid component). */
  const handleKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, index: number) => {
      const current = stateRef.current;
      const selection = current.selection?.index === index ? current.selection : selectCell(model, index, 'across');
      if (!selection) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const { key } = event;
      if (ARROWS.has(key)) {
        event.preventDefault();
        dispatch({ type: 'select', selection: moveByArrow(model, selection, key as Arrow), focus: true });
      } else if (key === 'Tab') {
        const next = adjacentClue(model, selection.clueId, event.shiftKey ? -1 : 1);
        if (!next) return;
        event.preventDefault();
        selectClue(next, { focus: true, at: 'first-empty' });
      } else if (key === ' ' || key === 'Spacebar') {
        event.preventDefault();
        dispatch({ type: 'select', selection: toggleDirection(model, selection), focus: true });
      } else if (key === 'Backspace') {
        event.preventDefault();
        erase(index, true);
      } else if (key === 'Delete') {
        event.preventDefault();
        erase(index, false);
      } else if (key === 'Home' || key === 'End') {
        const clue = model.cluesById.get(selection.clueId);
        if (!clue) return;
        event.preventDefault();
        const target = key === 'Home' ? clue.cells[0] : clue.cells.at(-1);
        if (target !== undefined) dispatch({ type: 'select', selection: { index: target, clueId: clue.id }, focus: true });
      } else if (key.length === 1) {
        event.preventDefault();
        const letter = sanitizeLetter(key);
        if (letter) enterLetter(index, letter);
      }
    },
    [model, enterLetter, erase, selectClue],
  );

  /** Mobile keyboards report letters through input events rather than keys. */
  const handleInput = useCallback(
    (index: number, raw: string) => {
      const letter = sanitizeLetter(raw);
      if (letter) enterLetter(index, letter);
    },
    [enterLetter],
  );

  /** Pasted text longer than one character is ignored; one character is sanitized like a typed one. */
  const handlePaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>, index: number) => {
      event.preventDefault();
      const text = event.clipboardData.getData('text');
      if (text.length !== 1) return;
      const letter = sanitizeLetter(text);
      if (letter) enterLetter(index, letter);
    },
    [enterLetter],
  );

  /** Focusing a cell selects it, keeping the current direction where a clue runs that way. */
  const handleFocus = useCallback(
    (index: number) => {
      const current = stateRef.current;
      if (current.selection?.index === index) return;
      const direction = current.selection ? model.cluesById.get(current.selection.clueId)?.direction : undefined;
      const selection = selectCell(model, index, direction ?? 'across');
      if (selection) dispatch({ type: 'select', selection, focus: false });
    },
    [model],
  );

  /** A click on the cell that was already active toggles the direction. */
  const handleActiveClick = useCallback(
    (index: number) => {
      const selection = stateRef.current.selection;
      if (selection?.index === index) dispatch({ type: 'select', selection: toggleDirection(model, selection), focus: false });
    },
    [model],
  );

  const hint = useCallback(async () => {
    const current = stateRef.current;
    if (!current.selection) {
      dispatch({ type: 'message', message: CROSSWORD_MESSAGES.selectClueFirst });
      return;
    }
    if (current.hintsUsed >= CROSSWORD.maxHints) {
      dispatch({ type: 'message', message: CROSSWORD_MESSAGES.hintLimit });
      return;
    }
    if (!current.session) return;
    try {
      const result = await requestHint(current.session.token, current.selection.clueId);
      dispatch({
        type: 'hint',
        hintsUsed: result.hintsUsed,
        message: `${CROSSWORD_MESSAGES.strategicHint(result.hintsUsed, result.hint)} ${hintsLeftText(result.hintsRemaining)}`,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.serverMessage === CROSSWORD_MESSAGES.hintLimit) {
        dispatch({ type: 'hint', hintsUsed: CROSSWORD.maxHints, message: CROSSWORD_MESSAGES.hintLimit });
        return;
      }
      if (await recoverSession(error)) return;
      console.error('Hint failed', error);
      dispatch({ type: 'message', message: 'The hint could not be loaded. Please try again.' });
    }
  }, [recoverSession]);

  const resetBoard = useCallback(() => dispatch({ type: 'reset-board' }), []);
  const focusSelection = useCallback(() => dispatch({ type: 'focus' }), []);
  const recordScore = useCallback((score: ScoreResponse) => dispatch({ type: 'score', score }), []);
  const retrySession = useCallback(() => void begin(), [begin]);

  const answers = useMemo(() => {
    const result: Record<string, string> = {};
    for (const clue of model.clues) result[String(clue.id)] = clue.cells.map((index) => state.letters[index]?.letter ?? '').join('');
    return result;
  }, [model, state.letters]);

  return {
    model,
    state,
    answers,
    selectedClue: state.selection ? (model.cluesById.get(state.selection.clueId) ?? null) : null,
    isComplete: state.completedAfter !== null,
    actions: { handleKeyDown, handleInput, handlePaste, handleFocus, handleActiveClick, selectClue, focusSelection, hint, resetBoard, recordScore, retrySession },
  };
}

export type CrosswordGame = ReturnType<typeof useCrosswordGame>;
