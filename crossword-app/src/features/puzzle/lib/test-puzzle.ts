import type { PuzzleView } from '@edna/shared-contracts';

/**
 * A 12x12 puzzle:  1 Across PIVOT at (1,2); 2 Down VALUE at (1,4) crossing its V; 3 Across ELAN at (5,4) sharing
 * VALUE's E; 4 Down NICHE at (5,7) sharing ELAN's N.
 */
export function testPuzzleView(): PuzzleView {
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

export const at = (row: number, col: number) => row * 12 + col;
