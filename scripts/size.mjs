#!/usr/bin/env node
// `npm run size`: builds, serves the production build, visits `/` and `/crossword` in a fresh Chromium each, and
// prints the gzipped JavaScript each first visit downloads (shell + remote + shared). Fails above the budget of
// either route: 150 KB for / and 170 KB for /crossword (docs/performance.md has the figures). It also visits /quiz and
// fails when a first visit to any of the three downloads a source file twice (found through the scripts' source maps).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { serveProductionBuild } from './production-server.mjs';

const BUDGETS_KB = { '/': 150, '/crossword': 170 };
const port = Number(process.env.SIZE_PORT ?? 3299);
const root = path.resolve(import.meta.dirname, '..');
const { baseUrl, ready: waitForServer, stop: stopServer } = serveProductionBuild(port, { build: !process.argv.includes('--no-build') });

/** The built file behind a script's path on the production server (a remote's files are under /remotes/<key>/). */
function builtFile(urlPath) {
  const remote = urlPath.match(/^\/remotes\/([^/]+)\/(.+)$/);
  return remote ? path.join(root, `${remote[1]}-app`, 'dist', remote[2]) : path.join(root, 'shell', 'dist', urlPath.slice(1));
}

/** Source files that more than one of the scripts carries, from their source maps, with the scripts that do. */
function sourcesShippedTwice(scripts) {
  const scriptsBySource = new Map();
  for (const script of scripts) {
    const file = builtFile(script.url.split('?')[0]);
    if (!fs.existsSync(`${file}.map`)) continue;
    const appDir = path.dirname(path.dirname(file));
    for (const source of JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')).sources) {
      // Module files only: the bundler's runtime helpers and each container's generated start-up code are per build,
      // and so is Module Federation's bundler runtime (it holds one container's state: each container has its own).
      const relative = source.replace(/^webpack:\/\/[^/]*\//, '');
      if (!relative.startsWith('./') && !relative.startsWith('../')) continue;
      if (/[\\/]node_modules[\\/]@module-federation[\\/]/.test(relative)) continue;
      const absolute = path.relative(root, path.resolve(appDir, relative));
      scriptsBySource.set(absolute, [...(scriptsBySource.get(absolute) ?? []), script.url]);
    }
  }
  return [...scriptsBySource].filter(([, urls]) => urls.length > 1);
}

/**
 * Counts the scripts of a first visit: the heading is in the document before any script runs, and the start script
 * preloads the remote's files whether or not the app runs, so the visit waits until the app has rendered the page
 * (`html[data-page-ready]`, shell/src/shared/page-ready.tsx) and the page's remote has delivered a script, then for
 * the network to go quiet. A build whose app never starts fails here instead of measuring small.
 */
async function measure(browser, route, expectHeading, remote) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || response.status() !== 200) return;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: url.replace(baseUrl, ''), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${baseUrl}${route}`);
  await page.getByRole('heading', { name: expectHeading }).waitFor();
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    (prefix) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(prefix) && entry.name.endsWith('.js')),
    `/remotes/${remote}/`,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  await context.close();
  scripts.sort((a, b) => b.gzip - a.gzip);
  const totalKb = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
  console.log(`\nFirst visit to ${route}: ${scripts.length} scripts, ${totalKb.toFixed(1)} KB gzip`);
  console.table(scripts.map((script) => ({ script: script.url, 'raw KB': (script.raw / 1024).toFixed(1), 'gzip KB': (script.gzip / 1024).toFixed(1) })));
  const twice = sourcesShippedTwice(scripts);
  for (const [source, urls] of twice) console.error(`FAIL: ${route} downloads ${source} in ${urls.length} scripts: ${urls.join(', ')}`);
  if (twice.length > 0) process.exitCode = 1;
  return totalKb;
}

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  const home = await measure(browser, '/', 'Crack Your Entrepreneurial DNA', 'quiz');
  const crossword = await measure(browser, '/crossword', 'Daily Business Theory Challenge', 'crossword');
  // A first visit to the quiz opens with its guide (a dialog).
  await measure(browser, '/quiz', 'Welcome to the Entrepreneurial DNA Quiz', 'quiz');
  await browser.close();
  for (const [route, kb] of [['/', home], ['/crossword', crossword]]) {
    const budget = BUDGETS_KB[route];
    if (kb > budget) {
      console.error(`FAIL: the first visit to ${route} downloads ${kb.toFixed(1)} KB of JavaScript, above the ${budget} KB budget`);
      process.exitCode = 1;
    } else {
      console.log(`PASS: ${route} ${kb.toFixed(1)} KB gzip is within the ${budget} KB budget`);
    }
  }
} finally {
  stopServer();
}
