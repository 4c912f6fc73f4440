/**
 * The grid report: consecutive days of daily puzzles generated exactly as the server generates them (each day's
 * history is the puzzles of the HISTORY_DAYS before it), and what a solver would notice across them. Shared by
 * scripts/crossword-grid-report.mjs and the year test, so both measure the same thing.
 */
import { CROSSWORD, CROSSWORD_THEMES, type CrosswordTheme } from '@edna/shared-contracts';
import { dailyCandidates, generateDailyLayout } from './daily-puzzle';
import { HISTORY_DAYS, MIN_POOL, ROTATION_DAYS, type PuzzleHistoryEntry } from './generator';
import { gridFigures, gridLeaks, layoutProblems, type GridFigures, type GridLeak } from './layout';

const DAY_MS = 86_400_000;

export type LayoutKind = 'cycle' | 'tree' | 'loose' | 'built-in' | 'fallback';
export const LAYOUT_KINDS: readonly LayoutKind[] = ['cycle', 'tree', 'loose', 'built-in', 'fallback'];

export interface SimulatedDay {
  date: string;
  theme: CrosswordTheme;
  /** How the grid was made: a generated cycle, tree or loose layout, the built-in clues, or the fixed fallback. */
  kind: LayoutKind;
  answers: string[];
  figures: GridFigures;
  /** Broken grid rules (empty for a legal grid). */
  problems: string[];
  leaks: GridLeak[];
  /** Answers used again within ROTATION_DAYS, with the days since their previous use. */
  returns: { answer: string; daysSince: number }[];
  /** Pairs of this grid's answers that already shared an earlier grid. */
  repeatedPairs: string[];
  /** The theme's words not used within ROTATION_DAYS before this day. */
  freshWords: number;
  /** Wall-clock and CPU time of the generation (the CPU time is steadier on a busy machine). */
  milliseconds: number;
  cpuMilliseconds: number;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const daysBetween = (earlier: string, later: string) => Math.round((Date.parse(`${later}T00:00:00Z`) - Date.parse(`${earlier}T00:00:00Z`)) / DAY_MS);

/** Generates `days` consecutive daily puzzles from `from`, each with the history the server would read for it. */
export function simulateDailyPuzzles({ from, days, secret }: { from: string; days: number; secret: string }): SimulatedDay[] {
  const stored: PuzzleHistoryEntry[] = [];
  const lastUsed = new Map<string, string>();
  const pairsSeen = new Set<string>();
  const simulated: SimulatedDay[] = [];
  for (let day = 0; day < days; day += 1) {
    const date = addDays(from, day);
    const history = stored.filter((entry) => daysBetween(entry.puzzleDate, date) <= HISTORY_DAYS);
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const layout = generateDailyLayout(date, secret, history);
    const cpu = process.cpuUsage(cpuStarted);
    const milliseconds = performance.now() - started;

    const answers = layout.clues.map((clue) => clue.answer);
    const daysSince = (answer: string) => {
      const previous = lastUsed.get(answer);
      return previous === undefined ? Infinity : daysBetween(previous, date);
    };
    const themeAnswers = new Set(dailyCandidates(date).candidates.map((term) => term.answer));
    const figures = gridFigures(layout.clues);
    const pairs = answers.flatMap((answer, index) => answers.slice(index + 1).map((other) => [answer, other].sort().join('+')));
    simulated.push({
      date,
      theme: layout.theme,
      kind: layout.source === 'generated' ? figures.shape : layout.source,
      answers,
      figures,
      problems: layoutProblems(layout.clues, CROSSWORD.gridSize),
      leaks: gridLeaks(layout.clues),
      returns: answers.filter((answer) => daysSince(answer) <= ROTATION_DAYS).map((answer) => ({ answer, daysSince: daysSince(answer) })),
      repeatedPairs: pairs.filter((pair) => pairsSeen.has(pair)),
      freshWords: [...themeAnswers].filter((answer) => daysSince(answer) > ROTATION_DAYS).length,
      milliseconds,
      cpuMilliseconds: (cpu.user + cpu.system) / 1000,
    });
    for (const answer of answers) lastUsed.set(answer, date);
    for (const pair of pairs) pairsSeen.add(pair);
    stored.push({ puzzleDate: date, answers });
  }
  return simulated;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { median: 0, min: 0, max: 0 };
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number };
}

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

export interface ThemeFigures {
  theme: CrosswordTheme;
  /** Usable words of the theme (the built-in clues of its day sets included). */
  words: number;
  daysPlayed: number;
  distinctAnswers: number;
  /** The shortest number of days between two uses of one answer (Infinity when nothing returned). */
  shortestGap: number;
  /** The most-used answers, with how often they were used and what that makes per year. */
  mostUsed: { answer: string; uses: number; perYear: number }[];
  /** Days of this theme whose fresh pool was below MIN_POOL, so recently used words were drawn again. */
  smallPoolDays: number;
  medianFreshWords: number;
}

export interface GridReport {
  from: string;
  to: string;
  days: number;
  /** Days by number of crossings in the grid. */
  byCrossings: Map<number, number>;
  fourCrossingShare: number;
  crossedShare: Spread;
  cellsUsed: Spread;
  kinds: Map<LayoutKind, number>;
  illegal: { date: string; problems: string[] }[];
  leaks: { date: string; leak: GridLeak }[];
  returns: { date: string; answer: string; daysSince: number }[];
  /** Days whose grid put two words together again that had shared an earlier grid. */
  repeatedPairDays: number;
  generationMs: Spread & { p95: number };
  generationCpuMs: Spread & { p95: number };
  themes: ThemeFigures[];
}

const MOST_USED_SHOWN = 5;

export function summariseGrids(days: readonly SimulatedDay[]): GridReport {
  const count = <K>(keys: readonly K[]) => keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<K, number>());
  const byCrossings = count(days.map((day) => day.figures.crossings));
  const ms = days.map((day) => day.milliseconds);
  const cpuMs = days.map((day) => day.cpuMilliseconds);
  return {
    from: days[0]?.date ?? '',
    to: days[days.length - 1]?.date ?? '',
    days: days.length,
    byCrossings: new Map([...byCrossings].sort(([a], [b]) => a - b)),
    fourCrossingShare: days.length ? (byCrossings.get(4) ?? 0) / days.length : 0,
    crossedShare: spread(days.map((day) => day.figures.crossedShare)),
    cellsUsed: spread(days.map((day) => day.figures.cellsUsed)),
    kinds: count(days.map((day) => day.kind)),
    illegal: days.filter((day) => day.problems.length > 0).map(({ date, problems }) => ({ date, problems })),
    leaks: days.flatMap(({ date, leaks }) => leaks.map((leak) => ({ date, leak }))),
    returns: days.flatMap(({ date, returns }) => returns.map((entry) => ({ date, ...entry }))),
    repeatedPairDays: days.filter((day) => day.repeatedPairs.length > 0).length,
    generationMs: { ...spread(ms), p95: percentile(ms, 0.95) },
    generationCpuMs: { ...spread(cpuMs), p95: percentile(cpuMs, 0.95) },
    themes: CROSSWORD_THEMES.map((theme) => themeFigures(theme, days)),
  };
}

function themeFigures(theme: CrosswordTheme, allDays: readonly SimulatedDay[]): ThemeFigures {
  const days = allDays.filter((day) => day.theme === theme);
  const uses = new Map<string, string[]>();
  for (const day of days) for (const answer of day.answers) uses.set(answer, [...(uses.get(answer) ?? []), day.date]);
  const gaps = [...uses.values()].flatMap((dates) => dates.slice(1).map((date, index) => daysBetween(dates[index] as string, date)));
  const words = new Set(
    allDays
      .filter((day) => day.theme === theme)
      .flatMap((day) => dailyCandidates(day.date).candidates.map((term) => term.answer))
      .filter((answer) => /^[A-Z]{3,12}$/.test(answer)),
  );
  const perYear = (n: number) => (allDays.length ? (n * 365) / allDays.length : 0);
  return {
    theme,
    words: words.size,
    daysPlayed: days.length,
    distinctAnswers: uses.size,
    shortestGap: gaps.length ? Math.min(...gaps) : Infinity,
    mostUsed: [...uses]
      .map(([answer, dates]) => ({ answer, uses: dates.length, perYear: perYear(dates.length) }))
      .sort((a, b) => b.uses - a.uses || a.answer.localeCompare(b.answer))
      .slice(0, MOST_USED_SHOWN),
    smallPoolDays: days.filter((day) => day.freshWords < MIN_POOL).length,
    medianFreshWords: spread(days.map((day) => day.freshWords)).median,
  };
}

/** Listed items (leaks, returns, illegal grids) shown before the rest are only counted. */
const LISTED = 20;
const listed = <T>(items: readonly T[], line: (item: T) => string): string[] => [
  ...items.slice(0, LISTED).map(line),
  ...(items.length > LISTED ? [`  … and ${items.length - LISTED} more`] : []),
];

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const ofDays = (n: number, days: number) => `${n} (${percent(days ? n / days : 0)})`;

/** The report as plain text, one figure a line. */
export function formatGridReport(report: GridReport): string {
  const lines: string[] = [];
  const say = (line = '') => lines.push(line);
  say(`Crossword grid report: ${report.days} days, ${report.from} to ${report.to} (rotation ${ROTATION_DAYS} days, history ${HISTORY_DAYS} days)`);
  say();
  say('Crossings per grid');
  for (const [crossings, days] of report.byCrossings) say(`  ${crossings}: ${ofDays(days, report.days)} days`);
  say(`  four crossings: ${percent(report.fourCrossingShare)} of days (target at least 80%)`);
  say(`Share of letters crossed: median ${percent(report.crossedShare.median)} (min ${percent(report.crossedShare.min)}, max ${percent(report.crossedShare.max)})`);
  const cells = report.cellsUsed;
  say(`Cells used of ${CROSSWORD.gridSize ** 2}: median ${cells.median} = ${percent(cells.median / CROSSWORD.gridSize ** 2)} (min ${cells.min}, max ${cells.max})`);
  say(`Layout source: ${LAYOUT_KINDS.map((kind) => `${kind} ${ofDays(report.kinds.get(kind) ?? 0, report.days)}`).join(', ')}`);
  say(`Illegal grids: ${report.illegal.length}`);
  lines.push(...listed(report.illegal, ({ date, problems }) => `  ${date}: ${problems.join('; ')}`));
  say(`Same-grid leaks: ${report.leaks.length}`);
  lines.push(...listed(report.leaks, ({ date, leak }) => `  ${date}: the ${leak.field} of ${leak.answer} names ${leak.names}`));
  const returnDays = new Set(report.returns.map((entry) => entry.date)).size;
  say(`Days a word returns within ${ROTATION_DAYS} days: ${ofDays(returnDays, report.days)} (${report.returns.length} words)`);
  lines.push(...listed(report.returns, ({ date, answer, daysSince }) => `  ${date}: ${answer} after ${daysSince} days`));
  say(`Days that pair two words again that shared an earlier grid: ${ofDays(report.repeatedPairDays, report.days)}`);
  const time = (ms: GridReport['generationMs']) => `median ${ms.median.toFixed(1)} ms, 95th percentile ${ms.p95.toFixed(1)} ms, max ${ms.max.toFixed(1)} ms`;
  say(`Generation time per day: ${time(report.generationMs)} (CPU: ${time(report.generationCpuMs)})`);
  say();
  say('Themes');
  for (const theme of report.themes) {
    const gap = Number.isFinite(theme.shortestGap) ? `${theme.shortestGap} days` : 'none';
    say(`  ${theme.theme}: ${theme.words} words, ${theme.daysPlayed} days, ${theme.distinctAnswers} answers used, shortest return ${gap}`);
    say(`    fresh words (unused for ${ROTATION_DAYS} days) median ${theme.medianFreshWords}; days below ${MIN_POOL}, topped up with the least recently used: ${theme.smallPoolDays}`);
    say(`    most used: ${theme.mostUsed.map((entry) => `${entry.answer} ${entry.uses}x (${entry.perYear.toFixed(1)}/year)`).join(', ')}`);
  }
  return lines.join('\n');
}
