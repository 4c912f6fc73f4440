import { CROSSWORD_MESSAGES } from '@edna/shared-contracts/rules';
import { buildGridModel } from './grid-model';
import { hintSquare, initialPuzzleState, puzzleReducer, tabTarget, type PuzzleAction, type PuzzleState } from './puzzle-reducer';
import { at, testPuzzleView } from './test-puzzle';

// 1 Across PIVOT (1,2)-(1,6); 2 Down VALUE (1,4)-(5,4); 3 Across ELAN (5,4)-(5,7); 4 Down NICHE (5,7)-(9,7).
const model = buildGridModel(testPuzzleView());
const run = (state: PuzzleState, ...actions: PuzzleAction[]) => actions.reduce(puzzleReducer, state);
const start = () => initialPuzzleState(model);
const typing = (word: string): PuzzleAction[] => Array.from(word, (letter) => ({ type: 'type', letter }));

/** Every pending letter answered as the server would for the words above. */
const SOLUTION: Record<number, string> = {};
for (const [clueId, word] of [
  [1, 'PIVOT'],
  [2, 'VALUE'],
  [3, 'ELAN'],
  [4, 'NICHE'],
] as const) {
  model.cluesById.get(clueId)!.cells.forEach((index, position) => (SOLUTION[index] = word[position] as string));
}
function answerChecks(state: PuzzleState): PuzzleState {
  return Object.entries(state.letters)
    .filter(([, entry]) => entry.status === 'pending')
    .reduce(
      (current, [index, entry]) => puzzleReducer(current, { type: 'checked', index: Number(index), seq: entry.seq, correct: SOLUTION[Number(index)] === entry.letter, reset: false }),
      state,
    );
}
/** The solution letters of some clues, by cell index, as the server's state lists them. */
const lettersFor = (...clueIds: number[]) => Object.fromEntries(clueIds.flatMap((id) => model.cluesById.get(id)!.cells.map((index) => [index, SOLUTION[index] as string])));
const lettersOf = (state: PuzzleState) => Object.fromEntries(Object.entries(state.letters).map(([index, entry]) => [index, entry.letter]));
const solvedDown = () => answerChecks(run(start(), { type: 'select-clue', clueId: 2, at: 'first', focus: true }, ...typing('VALUE')));

describe('puzzle reducer: typing', () => {
  it('When a whole answer is typed from its first square through a confirmed crossing, then every letter lands in its own square', () => {
    const state = run(solvedDown(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, ...typing('PIVOT'));
    expect(lettersOf(state)).toMatchObject({ [at(1, 2)]: 'P', [at(1, 3)]: 'I', [at(1, 4)]: 'V', [at(1, 5)]: 'O', [at(1, 6)]: 'T' });
    expect(state.letters[at(1, 4)]?.status).toBe('correct');
    expect(answerChecks(state).mistakes).toBe(0);
    expect(Object.values(answerChecks(state).letters).every((entry) => entry.status === 'correct')).toBe(true);
    expect(state.selection).toEqual({ index: at(1, 6), clueId: 1 });
  });

  it('When a word starts on a confirmed square, then that keystroke is absorbed there and the rest follow in place', () => {
    const before = run(solvedDown(), { type: 'select-clue', clueId: 3, at: 'first', focus: true });
    expect(before.selection).toEqual({ index: at(5, 4), clueId: 3 });
    const afterFirst = run(before, { type: 'type', letter: 'E' });
    // Absorbed: no new letter (so no request), no mistake, the cursor moves on one square.
    expect(afterFirst.letters).toEqual(before.letters);
    expect(afterFirst.nextSeq).toBe(before.nextSeq);
    expect(afterFirst.selection).toEqual({ index: at(5, 5), clueId: 3 });
    const state = answerChecks(run(afterFirst, ...typing('LAN')));
    expect(lettersOf(state)).toMatchObject({ [at(5, 5)]: 'L', [at(5, 6)]: 'A', [at(5, 7)]: 'N' });
    expect(state.mistakes).toBe(0);
  });

  it('When any letter is typed on a confirmed square, then it is absorbed, whatever the letter', () => {
    const before = run(solvedDown(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'arrow', arrow: 'ArrowRight' }, { type: 'arrow', arrow: 'ArrowRight' });
    expect(before.selection?.index).toBe(at(1, 4));
    const after = run(before, { type: 'type', letter: 'Q' });
    expect(after.letters[at(1, 4)]).toEqual(before.letters[at(1, 4)]);
    expect(after.letters[at(1, 5)]).toBeUndefined();
    expect(after.selection?.index).toBe(at(1, 5));
  });

  it('When the last square is typed, then the cursor stays on it, and typing again replaces that letter', () => {
    const state = run(start(), { type: 'select-clue', clueId: 3, at: 'first', focus: true }, ...typing('ELANS'));
    expect(state.selection?.index).toBe(at(5, 7));
    expect(lettersOf(state)[at(5, 7)]).toBe('S');
  });

  it('When the server calls a letter wrong, then it shows as wrong with the counts and the wrong-letter message, and typing over it replaces it', () => {
    let state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'type', letter: 'Q' });
    const seq = state.letters[at(1, 2)]!.seq;
    state = run(state, { type: 'checked', index: at(1, 2), seq, correct: false, reset: false, mistakes: 1, hintsUsed: 0 });
    expect(state.letters[at(1, 2)]?.status).toBe('wrong');
    expect(state.mistakes).toBe(1);
    expect(state.message).toBe(CROSSWORD_MESSAGES.incorrectLetter(1));
    state = run(state, { type: 'arrow', arrow: 'ArrowLeft' }, { type: 'type', letter: 'P' });
    expect(state.letters[at(1, 2)]).toMatchObject({ letter: 'P', status: 'pending' });
  });

  it('When answers arrive out of order, then an older one neither turns the counts back nor marks a replaced letter', () => {
    let state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'type', letter: 'Q' }, { type: 'type', letter: 'Z' });
    const [first, second] = [state.letters[at(1, 2)]!.seq, state.letters[at(1, 3)]!.seq];
    state = run(state, { type: 'checked', index: at(1, 3), seq: second, correct: false, reset: false, mistakes: 2, hintsUsed: 0 });
    state = run(state, { type: 'checked', index: at(1, 2), seq: first, correct: false, reset: false, mistakes: 1, hintsUsed: 0 });
    expect(state.mistakes).toBe(2);
    expect(state.letters[at(1, 2)]?.status).toBe('wrong');
    state = run(state, { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'type', letter: 'P' });
    state = run(state, { type: 'checked', index: at(1, 2), seq: first, correct: false, reset: false });
    expect(state.letters[at(1, 2)]).toMatchObject({ letter: 'P', status: 'pending' });
  });

  it('When a check fails, then its letter is taken off the board with the message', () => {
    let state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'type', letter: 'P' });
    state = run(state, { type: 'check-failed', index: at(1, 2), seq: state.letters[at(1, 2)]!.seq, message: 'again' });
    expect(state.letters[at(1, 2)]).toBeUndefined();
    expect(state.message).toBe('again');
  });
});

describe('puzzle reducer: the fifth-mistake reset', () => {
  it('When the server resets the puzzle, then the board, counts and solved clues clear and the cursor returns to the start of the clue', () => {
    let state = run(solvedDown(), { type: 'solved', clueId: 2, message: 'done', epoch: 0 }, { type: 'select-clue', clueId: 1, at: 'first', focus: true }, ...typing('PIQ'));
    const seq = state.letters[at(1, 3)]!.seq + 2;
    const focusBefore = state.focusRequest;
    expect(state.solved).toEqual([2]);
    state = run(state, { type: 'checked', index: at(1, 5), seq, correct: false, reset: true, mistakes: 0, hintsUsed: 0, epoch: 1 });
    expect(state.epoch).toBe(1);
    expect(state.letters).toEqual({});
    expect(state.solved).toEqual([]);
    expect(state.mistakes).toBe(0);
    expect(state.hintsUsed).toBe(0);
    expect(state.message).toBe(CROSSWORD_MESSAGES.tooManyMistakes);
    expect(state.selection).toEqual({ index: at(1, 2), clueId: 1 });
    expect(state.focusRequest).toBeGreaterThan(focusBefore);
  });
});

describe('puzzle reducer: Backspace and Delete', () => {
  it('When the square holds an unconfirmed letter, then Backspace clears it and the cursor stays', () => {
    let state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'type', letter: 'P' }, { type: 'arrow', arrow: 'ArrowLeft' });
    state = run(state, { type: 'backspace' });
    expect(state.letters[at(1, 2)]).toBeUndefined();
    expect(state.selection?.index).toBe(at(1, 2));
  });

  it('When the square is empty, then Backspace moves back and clears that square', () => {
    const state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, ...typing('PI'), { type: 'backspace' });
    expect(state.selection?.index).toBe(at(1, 3));
    expect(state.letters[at(1, 3)]).toBeUndefined();
    expect(state.letters[at(1, 2)]?.letter).toBe('P');
  });

  it('When stepping back meets confirmed squares, then they are skipped and never cleared', () => {
    let state = run(solvedDown(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, ...typing('PIV'));
    expect(state.selection?.index).toBe(at(1, 5));
    state = run(state, { type: 'backspace' });
    expect(state.letters[at(1, 4)]?.status).toBe('correct');
    expect(state.letters[at(1, 3)]).toBeUndefined();
    expect(state.selection?.index).toBe(at(1, 3));
  });

  it('When only confirmed squares lie behind, then Backspace changes nothing', () => {
    const state = run(solvedDown(), { type: 'select-clue', clueId: 2, at: 'first', focus: true }, { type: 'arrow', arrow: 'ArrowDown' });
    expect(run(state, { type: 'backspace' })).toBe(state);
  });

  it('When Delete is pressed, then it clears the square in place and never a confirmed one', () => {
    let state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'type', letter: 'P' }, { type: 'arrow', arrow: 'ArrowLeft' }, { type: 'delete' });
    expect(state.letters[at(1, 2)]).toBeUndefined();
    state = run(solvedDown(), { type: 'select-clue', clueId: 2, at: 'first', focus: true });
    expect(run(state, { type: 'delete' })).toBe(state);
  });
});

describe('puzzle reducer: moving', () => {
  it('When an arrow goes along the clue, then the cursor moves over open squares; across it, the direction switches first', () => {
    let state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'arrow', arrow: 'ArrowRight' }, { type: 'arrow', arrow: 'ArrowRight' });
    expect(state.selection).toEqual({ index: at(1, 4), clueId: 1 });
    state = run(state, { type: 'arrow', arrow: 'ArrowDown' });
    expect(state.selection).toEqual({ index: at(1, 4), clueId: 2 });
    state = run(state, { type: 'arrow', arrow: 'ArrowDown' });
    expect(state.selection).toEqual({ index: at(2, 4), clueId: 2 });
  });

  it('When an arrow points at blocked squares, then it jumps to the next open square that way', () => {
    const state = run(start(), { type: 'select-clue', clueId: 3, at: 'first', focus: true }, { type: 'home' }, { type: 'arrow', arrow: 'ArrowUp' });
    expect(state.selection).toEqual({ index: at(5, 4), clueId: 2 });
    expect(run(state, { type: 'arrow', arrow: 'ArrowUp' }).selection).toEqual({ index: at(4, 4), clueId: 2 });
  });

  it('When Space is pressed where two clues cross, then the direction toggles; elsewhere nothing changes', () => {
    let state = run(start(), { type: 'select-clue', clueId: 2, at: 'first', focus: true });
    state = run(state, { type: 'toggle-direction' });
    expect(state.selection).toEqual({ index: at(1, 4), clueId: 1 });
    state = run(state, { type: 'toggle-direction' });
    expect(state.selection).toEqual({ index: at(1, 4), clueId: 2 });
    const single = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'toggle-direction' });
    expect(single.selection).toEqual({ index: at(1, 2), clueId: 1 });
  });

  it('When the selected square is clicked again, then the direction toggles; a click elsewhere keeps the direction', () => {
    let state = run(start(), { type: 'select-clue', clueId: 2, at: 'first', focus: true }, { type: 'click-cell', index: at(1, 4) });
    expect(state.selection?.clueId).toBe(1);
    state = run(state, { type: 'focus-cell', index: at(5, 7) });
    expect(state.selection).toEqual({ index: at(5, 7), clueId: 3 });
    state = run(state, { type: 'focus-cell', index: at(7, 7) });
    expect(state.selection).toEqual({ index: at(7, 7), clueId: 4 });
  });

  it('When Tab and Shift+Tab are pressed, then the cursor goes to the next and previous unsolved clue, at its first empty square', () => {
    let state = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, ...typing('PI'));
    state = run(state, { type: 'rebuild', board: { epoch: 0, letters: lettersFor(3), solved: [3], mistakes: 0, hintsUsed: 0 } }, { type: 'tab', step: 1 });
    expect(state.selection).toEqual({ index: at(1, 4), clueId: 2 });
    // The clue's after-solve insight is not shown before it is solved.
    expect(state.message).toBe('');
    state = run(state, { type: 'tab', step: -1 });
    expect(state.selection).toEqual({ index: at(1, 4), clueId: 1 });
    expect(tabTarget(state, -1)).toBeNull();
    expect(run(state, { type: 'tab', step: -1 })).toBe(state);
    state = run(state, { type: 'select-clue', clueId: 4, at: 'first', focus: true });
    expect(tabTarget(state, 1)).toBeNull();
  });

  it('When Home and End are pressed, then the cursor goes to the ends of the clue', () => {
    const state = run(start(), { type: 'select-clue', clueId: 4, at: 'first', focus: true }, { type: 'end' });
    expect(state.selection?.index).toBe(at(9, 7));
    expect(run(state, { type: 'home' }).selection?.index).toBe(at(5, 7));
  });
});

describe('puzzle reducer: hints, restore and reset', () => {
  it('When a hint reveals a square, then its letter is on the board as confirmed', () => {
    const state = run(start(), { type: 'hint', hintsUsed: 3, message: 'Strategic Hint 3/3', revealed: { index: at(1, 3), letter: 'I' } });
    expect(state.letters[at(1, 3)]).toMatchObject({ letter: 'I', status: 'correct' });
    expect(state.hintsUsed).toBe(3);
  });

  it('When a session is restored, then only real letters on open squares and known clues come back', () => {
    const state = run(start(), { type: 'restore', letters: { ...lettersFor(2), [at(1, 2)]: 'P', [at(0, 0)]: 'X', [at(1, 3)]: 'ii' }, solved: [2, 99], mistakes: 2, hintsUsed: 1 });
    expect(lettersOf(state)).toEqual({ ...lettersFor(2), [at(1, 2)]: 'P' });
    expect(state.solved).toEqual([2]);
    expect([state.mistakes, state.hintsUsed]).toEqual([2, 1]);
  });

  it('When the board is reset, then letters, solved clues, the selection and the message clear but the hints stay', () => {
    const solved = run(solvedDown(), { type: 'hint', hintsUsed: 2, message: 'hint' }, { type: 'solved', clueId: 2, message: 'x', epoch: 0 });
    expect(solved.solved).toEqual([2]);
    // The server's answer to Reset: the next epoch's board, empty, with the counts kept.
    const state = run(solved, { type: 'rebuild', board: { epoch: 1, letters: {}, solved: [], mistakes: 0, hintsUsed: 2 }, clearSelection: true });
    expect(state.letters).toEqual({});
    expect(state.solved).toEqual([]);
    expect(state.selection).toBeNull();
    expect(state.message).toBe('');
    expect(state.hintsUsed).toBe(2);
  });

  it('When the server lists a clue as solved but its squares are not on the board, then it is not shown as solved', () => {
    const restored = run(start(), { type: 'restore', letters: {}, solved: [1, 2], mistakes: 0, hintsUsed: 0 });
    expect(restored.solved).toEqual([]);
    expect(run(start(), { type: 'solved', clueId: 1, message: 'x', epoch: 0 }).solved).toEqual([]);
    const rebuilt = run(start(), { type: 'rebuild', board: { epoch: 0, letters: lettersFor(1), solved: [1, 2], mistakes: 0, hintsUsed: 0 } });
    expect(rebuilt.solved).toEqual([1]);
  });

  it('When a letter hint is asked, then it targets the cursor only if that square is not confirmed, else the first empty or wrong one', () => {
    const clue = model.cluesById.get(1)!;
    // PIVOT with V confirmed by VALUE; the cursor on the confirmed V.
    let state = run(solvedDown(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'arrow', arrow: 'ArrowRight' }, { type: 'arrow', arrow: 'ArrowRight' });
    expect(state.selection?.index).toBe(at(1, 4));
    expect(hintSquare(state, clue)).toBe(at(1, 2));
    state = run(state, { type: 'select-clue', clueId: 1, at: 'first', focus: true }, { type: 'type', letter: 'P' });
    state = answerChecks(state);
    // The cursor is now on I, empty: that square.
    expect(hintSquare(state, clue)).toBe(at(1, 3));
    state = run(state, { type: 'type', letter: 'Q' }, { type: 'checked', index: at(1, 3), seq: state.nextSeq, correct: false, reset: false, mistakes: 1, epoch: 0 });
    state = run(state, { type: 'home' });
    expect(hintSquare(state, clue)).toBe(at(1, 3));
  });

  it('When a chosen clue starts on a filled square, then the cursor goes to its first empty square', () => {
    const state = run(solvedDown(), { type: 'select-clue', clueId: 3, at: 'first-empty', focus: true });
    expect(state.selection).toEqual({ index: at(5, 5), clueId: 3 });
  });
});

describe('puzzle reducer: epochs make the order of answers irrelevant', () => {
  /** Two clues solved, then wrong letters up to the fifth mistake, with the solve confirmations in flight. */
  function scenario() {
    let state = run(start(), { type: 'select-clue', clueId: 2, at: 'first', focus: true }, ...typing('VALUE'));
    state = answerChecks(run(state, { type: 'select-clue', clueId: 3, at: 'first-empty', focus: true }, ...typing('LAN')));
    state = run(state, { type: 'select-clue', clueId: 4, at: 'first-empty', focus: true }, ...typing('QQQQQ'));
    const wrong = [1, 2, 3, 4, 5].map((mistakes, position): PuzzleAction => {
      const index = model.cluesById.get(4)!.cells[position] as number;
      const seq = state.letters[index]!.seq;
      return { type: 'checked', index, seq, correct: false, reset: mistakes === 5, mistakes: mistakes % 5, hintsUsed: 0, epoch: mistakes === 5 ? 1 : 0 };
    });
    const confirmations: PuzzleAction[] = [
      { type: 'solved', clueId: 2, message: 'Completed: 2', epoch: 0 },
      { type: 'solved', clueId: 3, message: 'Completed: 3', epoch: 0 },
    ];
    return { state, answers: [...wrong, ...confirmations] };
  }

  const summary = (state: PuzzleState) => ({ epoch: state.epoch, letters: state.letters, solved: state.solved, mistakes: state.mistakes, hintsUsed: state.hintsUsed });

  it('When the fifth-mistake reset and solve confirmations of the wiped board arrive in any order, then the board ends the same: empty, 0/4, no mistakes', () => {
    const { state, answers } = scenario();
    const orders = [answers, [...answers].reverse(), [answers[6]!, answers[4]!, answers[5]!, answers[0]!, answers[3]!, answers[1]!, answers[2]!], [answers[5]!, answers[6]!, ...answers.slice(0, 5)]];
    const ends = orders.map((order) => summary(run(state, ...order)));
    for (const end of ends) expect(end).toEqual({ epoch: 1, letters: {}, solved: [], mistakes: 0, hintsUsed: 0 });
  });

  it('When mistakes of one epoch arrive out of order, then the highest count stands', () => {
    const { state, answers } = scenario();
    const [first, second, third] = answers;
    expect(run(state, third!, first!, second!).mistakes).toBe(3);
    expect(run(state, first!, second!, third!).mistakes).toBe(3);
  });

  it('When a board of another epoch is rebuilt, then only the server letters remain; the same epoch keeps letters being checked', () => {
    const typed = run(start(), { type: 'select-clue', clueId: 1, at: 'first', focus: true }, ...typing('PI'));
    const same = run(typed, { type: 'rebuild', board: { epoch: 0, letters: lettersFor(3), solved: [3], mistakes: 1, hintsUsed: 0 } });
    expect(lettersOf(same)).toMatchObject({ [at(1, 2)]: 'P', [at(1, 3)]: 'I', [at(5, 4)]: 'E' });
    expect(same.solved).toEqual([3]);
    const other = run(typed, { type: 'rebuild', board: { epoch: 2, letters: lettersFor(3), solved: [3], mistakes: 0, hintsUsed: 0 } });
    expect(lettersOf(other)).toEqual(lettersFor(3));
    expect(other.epoch).toBe(2);
  });
});
