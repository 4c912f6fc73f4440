import { useCallback, useMemo, useRef, type ClipboardEvent, type Dispatch, type KeyboardEvent } from 'react';
import { sanitizeLetter, type Arrow } from '../lib/grid-model';
import { tabTarget, type PuzzleAction, type PuzzleState } from '../lib/puzzle-reducer';

const ARROWS = new Set<string>(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']);

/**
 * The reducer action of a key pressed in the grid; 'swallow' for a key that must do nothing (a digit or a symbol:
 * the input never shows anything but a checked letter); null for a key the browser should handle itself.
 */
export function keyAction(state: PuzzleState, key: string, shiftKey: boolean): PuzzleAction | 'swallow' | null {
  if (ARROWS.has(key)) return { type: 'arrow', arrow: key as Arrow };
  if (key === 'Tab') {
    const step = shiftKey ? -1 : 1;
    // With no unsolved clue that way, Tab leaves the grid like any other control.
    return tabTarget(state, step) ? { type: 'tab', step } : null;
  }
  if (key === ' ' || key === 'Spacebar') return { type: 'toggle-direction' };
  if (key === 'Backspace') return { type: 'backspace' };
  if (key === 'Delete') return { type: 'delete' };
  if (key === 'Home') return { type: 'home' };
  if (key === 'End') return { type: 'end' };
  if (key.length === 1) {
    const letter = sanitizeLetter(key);
    return letter ? { type: 'type', letter } : 'swallow';
  }
  return null;
}

/**
 * The grid's DOM events as reducer actions. Keys act at the reducer's cursor rather than at the input that has the
 * focus, so fast typing lands in order even while the focus is still moving to the next square.
 */
export function usePuzzleKeyboard(state: PuzzleState, dispatch: Dispatch<PuzzleAction>) {
  const stateRef = useRef(state);
  stateRef.current = state;

  /** A key before any square was selected selects the square it was pressed on first. */
  const ensureSelected = useCallback(
    (index: number) => {
      if (stateRef.current.selection === null) dispatch({ type: 'focus-cell', index });
    },
    [dispatch],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, index: number) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      ensureSelected(index);
      const action = keyAction(stateRef.current, event.key, event.shiftKey);
      if (!action) return;
      event.preventDefault();
      if (action !== 'swallow') dispatch(action);
    },
    [dispatch, ensureSelected],
  );

  /** Mobile keyboards report letters through input events rather than keys. */
  const onInput = useCallback(
    (index: number, raw: string) => {
      const letter = sanitizeLetter(raw);
      if (!letter) return;
      ensureSelected(index);
      dispatch({ type: 'type', letter });
    },
    [dispatch, ensureSelected],
  );

  /** Pasted text longer than one character is ignored; one character is sanitized like a typed one. */
  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>, index: number) => {
      event.preventDefault();
      const text = event.clipboardData.getData('text');
      if (text.length === 1) onInput(index, text);
    },
    [onInput],
  );

  /** Focusing a square selects it, keeping the current direction where a clue runs that way. */
  const onFocusCell = useCallback((index: number) => dispatch({ type: 'focus-cell', index }), [dispatch]);

  /** A click on the square that was already selected toggles the direction. */
  const onActiveClick = useCallback((index: number) => dispatch({ type: 'click-cell', index }), [dispatch]);

  return useMemo(() => ({ onKeyDown, onInput, onPaste, onFocusCell, onActiveClick }), [onKeyDown, onInput, onPaste, onFocusCell, onActiveClick]);
}
