#!/usr/bin/env node
// The server the Playwright tests run against: the production build on a fresh embedded database in a temp folder,
// with a known admin account (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, see e2e/tests/support.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { E2E_ARCHIVE_DAYS, E2E_CROSSWORD_SECRET } from '../e2e/crossword-answers.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-e2e-'));
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123',
  COMMUNITY_URL: 'https://community.example.org/',
  // Known to e2e/crossword-answers.mjs, so the crossword tests can compute the answers as the server does: the same
  // secret, and the same archive days stored at start-up before today's puzzle.
  CROSSWORD_SECRET: E2E_CROSSWORD_SECRET,
  CROSSWORD_ARCHIVE_BACKFILL_DAYS: String(E2E_ARCHIVE_DAYS),
  // Every test plays from 127.0.0.1: the per-address limits of ranked play would turn later tests' sessions into
  // practice, so they are lifted unless a run sets them.
  CROSSWORD_RANKED_SESSIONS_PER_ADDRESS: process.env.CROSSWORD_RANKED_SESSIONS_PER_ADDRESS ?? '1000000',
  CROSSWORD_PROBE_MISTAKES_PER_ADDRESS: process.env.CROSSWORD_PROBE_MISTAKES_PER_ADDRESS ?? '1000000',
});
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const require = createRequire(import.meta.url);
await require(path.join(root, 'api', 'dist', 'server.js')).main();
