import type { PuzzleView } from '@edna/shared-contracts';
import {
  adjacentClue,
  buildGridModel,
  cellLabel,
  clueHeading,
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

/**
 * A 12x12 puzzle:  1 Across PIVOT at (1,2); 2 Down VALUE at (1,4) crossing its V; 3 Across ELAN at (5,4) sharing
 * VALUE's E; 4 Down NICHE at (5,7) sharing ELAN's N.
 */
function view(): PuzzleView {
  const clues = [
    { id: 1, number: 1, direction: 'across' as const, clue: 'Change course', length: 5, startRow: 1, startCol: 2, insight: 'i1' },
    { id: 2, number: 2, direction: 'down' as const, clue: 'Worth', length: 5, startRow: 1, startCol: 4, insight: 'i2' },
    { id: 3, number: 3, direction: 'across' as const, clue: 'Flair', length: 4, startRow: 5, startCol: 4, insight: 'i3' },
    { id: 4, number: 4, direction: 'down' as const, clue: 'Segment', length: 5, startRow: 5, startCol: 7, insight: 'i4' },
  ];
  const open = new Set<string>();
  for (const clue of clues) {
    for (let i = 0; i < clue.length; i += 1) open.add(clue.direction === 'across' ? `${clue.startRow},${clue.startCol + i}` : `${clue.startRow + i},${clue.startCol}`);
  }
  const numbers = new Map(clues.map((clue) => [`${clue.startRow},${clue.startCol}`, clue.number]));
  return {
    puzzleDate: '2026-11-21',
    theme: 'Innovation & Strategy',
    size: 12,
    clues,
    cells: Array.from({ length: 12 }, (_, row) =>
      Array.from({ length: 12 }, (_, col) => {
        const number = numbers.get(`${row},${col}`);
        return { isBlocked: !open.has(`${row},${col}`), ...(number ? { number } : {}) };
      }),
    ),
  };
}

const at = (row: number, col: number) => row * 12 + col;

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

  it('goes to the next and previous clue in list order, and leaves the grid at either end', () => {
    expect(adjacentClue(model, 1, 1)?.id).toBe(3);
    expect(adjacentClue(model, 3, 1)?.id).toBe(2);
    expect(adjacentClue(model, 4, 1)).toBeNull();
    expect(adjacentClue(model, 1, -1)).toBeNull();
  });

  it('advances within the clue over confirmed letters, and steps back', () => {
    const pivot = model.cluesById.get(1)!;
    expect(nextCellInClue(pivot, at(1, 2))).toBe(at(1, 3));
    expect(nextCellInClue(pivot, at(1, 3), (index) => index === at(1, 4))).toBe(at(1, 5));
    expect(nextCellInClue(pivot, at(1, 6))).toBeNull();
    expect(previousCellInClue(pivot, at(1, 3))).toBe(at(1, 2));
    expect(previousCellInClue(pivot, at(1, 2))).toBeNull();
    expect(entryCell(pivot, (index) => index === at(1, 2))).toBe(at(1, 3));
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
});
