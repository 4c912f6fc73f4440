import {
  adjacentUnsolvedClue,
  buildGridModel,
  cellLabel,
  clueHeading,
  crossingClue,
  entryCell,
  moveByArrow,
  nextCellInClue,
  previousCellInClue,
  sanitizeLetter,
  selectCell,
  toggleDirection,
} from './grid-model';
import { shareText } from './share-text';
import { isMistakeWarning, isTimeRunningOut, remainingSeconds } from './countdown';
import { at, testPuzzleView as view } from './test-puzzle';

describe('crossword grid model', () => {
  const model = buildGridModel(view());

  it('lists Across clues before Down clues, each with its cells', () => {
    expect(model.clues.map((clue) => clue.id)).toEqual([1, 3, 2, 4]);
    expect(model.cluesById.get(2)?.cells).toEqual([at(1, 4), at(2, 4), at(3, 4), at(4, 4), at(5, 4)]);
  });

  it('labels each input with its position and every clue through it', () => {
    expect(cellLabel(model, model.cells[at(1, 4)]!)).toBe('Row 2, column 5, 1 Across, letter 3 of 5, 2 Down, letter 1 of 5');
    expect(cellLabel(model, model.cells[at(1, 2)]!)).toBe('Row 2, column 3, 1 Across, letter 1 of 5');
    expect(clueHeading(model.cluesById.get(2)!)).toBe('2 Down: Worth (5)');
  });

  it('keeps the direction when selecting a cell that has it, and takes the other otherwise', () => {
    expect(selectCell(model, at(1, 4), 'down')).toEqual({ index: at(1, 4), clueId: 2 });
    expect(selectCell(model, at(1, 2), 'down')).toEqual({ index: at(1, 2), clueId: 1 });
    expect(selectCell(model, at(0, 0), 'across')).toBeNull();
  });

  it('toggles direction only where two clues cross', () => {
    expect(toggleDirection(model, { index: at(1, 4), clueId: 1 })).toEqual({ index: at(1, 4), clueId: 2 });
    expect(toggleDirection(model, { index: at(1, 2), clueId: 1 })).toEqual({ index: at(1, 2), clueId: 1 });
  });

  it('switches direction first when an arrow goes across the current direction, then moves', () => {
    const onCrossing = { index: at(1, 4), clueId: 1 };
    expect(moveByArrow(model, onCrossing, 'ArrowDown')).toEqual({ index: at(1, 4), clueId: 2 });
    expect(moveByArrow(model, { index: at(1, 4), clueId: 2 }, 'ArrowDown')).toEqual({ index: at(2, 4), clueId: 2 });
    expect(moveByArrow(model, { index: at(1, 2), clueId: 1 }, 'ArrowRight')).toEqual({ index: at(1, 3), clueId: 1 });
    // No across clue at (2,4): the arrow moves instead of switching, keeping the down clue.
    expect(moveByArrow(model, { index: at(2, 4), clueId: 2 }, 'ArrowUp')).toEqual({ index: at(1, 4), clueId: 2 });
  });

  it('jumps over blocked cells and stays put at the edge', () => {
    expect(moveByArrow(model, { index: at(5, 7), clueId: 3 }, 'ArrowLeft')).toEqual({ index: at(5, 6), clueId: 3 });
    expect(moveByArrow(model, { index: at(1, 6), clueId: 1 }, 'ArrowRight')).toEqual({ index: at(1, 6), clueId: 1 });
    expect(moveByArrow(model, { index: at(1, 2), clueId: 1 }, 'ArrowDown')).toEqual({ index: at(1, 2), clueId: 1 });
    expect(moveByArrow(model, { index: at(4, 4), clueId: 2 }, 'ArrowDown')).toEqual({ index: at(5, 4), clueId: 2 });
  });

  it('goes to the next and previous unsolved clue in list order, and leaves the grid at either end', () => {
    expect(adjacentUnsolvedClue(model, 1, 1, [])?.id).toBe(3);
    expect(adjacentUnsolvedClue(model, 1, 1, [3])?.id).toBe(2);
    expect(adjacentUnsolvedClue(model, 3, 1, [])?.id).toBe(2);
    expect(adjacentUnsolvedClue(model, 2, 1, [4])).toBeNull();
    expect(adjacentUnsolvedClue(model, 1, -1, [])).toBeNull();
    expect(adjacentUnsolvedClue(model, 4, -1, [2, 3])?.id).toBe(1);
    expect(adjacentUnsolvedClue(model, null, 1, [1])?.id).toBe(3);
    expect(adjacentUnsolvedClue(model, null, -1, [])?.id).toBe(4);
  });

  it('steps to the very next cell of a clue, and back to the nearest one allowed', () => {
    const pivot = model.cluesById.get(1)!;
    expect(nextCellInClue(pivot, at(1, 2))).toBe(at(1, 3));
    expect(nextCellInClue(pivot, at(1, 3))).toBe(at(1, 4));
    expect(nextCellInClue(pivot, at(1, 6))).toBeNull();
    expect(previousCellInClue(pivot, at(1, 3))).toBe(at(1, 2));
    expect(previousCellInClue(pivot, at(1, 5), (index) => index !== at(1, 4))).toBe(at(1, 3));
    expect(previousCellInClue(pivot, at(1, 2))).toBeNull();
    expect(entryCell(pivot, (index) => index === at(1, 2))).toBe(at(1, 3));
  });

  it('names the clue crossing the selected one at the cursor', () => {
    expect(crossingClue(model, { index: at(1, 4), clueId: 1 })?.id).toBe(2);
    expect(crossingClue(model, { index: at(1, 3), clueId: 1 })).toBeUndefined();
  });

  it('keeps one uppercase letter of typed text and drops everything else', () => {
    expect(sanitizeLetter('a')).toBe('A');
    expect(sanitizeLetter('7')).toBe('');
    expect(sanitizeLetter('é')).toBe('');
    expect(sanitizeLetter('Ab')).toBe('B');
  });
});

describe('crossword counters and share text', () => {
  it('turns the time red after 80 % (2880 s) and the mistakes red above 3', () => {
    expect(isTimeRunningOut(2879)).toBe(false);
    expect(isTimeRunningOut(2880)).toBe(true);
    expect(remainingSeconds(3700)).toBe(0);
    expect(isMistakeWarning(3)).toBe(false);
    expect(isMistakeWarning(4)).toBe(true);
  });

  it('shares date, time, hints and mistakes without any answer', () => {
    expect(shareText({ puzzleDate: '2026-11-21', completionTime: 402, hintsUsed: 1, mistakesCount: 0 }, 'https://edna.example')).toBe(
      'Entrepreneurial DNA · Daily Business Theory Challenge 2026-11-21 — solved in 6:42 with 1 hint and 0 mistakes. https://edna.example/crossword',
    );
    expect(shareText({ puzzleDate: '2026-11-21', completionTime: 61, hintsUsed: 2, mistakesCount: 1, score: 640 }, '')).toContain(
      'with 2 hints and 1 mistake. Score: 640.',
    );
  });

  it('adds the streak, and marks a practice solve', () => {
    expect(shareText({ puzzleDate: '2026-11-21', completionTime: 61, hintsUsed: 0, mistakesCount: 0, score: 990, streak: 4 }, '')).toContain(
      'with 0 hints and 0 mistakes. Score: 990. Streak: 4 days. /crossword',
    );
    expect(shareText({ puzzleDate: '2026-11-20', completionTime: 61, hintsUsed: 0, mistakesCount: 0, streak: 1, practice: true }, '')).toMatch(
      /^Entrepreneurial DNA · Daily Business Theory Challenge 2026-11-20 \(practice\) — solved in 1:01 .* Streak: 1 day\. \/crossword$/,
    );
  });
});
