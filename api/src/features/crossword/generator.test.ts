import fc from 'fast-check';
import { CROSSWORD } from '@edna/shared-contracts';
import { bestCycles, cyclePlacements } from './cycle-layout';
import { CYCLE_POOL, FALLBACK_ROWS, MIN_POOL, ROTATION_DAYS, fallbackLayout, generatePuzzleLayout, rotationPool } from './generator';
import { FALLBACK_TERMS } from './fallback-terms';
import { gridFigures, gridLeaks, isInterlocked, layoutProblems, toPuzzleView, type PuzzleTerm } from './layout';

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

const answersOf = (layout: { clues: readonly { answer: string }[] }) => layout.clues.map((clue) => clue.answer);

describe('cycle search', () => {
  const cycleWords = WORDS.slice(0, 12);

  it('finds two across and two down words that cross each other twice, and lays them out legally', () => {
    // S C A T
    // . U . O     SCAT and BYE across, CUB and TOE down
    // . B Y E
    const answers = ['SCAT', 'BYE', 'CUB', 'TOE'];
    const cycles = bestCycles(answers, 12, { score: () => 1, keep: 10, visitLimit: 1000 });
    expect(cycles.map((cycle) => cyclePlacements(cycle, answers))).toContainEqual([
      { answer: 'SCAT', direction: 'across', startRow: 0, startCol: 0 },
      { answer: 'BYE', direction: 'across', startRow: 2, startCol: 1 },
      { answer: 'CUB', direction: 'down', startRow: 0, startCol: 1 },
      { answer: 'TOE', direction: 'down', startRow: 0, startCol: 3 },
    ]);
    for (const cycle of cycles) {
      const placements = cyclePlacements(cycle, answers);
      expect(layoutProblems(placements, 12)).toEqual([]);
      expect(gridFigures(placements)).toMatchObject({ shape: 'cycle', crossings: 4 });
      expect(new Set(placements.map((placement) => placement.answer)).size).toBe(4);
    }
  });

  it('finds no cycle when no two words can meet at both ends of a parallel pair', () => {
    expect(bestCycles(['ABCDEFGH', 'ZAZ', 'YCY', 'WEW'], 12, { score: () => 1, keep: 10, visitLimit: 1000 })).toEqual([]);
  });

  it('never lets an across and a down word start on the same cell (each clue has its own number)', () => {
    // CAT/BYE/CUB/TOE only make a 3x3 ring whose top-left cell starts two words.
    expect(bestCycles(['CAT', 'BYE', 'CUB', 'TOE'], 12, { score: () => 1, keep: 10, visitLimit: 1000 })).toEqual([]);
  });

  it('leaves out cycles wider or taller than the grid', () => {
    const answers = ['SCAT', 'BYE', 'CUB', 'TOE'];
    expect(bestCycles(answers, 4, { score: () => 1, keep: 10, visitLimit: 1000 }).length).toBeGreaterThan(0);
    expect(bestCycles(answers, 3, { score: () => 1, keep: 10, visitLimit: 1000 })).toEqual([]);
  });

  it('keeps the best-scored cycles, best first, and leaves out the ones scored -Infinity', () => {
    const scores = new Map<string, number>();
    const keyOf = (cycle: { upper: number; lower: number; left: number; right: number; upperAt: number; lowerAt: number; leftAt: number; rightAt: number }) =>
      JSON.stringify([cycle.upper, cycle.lower, cycle.left, cycle.right, cycle.upperAt, cycle.lowerAt, cycle.leftAt, cycle.rightAt]);
    let visits = 0;
    const score = (cycle: Parameters<typeof keyOf>[0]) => {
      visits += 1;
      const value = cycle.upper === 0 ? -Infinity : visits;
      scores.set(keyOf(cycle), value);
      return value;
    };
    const best = bestCycles(cycleWords, 12, { score, keep: 3, visitLimit: 100_000 });
    expect(scores.size).toBeGreaterThan(10);
    expect([...scores.values()]).toContain(-Infinity);
    const allowed = [...scores.values()].filter((value) => value !== -Infinity).sort((a, b) => b - a);
    expect(best.map((cycle) => scores.get(keyOf(cycle)))).toEqual(allowed.slice(0, 3));
    expect(best.every((cycle) => cycle.upper !== 0)).toBe(true);
  });

  it('stops after the visit limit', () => {
    const scoredWithin = (visitLimit: number) => {
      let scored = 0;
      bestCycles(cycleWords, 12, { score: () => (scored += 1), keep: 1, visitLimit });
      return scored;
    };
    expect(scoredWithin(100_000)).toBeGreaterThan(50);
    expect(scoredWithin(50)).toBeGreaterThan(0);
    expect(scoredWithin(50)).toBeLessThanOrEqual(50);
  });

  it('only ever returns legal cycles that fit the grid, for any words', () => {
    const word = fc.string({ unit: fc.constantFrom(...'AEINORST'), minLength: 3, maxLength: 12 });
    fc.assert(
      fc.property(fc.uniqueArray(word, { minLength: 4, maxLength: 9 }), fc.integer({ min: 6, max: 12 }), (answers, size) => {
        for (const cycle of bestCycles(answers, size, { score: () => Math.random(), keep: 20, visitLimit: 2000 })) {
          const placements = cyclePlacements(cycle, answers);
          expect(layoutProblems(placements, size)).toEqual([]);
          expect(gridFigures(placements)).toMatchObject({ shape: 'cycle', crossings: 4, width: cycle.width, height: cycle.height });
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('daily puzzle generator', () => {
  it('interlocks four words in a cycle inside the 12x12 grid, legally, numbered 1 to 4 in reading order', () => {
    for (let day = 0; day < 60; day += 1) {
      const date = dateAfter('2026-01-01', day);
      const { source, clues } = generatePuzzleLayout({ date, secret: SECRET, candidates: BANK, builtIn: BUILT_IN });
      expect(source).toBe('generated');
      expect(gridFigures(clues)).toMatchObject({ shape: 'cycle', crossings: 4 });
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

  it('gives the same grid for the same date, secret and history', () => {
    const options = { date: '2026-03-04', secret: SECRET, candidates: BANK, builtIn: BUILT_IN };
    expect(generatePuzzleLayout(options)).toEqual(generatePuzzleLayout({ ...options }));
    const history = [
      { puzzleDate: '2026-02-25', answers: WORDS.slice(0, 4) },
      { puzzleDate: '2025-12-01', answers: WORDS.slice(4, 8) },
    ];
    const withHistory = generatePuzzleLayout({ ...options, history });
    expect(generatePuzzleLayout({ ...options, history: [...history].reverse() })).toEqual(withHistory);
    expect(answersOf(withHistory)).not.toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${WORDS.slice(0, 4).join('|')})$`))]));
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

  it('draws a cycle from the least recently used words first', () => {
    const candidates = BANK.slice(0, 32);
    // Half the words were used 70 to 84 days ago (beyond the rotation window), half never: the cycle takes the latter.
    const history = WORDS.slice(0, 16).map((answer, index) => ({ puzzleDate: dateAfter('2026-03-01', -70 - index), answers: [answer] }));
    const unused = new Set(WORDS.slice(16, 32));
    expect(CYCLE_POOL).toBeLessThanOrEqual(unused.size);
    for (let day = 0; day < 10; day += 1) {
      const layout = generatePuzzleLayout({ date: dateAfter('2026-03-01', day), secret: SECRET, candidates, builtIn: BUILT_IN, history });
      expect(gridFigures(layout.clues).shape).toBe('cycle');
      expect(answersOf(layout).filter((answer) => !unused.has(answer))).toEqual([]);
    }
  });

  it('avoids putting words together again that already shared a grid', () => {
    const candidates = BANK.slice(0, CYCLE_POOL);
    for (let day = 0; day < 10; day += 1) {
      const date = dateAfter('2026-04-01', day);
      const first = answersOf(generatePuzzleLayout({ date, secret: SECRET, candidates, builtIn: BUILT_IN }));
      // Every word was used equally long ago; only the first grid's words were used together.
      const longAgo = dateAfter(date, -(ROTATION_DAYS + 30));
      const history = [
        { puzzleDate: longAgo, answers: first },
        ...candidates.filter((entry) => !first.includes(entry.answer)).map((entry) => ({ puzzleDate: longAgo, answers: [entry.answer] })),
      ];
      const again = answersOf(generatePuzzleLayout({ date, secret: SECRET, candidates, builtIn: BUILT_IN, history }));
      expect(again.filter((answer) => first.includes(answer)).length).toBeLessThanOrEqual(1);
    }
  });

  it('never puts a word in a grid with another whose texts name its answer', () => {
    // SCAT, BYE and CUB make a cycle with TOE or with TIE; TOE's insight names SCAT, so only TIE may close it.
    const candidates = [...['SCAT', 'BYE', 'CUB', 'TIE'].map(term), { ...term('TOE'), insight: 'Tap it like a scat singer keeps time.' }];
    const chosen = new Set<string>();
    for (let day = 0; day < 20; day += 1) {
      const layout = generatePuzzleLayout({ date: dateAfter('2026-05-01', day), secret: SECRET, candidates, builtIn: BUILT_IN });
      expect(gridFigures(layout.clues).shape).toBe('cycle');
      expect(gridLeaks(layout.clues)).toEqual([]);
      answersOf(layout).forEach((answer) => chosen.add(answer));
    }
    expect(chosen.has('TOE')).toBe(false);
    expect(chosen.has('TIE')).toBe(true);
  });

  it('still finds a leak-free cycle when all the best-scored ones leak', () => {
    // Short words score best (more of their letters are crossed), but every one names all the others, so a grid may
    // hold only one of them; the long words must fill the other three places.
    const short = ['TEA', 'EAT', 'ATE', 'TAN', 'ANT', 'NET', 'TEN', 'SEA', 'SET', 'ART', 'RAT', 'TAR'];
    const candidates = [...short.map((answer) => ({ ...term(answer), insight: `Think of ${short.join(', ')}.` })), ...BANK.slice(0, 6)];
    for (let day = 0; day < 9; day += 1) {
      const layout = generatePuzzleLayout({ date: dateAfter('2026-06-10', day), secret: SECRET, candidates, builtIn: BUILT_IN });
      expect(gridFigures(layout.clues).shape).toBe('cycle');
      expect(answersOf(layout).filter((answer) => short.includes(answer)).length).toBeLessThanOrEqual(1);
    }
  });

  it('lists every text of a grid that names another of its answers, by field', () => {
    const grid = [
      { ...term('ANCHORING'), insight: 'Close kin of the halo effect.' },
      { ...term('HALO'), businessConcept: 'Halo effect after anchoring' },
      { ...term('FRAMING'), hints: ['A conceptual pointer.', 'Not quite a halo.'] as const },
      { ...term('RATIO'), clue: 'Framing a number against another' },
    ];
    expect(gridLeaks(grid)).toEqual([
      { answer: 'ANCHORING', field: 'insight', names: 'HALO' },
      { answer: 'HALO', field: 'concept', names: 'ANCHORING' },
      { answer: 'FRAMING', field: 'simpler hint', names: 'HALO' },
      { answer: 'RATIO', field: 'clue', names: 'FRAMING' },
    ]);
    expect(gridLeaks(BANK.slice(0, 4))).toEqual([]);
  });

  it('falls back to a tree, still leak-free, when the words make no cycle', () => {
    const star = ['ABCDEFGH', 'ZAZ', 'YCY', 'WEW'].map(term);
    const layout = generatePuzzleLayout({ date: '2026-06-05', secret: SECRET, candidates: star, builtIn: BUILT_IN });
    expect(layout.source).toBe('generated');
    expect(gridFigures(layout.clues)).toMatchObject({ shape: 'tree', crossings: 3 });
    expect(layoutProblems(layout.clues, 12)).toEqual([]);
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
    expect(gridFigures(loose.clues)).toMatchObject({ shape: 'loose', crossings: 0 });
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
