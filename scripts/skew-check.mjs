#!/usr/bin/env node
// The version-skew check: the shell and the remotes deploy on their own, so a release must run with the previous
// release's other half. It builds the shell and the remotes at the baseline commit (deploy/skew-baseline) in a git
// worktree, cached by commit under .skew-cache/ (npm ci and the front-end builds run once per baseline), builds this
// tree, and serves two mixes with this tree's production API on a fresh embedded database:
//   - this shell with the baseline's remotes;
//   - the baseline's shell with this tree's remotes.
// In Chromium, for each mix: /, /quiz, /crossword and /auth come up with no page error and no remote fallback, a
// quiz answer is kept over a reload, and a typed crossword letter is checked by the server. Prints a table; exits 1
// on any failure.
// Usage: node scripts/skew-check.mjs [--no-build]   (SKEW_PORT, default 3298; CHROMIUM_PATH)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { baselineCommit, buildBaseline, run } from './skew-baseline.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.SKEW_PORT ?? 3298);
const baseUrl = `http://localhost:${port}`;
const FRONT_ENDS = ['shell', 'quiz-app', 'crossword-app', 'admin-app'];
const FALLBACK_HEADING = 'This part of the site could not be loaded';
const started = Date.now();

function log(message) {
  console.log(`[skew ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
}

/** A folder laid out like the repository (the API's WEB_ROOT) whose shell and remotes come from the given trees. */
function mixFolder(shellTree, remotesTree) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-skew-'));
  for (const name of FRONT_ENDS) {
    fs.mkdirSync(path.join(dir, name));
    fs.symlinkSync(path.join(name === 'shell' ? shellTree : remotesTree, name, 'dist'), path.join(dir, name, 'dist'), 'dir');
  }
  return dir;
}

/** This tree's production API on a fresh embedded database (scripts/e2e-server.mjs), serving the mix's front ends. */
async function startServer(webRoot) {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
    env: { ...process.env, PORT: String(port), WEB_ROOT: webRoot, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        return async () => {
          server.kill('SIGTERM');
          await exited;
        };
      }
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

/** A fresh browser context whose page errors and remote fallbacks fail the check. */
async function openPage(browser) {
  const context = await browser.newContext({ baseURL: baseUrl });
  // No cookie banner over the pages.
  await context.addInitScript(() => globalThis.localStorage.setItem('cookieConsent', 'declined'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.setDefaultTimeout(20_000);
  return { context, page, errors };
}

async function expectNoFailure(page, errors) {
  await page.waitForLoadState('networkidle');
  if (await page.getByRole('heading', { name: FALLBACK_HEADING }).count()) throw new Error('the remote fallback shows');
  if (errors.length > 0) throw new Error(`page error: ${errors.join(' | ')}`);
}

const ROUTES = [
  ['/', 'Crack Your Entrepreneurial DNA'],
  ['/quiz', 'Welcome to the Entrepreneurial DNA Quiz'],
  ['/crossword', 'Daily Business Theory Challenge'],
  ['/auth', 'Admin login'],
];

async function routeComesUp(browser, route, heading) {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(route);
    await page.getByRole('heading', { name: heading }).first().waitFor();
    await expectNoFailure(page, errors);
  } finally {
    await context.close();
  }
}

async function quizAnswerIsKept(browser) {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/quiz');
    const guide = page.getByRole('dialog', { name: 'Welcome to the Entrepreneurial DNA Quiz' });
    await guide.getByRole('button', { name: 'Skip to Quiz' }).click();
    await guide.waitFor({ state: 'hidden' });
    const choice = page.getByRole('radiogroup').getByRole('radio').nth(2);
    await choice.click();
    await page.waitForFunction(() => globalThis.document.querySelectorAll('[role="radiogroup"] [role="radio"][aria-checked="true"]').length === 1);
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByText('Question 2 of 20', { exact: true }).waitFor();
    await page.reload();
    await page.getByText('Question 2 of 20', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Question 1 of 20', { exact: true }).waitFor();
    const checked = await page
      .getByRole('radiogroup')
      .getByRole('radio')
      .evaluateAll((radios) => radios.findIndex((radio) => radio.getAttribute('aria-checked') === 'true'));
    if (checked !== 2) throw new Error(`after a reload, option ${checked + 1} is selected instead of option 3`);
    await expectNoFailure(page, errors);
  } finally {
    await context.close();
  }
}

async function crosswordLetterIsChecked(browser) {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto('/crossword');
    await page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' }).waitFor();
    // The session has started once the grid's inputs are writable.
    const square = page.getByRole('grid').locator('input[tabindex="0"]:not([readonly])');
    await square.waitFor();
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/crossword/check') && response.request().method() === 'POST');
    await square.focus();
    await page.keyboard.press('E');
    const response = await checked;
    if (response.status() !== 200) throw new Error(`the letter check answered ${response.status()}`);
    const body = await response.json();
    if (typeof body !== 'object' || body === null || !('correct' in body)) throw new Error(`the letter check answered ${JSON.stringify(body)}`);
    await expectNoFailure(page, errors);
  } finally {
    await context.close();
  }
}

async function checkMix(browser, label, shellTree, remotesTree) {
  const webRoot = mixFolder(shellTree, remotesTree);
  const stop = await startServer(webRoot);
  const results = [];
  const record = async (check, action) => {
    const checkStarted = Date.now();
    try {
      await action();
      results.push({ mix: label, check, result: 'pass', seconds: ((Date.now() - checkStarted) / 1000).toFixed(1) });
    } catch (error) {
      results.push({ mix: label, check, result: `FAIL: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`, seconds: ((Date.now() - checkStarted) / 1000).toFixed(1) });
    }
  };
  try {
    for (const [route, heading] of ROUTES) await record(`${route} comes up`, () => routeComesUp(browser, route, heading));
    await record('a quiz answer is kept over a reload', () => quizAnswerIsKept(browser));
    await record('a crossword letter is checked', () => crosswordLetterIsChecked(browser));
  } finally {
    await stop();
    fs.rmSync(webRoot, { recursive: true, force: true });
  }
  return results;
}

const commit = baselineCommit();
const baselineTree = buildBaseline(commit, log);
if (!process.argv.includes('--no-build')) {
  log('building this tree');
  run(process.execPath, [path.join(root, 'scripts', 'build.mjs')], root);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = [];
try {
  const short = commit.slice(0, 7);
  log(`mix 1: this shell, the remotes of ${short}`);
  results.push(...(await checkMix(browser, `this shell + ${short} remotes`, root, baselineTree)));
  log(`mix 2: the shell of ${short}, this tree's remotes`);
  results.push(...(await checkMix(browser, `${short} shell + these remotes`, baselineTree, root)));
} finally {
  await browser.close();
}
console.table(results);
const failed = results.filter((result) => result.result !== 'pass');
log(failed.length === 0 ? `passed: ${results.length} checks` : `FAILED: ${failed.length} of ${results.length} checks`);
process.exitCode = failed.length === 0 ? 0 : 1;
