import { CROSSWORD, daySetFor, themeFor } from '@edna/shared-contracts';
import { generateDailyLayout } from './daily-puzzle';
import { BUILT_IN_CLUES, TERM_BANK } from './term-bank';
import { FALLBACK_ROWS, MIN_POOL, fallbackLayout, generatePuzzleLayout, rotationPool } from './generator';
import { FALLBACK_TERMS } from './fallback-terms';
import { isInterlocked, layoutProblems, toPuzzleView, type PuzzleTerm } from './layout';

const SECRET = 'test-secret-0123456789-0123456789-abcdef';

const term = (answer: string): PuzzleTerm => ({
  answer,
  clue: `Clue for ${answer.length} letters`,
  businessConcept: `Concept ${answer}`,
  insight: 'An insight.',
  hints: ['A conceptual pointer.', 'A simpler hint.'],
});

const WORDS = [
  'STRATEGY', 'MARGIN', 'PIVOT', 'EQUITY', 'CAPITAL', 'VALUATION', 'LEVERAGE', 'MOAT', 'NICHE', 'SCALE',
  'METRICS', 'SPRINT', 'CULTURE', 'EMPATHY', 'CHANGE', 'GROWTH', 'BOOTSTRAP', 'ADOPTION', 'DISRUPTION', 'LEAN',
  'RESILIENCE', 'COMPETITION', 'ECOSYSTEM', 'INNOVATION', 'SUBSCRIPTION', 'VISIONARY', 'ARBITRAGE', 'DIVIDEND',
  'LIQUIDITY', 'OLIGOPOLY', 'MONOPSONY', 'HEDGING', 'PORTFOLIO', 'SYNERGY', 'BENCHMARK', 'THROUGHPUT', 'KANBAN',
  'OUTSOURCING', 'FRANCHISE', 'ROYALTY',
];
const BANK = WORDS.map(term);
const BUILT_IN = ['INNOVATION', 'MVP', 'PIVOT', 'ECOSYSTEM'].map(term);

function dateAfter(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe('daily puzzle generator', () => {
  it('places four words inside the 12x12 grid, legally, each crossing another, numbered 1 to 4 in reading order', () => {
    for (let day = 0; day < 60; day += 1) {
      const date = dateAfter('2026-01-01', day);
      const { source, clues } = generatePuzzleLayout({ date, secret: SECRET, candidates: BANK, builtIn: BUILT_IN });
      expect(source).toBe('generated');
      expect(clues).toHaveLength(CROSSWORD.cluesPerPuzzle);
      for (const clue of clues) {
        const endRow = clue.startRow + (clue.direction === 'down' ? clue.answer.length - 1 : 0);
        const endCol = clue.startCol + (clue.direction === 'across' ? clue.answer.length - 1 : 0);
        expect([clue.startRow, clue.startCol, endRow, endCol].every((value) => value >= 0 && value < 12)).toBe(true);
      }
      expect(layoutProblems(clues, 12)).toEqual([]);
      expect(isInterlocked(clues)).toBe(true);
      expect(clues.map((clue) => clue.number)).toEqual([1, 2, 3, 4]);
      const starts = clues.map((clue) => clue.startRow * 12 + clue.startCol);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      expect(new Set(clues.map((clue) => clue.answer)).size).toBe(4);
    }
  });

  it('gives the same grid for the same date and secret', () => {
    const options = { date: '2026-03-04', secret: SECRET, candidates: BANK, builtIn: BUILT_IN };
    expect(generatePuzzleLayout(options)).toEqual(generatePuzzleLayout({ ...options }));
  });

  it('gives different grids on different dates, and a different grid with another secret', () => {
    const layouts = Array.from({ length: 10 }, (_, day) =>
      JSON.stringify(generatePuzzleLayout({ date: dateAfter('2026-03-01', day), secret: SECRET, candidates: BANK, builtIn: BUILT_IN }).clues),
    );
    expect(new Set(layouts).size).toBe(10);
    const other = generatePuzzleLayout({ date: '2026-03-01', secret: `${SECRET}-other`, candidates: BANK, builtIn: BUILT_IN });
    expect(JSON.stringify(other.clues)).not.toBe(layouts[0]);
  });

  it('rotates through the bank: no word returns while unused words remain', () => {
    const history: { puzzleDate: string; answers: string[] }[] = [];
    const seen = new Set<string>();
    // 40 words, four a day: the first eight days keep at least MIN_POOL fresh words, so nothing repeats.
    for (let day = 0; day < (BANK.length - MIN_POOL) / 4 + 1; day += 1) {
      const date = dateAfter('2026-05-01', day);
      const { clues } = generatePuzzleLayout({ date, secret: SECRET, candidates: BANK, builtIn: BUILT_IN, history });
      for (const clue of clues) {
        expect(seen.has(clue.answer)).toBe(false);
        seen.add(clue.answer);
      }
      history.push({ puzzleDate: date, answers: clues.map((clue) => clue.answer) });
    }
  });

  it('brings back the least recently used words first once fewer than MIN_POOL fresh words remain', () => {
    const candidates = WORDS.slice(0, 12).map(term);
    const history = [
      { puzzleDate: '2026-05-01', answers: WORDS.slice(0, 4) },
      { puzzleDate: '2026-05-08', answers: WORDS.slice(4, 8) },
      { puzzleDate: '2026-01-01', answers: WORDS.slice(8, 12) },
    ];
    const pool = rotationPool(candidates, '2026-05-10', history).map((entry) => entry.answer);
    // Words 8-11 were used too long ago to count; of the recent ones, the oldest (used 2026-05-01) come back first,
    // then two of those used on 2026-05-08 fill the pool up to MIN_POOL.
    expect(pool).toHaveLength(MIN_POOL);
    expect(pool.slice(0, 4)).toEqual(WORDS.slice(8, 12));
    expect([...pool.slice(4, 8)].sort()).toEqual([...WORDS.slice(0, 4)].sort());
    expect(pool.slice(8).every((answer) => WORDS.slice(4, 8).includes(answer))).toBe(true);
  });

  it('uses the day set’s built-in clues when the candidates cannot make a puzzle', () => {
    const { source, clues } = generatePuzzleLayout({ date: '2026-06-01', secret: SECRET, candidates: [], builtIn: BUILT_IN });
    expect(source).toBe('built-in');
    expect(clues.map((clue) => clue.answer).sort()).toEqual(['ECOSYSTEM', 'INNOVATION', 'MVP', 'PIVOT']);
    expect(layoutProblems(clues, 12)).toEqual([]);
  });

  it('falls back to the fixed layout (four centred across words on rows 1, 4, 7, 10) when no words cross', () => {
    const loners = ['AAA', 'BBB', 'CCC', 'DDD'].map(term);
    const loose = generatePuzzleLayout({ date: '2026-06-02', secret: SECRET, candidates: loners, builtIn: [] });
    expect(loose.source).toBe('generated');
    expect(layoutProblems(loose.clues, 12)).toEqual([]);

    const empty = generatePuzzleLayout({ date: '2026-06-02', secret: SECRET, candidates: [], builtIn: [] });
    expect(empty.source).toBe('fallback');
    expect(empty.clues.map((clue) => clue.answer)).toEqual(FALLBACK_TERMS.map((entry) => entry.answer));
    expect(empty.clues.map((clue) => clue.startRow)).toEqual([...FALLBACK_ROWS]);
    expect(empty.clues.every((clue) => clue.direction === 'across')).toBe(true);
    expect(layoutProblems(fallbackLayout(BUILT_IN), 12)).toEqual([]);
  });

  it('ignores unusable answers (too long, not A to Z)', () => {
    const { clues } = generatePuzzleLayout({
      date: '2026-06-03',
      secret: SECRET,
      candidates: [term('THIRTEENCHARS'), term('NO-GOOD'), ...BANK.slice(0, 12)],
      builtIn: BUILT_IN,
    });
    expect(clues.map((clue) => clue.answer)).not.toEqual(expect.arrayContaining(['THIRTEENCHARS']));
    expect(clues.every((clue) => /^[A-Z]{3,12}$/.test(clue.answer))).toBe(true);
  });
});

describe('grid rules', () => {
  it('finds letters side by side that are not one word, and words that are not bounded', () => {
    expect(
      layoutProblems(
        [
          { answer: 'CAT', direction: 'across', startRow: 0, startCol: 0 },
          { answer: 'DOG', direction: 'across', startRow: 1, startCol: 0 },
        ],
        12,
      ),
    ).not.toEqual([]);
    expect(
      layoutProblems(
        [
          { answer: 'CAT', direction: 'across', startRow: 0, startCol: 0 },
          { answer: 'TOP', direction: 'across', startRow: 0, startCol: 3 },
        ],
        12,
      ),
    ).not.toEqual([]);
    expect(layoutProblems([{ answer: 'CAT', direction: 'across', startRow: 0, startCol: 10 }], 12)).toEqual(['CAT leaves the grid']);
  });

  it('finds crossings that disagree on a letter', () => {
    expect(
      layoutProblems(
        [
          { answer: 'CAT', direction: 'across', startRow: 1, startCol: 0 },
          { answer: 'DOG', direction: 'down', startRow: 0, startCol: 1 },
        ],
        12,
      ),
    ).toEqual(['DOG clashes at 1,1']);
  });

  it('shows the browser open and blocked cells and clue numbers, never the answers', () => {
    const { clues } = generatePuzzleLayout({ date: '2026-07-01', secret: SECRET, candidates: BANK, builtIn: BUILT_IN });
    const view = toPuzzleView({ version: 1, size: 12, source: 'generated', clues, puzzleDate: '2026-07-01', theme: 'Finance & Growth', daySet: 'wednesday', isFallback: false });
    const text = JSON.stringify(view);
    for (const clue of clues) {
      expect(text).not.toContain(`"${clue.answer}"`);
      expect(text).not.toContain(clue.businessConcept);
      expect(view.cells[clue.startRow]?.[clue.startCol]).toEqual({ isBlocked: false, number: clue.number });
    }
    const openCells = view.cells.flat().filter((cell) => !cell.isBlocked).length;
    const letters = new Set(clues.flatMap((clue) => Array.from(clue.answer, (_, i) => (clue.direction === 'across' ? `${clue.startRow},${clue.startCol + i}` : `${clue.startRow + i},${clue.startCol}`))));
    expect(openCells).toBe(letters.size);
    expect(view.clues.map((clue) => clue.length)).toEqual(clues.map((clue) => clue.answer.length));
  });
});

describe('a year of daily puzzles from the term bank', () => {
  it('gives every day an interlocking puzzle of its theme, and no answer returns within two weeks', () => {
    const history: { puzzleDate: string; answers: string[] }[] = [];
    const lastSeen = new Map<string, number>();
    let shortestGap = Infinity;
    for (let day = 0; day < 365; day += 1) {
      const date = dateAfter('2026-01-01', day);
      const layout = generateDailyLayout(date, SECRET, history);
      expect({ date, source: layout.source }).toEqual({ date, source: 'generated' });
      expect(layoutProblems(layout.clues, 12)).toEqual([]);
      expect(isInterlocked(layout.clues)).toBe(true);
      const themeAnswers = new Set([...BUILT_IN_CLUES[daySetFor(date)], ...TERM_BANK.filter((entry) => entry.theme === themeFor(date))].map((entry) => entry.answer));
      expect(layout.clues.every((clue) => themeAnswers.has(clue.answer))).toBe(true);
      for (const clue of layout.clues) {
        const previous = lastSeen.get(clue.answer);
        if (previous !== undefined) shortestGap = Math.min(shortestGap, day - previous);
        lastSeen.set(clue.answer, day);
      }
      history.push({ puzzleDate: date, answers: layout.clues.map((clue) => clue.answer) });
    }
    // With about 30 words per theme the shortest gap is three weeks (the weekend theme runs twice a week).
    expect(shortestGap).toBeGreaterThanOrEqual(14);
  });
});
