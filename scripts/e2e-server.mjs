#!/usr/bin/env node
// The server the Playwright tests run against: the production build on a fresh embedded database in a temp folder,
// with a known admin account (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, see e2e/tests/support.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-e2e-'));
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-123',
  COMMUNITY_URL: 'https://community.example.org/',
  // Known to e2e/crossword-answers.mjs, so the crossword tests can compute today's answers as the server does.
  CROSSWORD_SECRET: 'e2e-crossword-secret-known-to-the-playwright-tests',
});
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
const require = createRequire(import.meta.url);
await require(path.join(root, 'api', 'dist', 'server.js')).main();
