import { CROSSWORD } from '../constants';

export type ClueDirection = 'across' | 'down';

export interface CluePosition {
  direction: ClueDirection;
  startRow: number;
  startCol: number;
  length: number;
}

/** The grid cells of a clue, first letter first, as [row, col]. */
export function clueCells({ direction, startRow, startCol, length }: CluePosition): [row: number, col: number][] {
  return Array.from({ length }, (_, index) =>
    direction === 'across' ? [startRow, startCol + index] : [startRow + index, startCol],
  );
}

/** The crossword's messages. The server's hint-limit refusal uses the same text. */
export const CROSSWORD_MESSAGES = {
  incorrectLetter: (mistakes: number) =>
    `Incorrect letter! Mistakes: ${mistakes}/${CROSSWORD.maxMistakes}. Too many mistakes will reset the puzzle.`,
  tooManyMistakes: 'Too many mistakes! Puzzle reset. Elite challenges require precision.',
  completed: (concept: string, insight: string) => `Completed: ${concept}! ${insight}`,
  hintLimit: 'Maximum hint limit reached.',
  selectClueFirst: 'Select a clue first, then ask for a hint.',
  strategicHint: (used: number, hint: string) => `Strategic Hint ${used}/${CROSSWORD.maxHints}: ${hint}`,
  emptyLeaderboard: "No scores yet. Be the first to complete today's puzzle!",
  submitFailed: 'Failed to submit score. Please try again.',
} as const;
