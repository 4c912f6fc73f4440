import { useCallback, useMemo, useReducer } from 'react';
import type { PuzzleView } from '@edna/shared-contracts';
import { buildGridModel, crossingClue, type GridModel } from '../lib/grid-model';
import { initialPuzzleState, puzzleReducer, selectedClue } from '../lib/puzzle-reducer';
import { usePuzzleKeyboard } from './use-puzzle-keyboard';
import { usePuzzleSession, type UsePuzzleSessionOptions } from './use-puzzle-session';

/**
 * One puzzle in play: the pure reducer (cursor, letters, counts), the server session around it and the grid's
 * keyboard handlers.
 */
export function useCrosswordGame(view: PuzzleView, options: UsePuzzleSessionOptions) {
  const model: GridModel = useMemo(() => buildGridModel(view), [view]);
  const [state, dispatch] = useReducer(puzzleReducer, model, initialPuzzleState);
  const { session, sessionError, outcome, hint, reset, recordScore, retrySession } = usePuzzleSession(view, state, dispatch, options);
  const keyboard = usePuzzleKeyboard(state, dispatch);

  /** A clue chosen from a list starts at its first empty square. */
  const selectClue = useCallback((clueId: number, focus: boolean) => dispatch({ type: 'select-clue', clueId, at: 'first-empty', focus }), []);
  const focusSelection = useCallback(() => dispatch({ type: 'focus' }), []);

  const answers = useMemo(() => {
    const result: Record<string, string> = {};
    for (const clue of model.clues) result[String(clue.id)] = clue.cells.map((index) => state.letters[index]?.letter ?? '').join('');
    return result;
  }, [model, state.letters]);

  return {
    model,
    state,
    session,
    sessionError,
    outcome,
    answers,
    selectedClue: selectedClue(state),
    crossingClue: state.selection ? (crossingClue(model, state.selection) ?? null) : null,
    isComplete: outcome.completedAfter !== null,
    keyboard,
    actions: { selectClue, focusSelection, hint, reset, recordScore, retrySession },
  };
}

export type CrosswordGame = ReturnType<typeof useCrosswordGame>;
