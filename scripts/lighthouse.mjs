#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slowdown) on every public route of
// the production build, served on a fresh embedded database. Prints one row per route (median of --runs N, default
// 3) and fails below the budget: performance 90, accessibility / best practices / SEO 100, CLS 0.05. The budget sits
// under the goal (performance 95, CLS 0.02) so that a busy machine does not fail CI; the table shows the goal too.
//
// Options: --runs N, --no-build (use the existing build), --routes /,/crossword (a subset), --save DIR (the reports).
// Environment: LIGHTHOUSE_PORT (default 4320) for the server, CHROMIUM_PATH (default /usr/bin/chromium).
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { serveProductionBuild } from './production-server.mjs';

const DEFAULT_BUDGET = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.05 };
const GOAL = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A stored quiz result, in the shape the quiz keeps in session storage, so /results shows a result. */
const STORED_RESULT = {
  primaryCategory: 'Hustler',
  secondaryCategory: 'Craftsman',
  visionaryPercentage: 10,
  pragmatistPercentage: 15,
  hustlerPercentage: 40,
  craftsmanPercentage: 25,
  socialDriverPercentage: 10,
  balanceScore: 45,
  dominantTraitScore: 25,
  personalityTraits: { innovation: 1, risk: 5, analysis: 1.5, patience: 4, execution: 4, quality: 2.5, impact: 1, teamwork: 1 },
  resultId: '2b5c2f8e-1f9d-4c39-9b57-4d1f0a4f6a11',
};

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Math.max(1, Math.min(15, Number(option('--runs') ?? 3) || 3));
/**
 * --performance-budget N sets another performance floor (to try a page against a stricter or looser one; the other
 * budgets stay strict).
 */
const BUDGET = { ...DEFAULT_BUDGET, performance: Number(option('--performance-budget') ?? DEFAULT_BUDGET.performance) };
/** --save DIR keeps every Lighthouse report (JSON) there, to see which audits cost points. */
const saveDir = option('--save');
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4320);
const { baseUrl, ready: waitForServer, stop: stopServer } = serveProductionBuild(port, { build: !args.includes('--no-build') });

/** A share page to measure: a badge created through the API, as the results page does. */
async function createSharePath() {
  const response = await fetch(`${baseUrl}/api/generate-share-badge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ type: 'Hustler' }),
  });
  if (!response.ok) throw new Error(`POST /api/generate-share-badge answered ${response.status}: ${await response.text()}`);
  const { shareUrl } = await response.json();
  return new URL(shareUrl).pathname;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse navigation of `route` in a fresh Chromium; `prepare` runs in the page before its own scripts. */
async function audit(route, prepare) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const [page] = await browser.pages();
    if (prepare) await page.evaluateOnNewDocument(prepare.script, prepare.argument);
    const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, undefined, page);
    const { lhr } = result;
    if (saveDir) fs.writeFileSync(path.join(saveDir, `${route.replaceAll('/', '_') || 'root'}-${Date.now()}.json`), result.report);
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failing = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => ref.id);
    return {
      scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)])),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      failing: Object.fromEntries(CATEGORIES.filter((category) => category !== 'performance').map((category) => [category, failing(category)])),
    };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

/** Lighthouse sometimes loses the trace of a load on a busy machine (NO_NAVSTART): such a run is repeated, twice at most. */
async function auditWithRetry(route, prepare) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(route, prepare);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${error.message}; running it again`);
    }
  }
}

const storeResult = {
  script: (value) => sessionStorage.setItem('quizResult', value),
  argument: JSON.stringify(STORED_RESULT),
};

try {
  await waitForServer();
  const sharePath = await createSharePath();
  const allRoutes = [
    { route: '/' },
    { route: '/quiz' },
    { route: '/results', prepare: storeResult },
    { route: '/crossword' },
    { route: '/privacy' },
    { route: sharePath, label: '/share/{id}' },
  ];
  const only = option('--routes')?.split(',');
  const routes = only ? allRoutes.filter(({ route, label }) => only.includes(label ?? route) || only.includes(route)) : allRoutes;

  // One warm-up visit, so the first measured run does not pay for the server's cold start.
  await auditWithRetry('/privacy');

  const rows = [];
  const failures = [];
  for (const { route, label = route, prepare } of routes) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await auditWithRetry(route, prepare));
    const row = {
      route: label,
      perf: median(samples.map((sample) => sample.scores.performance)),
      a11y: median(samples.map((sample) => sample.scores.accessibility)),
      bp: median(samples.map((sample) => sample.scores['best-practices'])),
      seo: median(samples.map((sample) => sample.scores.seo)),
      lcpMs: median(samples.map((sample) => sample.lcpMs)),
      tbtMs: median(samples.map((sample) => sample.tbtMs)),
      cls: median(samples.map((sample) => sample.cls)),
    };
    rows.push(row);
    console.log(`measured ${label}: ${samples.map((sample) => sample.scores.performance).join(', ')}`);
    const failingAudits = [...new Set(samples.flatMap((sample) => Object.values(sample.failing).flat()))];
    if (row.perf < BUDGET.performance) failures.push(`${label}: performance ${row.perf} < ${BUDGET.performance}`);
    if (row.a11y < BUDGET.accessibility) failures.push(`${label}: accessibility ${row.a11y} < 100`);
    if (row.bp < BUDGET['best-practices']) failures.push(`${label}: best practices ${row.bp} < 100`);
    if (row.seo < BUDGET.seo) failures.push(`${label}: SEO ${row.seo} < 100`);
    if (row.cls > BUDGET.cls) failures.push(`${label}: CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`);
    if (failingAudits.length) console.log(`  audits below 100 in some run: ${failingAudits.join(', ')}`);
  }

  const meetsGoal = (row) => row.perf >= GOAL.performance && row.lcpMs <= GOAL.lcpMs && row.tbtMs <= GOAL.tbtMs && row.cls <= GOAL.cls;
  console.log(`\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset\n`);
  console.log('| Route | Perf | A11y | Best practices | SEO | LCP | TBT | CLS | Goal |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| \`${row.route}\` | ${row.perf} | ${row.a11y} | ${row.bp} | ${row.seo} | ${(row.lcpMs / 1000).toFixed(1)} s | ${Math.round(row.tbtMs)} ms | ${row.cls.toFixed(3)} | ${meetsGoal(row) ? 'met' : 'not yet'} |`,
    );
  }
  if (failures.length) {
    console.error(`\nFAIL: below the Lighthouse budget\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nPASS: every route is within the Lighthouse budget');
  }
} finally {
  stopServer();
}
