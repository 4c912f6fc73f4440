#!/usr/bin/env node
// Prints today's crossword (UTC) with its answers as JSON, computed exactly as the e2e server computes it: the
// built API's own generator, the CROSSWORD_SECRET that scripts/e2e-server.mjs sets, and a fresh database (no
// earlier puzzles, so no rotation history). The server has no endpoint that reveals answers; the tests use this.
// Usage: node e2e/crossword-answers.mjs [YYYY-MM-DD]
import path from 'node:path';
import { createRequire } from 'node:module';

export const E2E_CROSSWORD_SECRET = 'e2e-crossword-secret-known-to-the-playwright-tests';

const require = createRequire(import.meta.url);
const { generateDailyLayout } = require(path.resolve(import.meta.dirname, '..', 'api', 'dist', 'features', 'crossword', 'daily-puzzle.js'));
const date = process.argv[2] ?? new Date().toISOString().slice(0, 10);
const layout = generateDailyLayout(date, E2E_CROSSWORD_SECRET, []);
process.stdout.write(
  JSON.stringify({
    puzzleDate: date,
    theme: layout.theme,
    clues: layout.clues.map(({ id, number, direction, answer, startRow, startCol, businessConcept }) => ({ id, number, direction, answer, startRow, startCol, businessConcept })),
  }),
);
