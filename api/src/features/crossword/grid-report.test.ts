import { dailyCandidates } from './daily-puzzle';
import { ROTATION_DAYS } from './generator';
import { formatGridReport, simulateDailyPuzzles, summariseGrids, type GridReport, type SimulatedDay } from './grid-report';

// The grid report's own simulation, on the real term bank: a year of daily puzzles, each generated with the history
// the server would read for it. The rotation target needs the full bank (about 56 words per weekday theme and 96 for
// the weekend theme); with a smaller bank words come back early and that test fails, naming them.
const SECRET = 'grid-report-test-secret';

describe('a year of daily puzzles from the term bank', () => {
  let days: SimulatedDay[];
  let report: GridReport;

  beforeAll(() => {
    days = simulateDailyPuzzles({ from: '2026-01-01', days: 365, secret: SECRET });
    report = summariseGrids(days);
  });

  it('gives every day a legal grid of four words of its theme', () => {
    expect(report.illegal).toEqual([]);
    for (const day of days) {
      const themeAnswers = new Set(dailyCandidates(day.date).candidates.map((term) => term.answer));
      expect({ date: day.date, answers: day.answers.filter((answer) => !themeAnswers.has(answer)) }).toEqual({ date: day.date, answers: [] });
      expect(day.answers).toHaveLength(4);
    }
  });

  it('interlocks the four words in a cycle (four crossings) on at least 80% of days', () => {
    expect(report.fourCrossingShare).toBeGreaterThanOrEqual(0.8);
  });

  it('never pairs a word with another whose texts name its answer', () => {
    expect(report.leaks).toEqual([]);
  });

  it(`brings no answer back within ${ROTATION_DAYS} days`, () => {
    expect({ words: report.returns.length, first: report.returns.slice(0, 5) }).toEqual({ words: 0, first: [] });
  });

  it('reports the figures it was asked for', () => {
    const text = formatGridReport(report);
    expect(text).toContain(`365 days, 2026-01-01 to 2026-12-31`);
    expect(text).toMatch(/four crossings: \d+\.\d% of days/);
    expect(text).toMatch(/Share of letters crossed: median \d+\.\d%/);
    expect(text).toMatch(/Cells used of 144: median \d+/);
    expect(text).toMatch(/Layout source: cycle \d+/);
    expect(text).toMatch(new RegExp(`Days a word returns within ${ROTATION_DAYS} days: \\d+`));
    expect(text).toMatch(/Same-grid leaks: \d+/);
    expect(text).toMatch(/Leadership & Culture: \d+ words, 104 days/);
    expect(text).toMatch(/most used: [A-Z]+ \d+x \(\d+\.\d\/year\)/);
  });
});
