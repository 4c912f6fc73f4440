#!/usr/bin/env node
// Prints a day's crossword (UTC; today by default) with its answers as JSON, computed exactly as the e2e server
// computes it: the built API's own generator, the CROSSWORD_SECRET that scripts/e2e-server.mjs sets, and the same
// history — a fresh database whose start-up backfill stored the E2E_ARCHIVE_DAYS days before today, oldest first,
// then today's puzzle on the first request. The server has no endpoint that reveals answers; the tests use this.
// Usage: node e2e/crossword-answers.mjs [YYYY-MM-DD]   (today, or one of the E2E_ARCHIVE_DAYS archive days)
//        node e2e/crossword-answers.mjs --server-env   (the environment a server of a test's own needs for these answers)
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const E2E_CROSSWORD_SECRET = 'e2e-crossword-secret-known-to-the-playwright-tests';
/** Past days the e2e server stores at start-up (CROSSWORD_ARCHIVE_BACKFILL_DAYS), so the archive has puzzles. */
export const E2E_ARCHIVE_DAYS = 7;

/** The puzzle of `date` with answers, as the e2e server stored it. */
export function e2eSolution(date = new Date().toISOString().slice(0, 10)) {
  const require = createRequire(import.meta.url);
  const archive = require(path.resolve(import.meta.dirname, '..', 'api', 'dist', 'features', 'crossword', 'archive.js'));
  const today = new Date().toISOString().slice(0, 10);
  const replayed = archive.replayDailyLayouts([...archive.backfillDates(today, E2E_ARCHIVE_DAYS), today], E2E_CROSSWORD_SECRET);
  const layout = replayed.get(date);
  if (!layout) throw new Error(`${date} is neither today (${today}) nor one of the ${E2E_ARCHIVE_DAYS} archive days before it`);
  return {
    puzzleDate: date,
    theme: layout.theme,
    clues: layout.clues.map(({ id, number, direction, answer, startRow, startCol, businessConcept }) => ({ id, number, direction, answer, startRow, startCol, businessConcept })),
  };
}

/** The environment a server needs so that e2eSolution computes its puzzles (the e2e server sets the same). */
export const E2E_CROSSWORD_ENV = { CROSSWORD_SECRET: E2E_CROSSWORD_SECRET, CROSSWORD_ARCHIVE_BACKFILL_DAYS: String(E2E_ARCHIVE_DAYS) };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const answer = process.argv[2] === '--server-env' ? E2E_CROSSWORD_ENV : e2eSolution(process.argv[2]);
  process.stdout.write(JSON.stringify(answer));
}
