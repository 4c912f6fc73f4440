#!/usr/bin/env node
// Prints the crossword grid report: consecutive daily puzzles generated exactly as the server generates them (the
// API's own generator and today's term bank, run from the TypeScript sources through tsx, so no build is needed),
// then the distribution of crossings, letters crossed, cells used, layout sources, words back within the rotation
// window, same-grid leaks, the most-used answers per theme and the generation time per day.
// Usage: node scripts/crossword-grid-report.mjs [--days 365] [--from YYYY-MM-DD] [--secret TEXT]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// The workspace packages resolve to their sources under this condition (as in `npm run dev`).
const SOURCE_CONDITION = '--conditions=@edna/source';

if (!process.execArgv.includes(SOURCE_CONDITION)) {
  const tsx = import.meta.resolve('tsx');
  const child = spawnSync(process.execPath, [SOURCE_CONDITION, '--import', tsx, fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}

const usage = 'Usage: node scripts/crossword-grid-report.mjs [--days 365] [--from YYYY-MM-DD] [--secret TEXT]';
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      days: { type: 'string', default: '365' },
      from: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      // Any fixed text: the figures barely depend on it, but the grids do.
      secret: { type: 'string', default: 'crossword-grid-report' },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const days = Number(options.days);
if (!Number.isInteger(days) || days < 1 || days > 3650) {
  console.error(`--days must be a whole number from 1 to 3650.\n${usage}`);
  process.exit(2);
}
const fromTime = Date.parse(`${options.from}T00:00:00Z`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(options.from) || Number.isNaN(fromTime) || new Date(fromTime).toISOString().slice(0, 10) !== options.from) {
  console.error(`--from must be a date as YYYY-MM-DD.\n${usage}`);
  process.exit(2);
}

const { simulateDailyPuzzles, summariseGrids, formatGridReport } = await import('../api/src/features/crossword/grid-report.ts');
console.log(formatGridReport(summariseGrids(simulateDailyPuzzles({ from: options.from, days, secret: options.secret }))));
