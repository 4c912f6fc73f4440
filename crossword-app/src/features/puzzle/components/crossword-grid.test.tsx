import { act } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '@edna/ui-kit/testing';
import { CROSSWORD } from '@edna/shared-contracts/rules';
import { buildGridModel, selectCell } from '../lib/grid-model';
import { at, testPuzzleView } from '../lib/test-puzzle';
import { CrosswordGrid } from './crossword-grid';

const model = buildGridModel(testPuzzleView());
const ignore = () => undefined;

/** The grid with its cursor at `index`, beside a button outside it (as the board has Reset beside its grid). */
function board(index: number, focusRequest: number) {
  return (
    <>
      <CrosswordGrid
        model={model}
        letters={{}}
        selection={selectCell(model, index, 'across')}
        focusRequest={focusRequest}
        disabled={false}
        onKeyDown={ignore}
        onInput={ignore}
        onPaste={ignore}
        onFocusCell={ignore}
        onActiveClick={ignore}
      />
      <button type="button">Reset</button>
    </>
  );
}

const cursorSquare = () => document.querySelector('[role="grid"] input[tabindex="0"]');
const afterTheDelay = () => act(() => jest.advanceTimersByTime(CROSSWORD.focusMoveDelayMs));

describe('the focus following the cursor', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves to the cursor once the delay has passed', () => {
    const view = renderWithTheme(board(at(1, 2), 1));
    afterTheDelay();
    view.rerender(board(at(1, 3), 2));
    afterTheDelay();
    expect(cursorSquare()).not.toBeNull();
    expect(document.activeElement).toBe(cursorSquare());
  });

  it('stays on a button outside the grid that the visitor moved it to within the delay', () => {
    const view = renderWithTheme(board(at(1, 2), 1));
    afterTheDelay();
    view.rerender(board(at(1, 3), 2));
    const reset = screen.getByRole('button', { name: 'Reset' });
    act(() => reset.focus());
    afterTheDelay();
    expect(document.activeElement).toBe(reset);
  });

  it('moves into the grid when it was outside the grid as the cursor moved (a clue chosen in the list)', () => {
    const view = renderWithTheme(board(at(1, 2), 0));
    act(() => screen.getByRole('button', { name: 'Reset' }).focus());
    view.rerender(board(at(1, 4), 1));
    afterTheDelay();
    expect(document.activeElement).toBe(cursorSquare());
  });
});
