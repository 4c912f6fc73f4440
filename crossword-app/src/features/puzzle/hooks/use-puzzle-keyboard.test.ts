import { buildGridModel } from '../lib/grid-model';
import { initialPuzzleState, puzzleReducer } from '../lib/puzzle-reducer';
import { testPuzzleView } from '../lib/test-puzzle';
import { keyAction } from './use-puzzle-keyboard';

const model = buildGridModel(testPuzzleView());
const onClue = (clueId: number) => puzzleReducer(initialPuzzleState(model), { type: 'select-clue', clueId, at: 'first', focus: true });

describe('grid keys', () => {
  it('When a letter is pressed, then it is typed in capitals; digits and symbols are swallowed', () => {
    expect(keyAction(onClue(1), 'p', false)).toEqual({ type: 'type', letter: 'P' });
    expect(keyAction(onClue(1), '7', false)).toBe('swallow');
    expect(keyAction(onClue(1), 'é', false)).toBe('swallow');
  });

  it('When the solver presses the conventional keys, then each maps to its action', () => {
    const state = onClue(1);
    expect(keyAction(state, 'ArrowDown', false)).toEqual({ type: 'arrow', arrow: 'ArrowDown' });
    expect(keyAction(state, ' ', false)).toEqual({ type: 'toggle-direction' });
    expect(keyAction(state, 'Backspace', false)).toEqual({ type: 'backspace' });
    expect(keyAction(state, 'Delete', false)).toEqual({ type: 'delete' });
    expect(keyAction(state, 'Home', false)).toEqual({ type: 'home' });
    expect(keyAction(state, 'End', false)).toEqual({ type: 'end' });
    expect(keyAction(state, 'Escape', false)).toBeNull();
  });

  it('When no unsolved clue lies that way, then Tab and Shift+Tab are left to the browser so the focus can leave the grid', () => {
    expect(keyAction(onClue(1), 'Tab', false)).toEqual({ type: 'tab', step: 1 });
    expect(keyAction(onClue(1), 'Tab', true)).toBeNull();
    expect(keyAction(onClue(4), 'Tab', false)).toBeNull();
    const lastUnsolved = { ...onClue(2), solved: [4] };
    expect(keyAction(lastUnsolved, 'Tab', false)).toBeNull();
  });
});
