import { clueCells, CROSSWORD_MESSAGES } from './crossword-play';

describe('crossword play rules', () => {
  it('lists a clue’s cells from its first letter, along its direction', () => {
    expect(clueCells({ direction: 'across', startRow: 2, startCol: 3, length: 3 })).toEqual([
      [2, 3],
      [2, 4],
      [2, 5],
    ]);
    expect(clueCells({ direction: 'down', startRow: 0, startCol: 11, length: 2 })).toEqual([
      [0, 11],
      [1, 11],
    ]);
  });

  it('words the messages exactly as the player sees them', () => {
    expect(CROSSWORD_MESSAGES.incorrectLetter(2)).toBe('Incorrect letter! Mistakes: 2/5. Too many mistakes will reset the puzzle.');
    expect(CROSSWORD_MESSAGES.tooManyMistakes).toBe('Too many mistakes! Puzzle reset. Elite challenges require precision.');
    expect(CROSSWORD_MESSAGES.completed('Lean Startup', 'Build, measure, learn.')).toBe('Completed: Lean Startup! Build, measure, learn.');
    expect(CROSSWORD_MESSAGES.hintLimit).toBe('Maximum hint limit reached.');
    expect(CROSSWORD_MESSAGES.strategicHint(1, 'Think small.')).toBe('Strategic Hint 1/3: Think small.');
    expect(CROSSWORD_MESSAGES.emptyLeaderboard).toBe("No scores yet. Be the first to complete today's puzzle!");
    expect(CROSSWORD_MESSAGES.submitFailed).toBe('Failed to submit score. Please try again.');
  });
});
