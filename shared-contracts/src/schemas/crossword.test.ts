import { checkLetterRequestSchema, hintRequestSchema, scoreSubmissionSchema, sessionRequestSchema, solveClueRequestSchema } from './crossword';

describe('crossword play contracts', () => {
  const sessionToken = 'v1.token';

  it('a letter check is one letter in a cell of the 12x12 grid, and nothing else', () => {
    expect(checkLetterRequestSchema.safeParse({ sessionToken, row: 0, col: 11, letter: 'q' }).success).toBe(true);
    for (const bad of [
      { sessionToken, row: 12, col: 0, letter: 'A' },
      { sessionToken, row: 0, col: -1, letter: 'A' },
      { sessionToken, row: 0.5, col: 0, letter: 'A' },
      { sessionToken, row: 0, col: 0, letter: 'AB' },
      { sessionToken, row: 0, col: 0, letter: '1' },
      { sessionToken, row: 0, col: 0, letter: 'É' },
      { sessionToken, row: 0, col: 0, letter: 'A', extra: true },
      { row: 0, col: 0, letter: 'A' },
    ]) {
      expect(checkLetterRequestSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('sessions, hints and clue checks refuse wrong shapes', () => {
    expect(sessionRequestSchema.safeParse({ puzzleDate: '2026-11-21' }).success).toBe(true);
    expect(sessionRequestSchema.safeParse({ puzzleDate: '2026-02-30' }).success).toBe(false);
    expect(sessionRequestSchema.safeParse({ puzzleDate: '0000-01-01' }).success).toBe(false);
    expect(hintRequestSchema.safeParse({ sessionToken, clueId: 0 }).success).toBe(false);
    expect(solveClueRequestSchema.safeParse({ sessionToken, clueId: 1, answer: 'X'.repeat(13) }).success).toBe(false);
  });

  it('the original score payload stays valid, with the solved grid as an optional addition', () => {
    const payload = { username: 'ada', completionTime: 100, hintsUsed: 0, mistakesCount: 0, puzzleDate: '2026-11-21', theme: 'Finance & Growth', sessionToken };
    expect(scoreSubmissionSchema.safeParse(payload).success).toBe(true);
    expect(scoreSubmissionSchema.safeParse({ ...payload, answers: { '1': 'PIVOT' } }).success).toBe(true);
  });
});
