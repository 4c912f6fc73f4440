#!/usr/bin/env node
// Runs `docker-compose up` for real and checks the stack the way its users meet it: a visitor on
// http://localhost:8080 with each remote served from its own origin (:8081–:8083) under the page's CSP, an admin
// watching the live feed through nginx's websocket proxy, and the operations compose promises: the API restarted
// and PostgreSQL recreated without losing results, one remote redeployed alone, one remote down and back, the API
// scaled to two containers that share the live feed. Images are built from the workspace built here
// (WORKSPACE_SOURCE=host), on the official base images when they are here or can be pulled, else on stand-ins
// built from Debian packages (scripts/compose-check/base-images.mjs). Prints one line per step; on a failure
// prints the logs of the services involved and exits 1. Everything it started is removed at the end.
// Needs: a running Docker engine, docker-compose, debootstrap (for stand-ins) and Chromium (CHROMIUM_PATH).
// Usage: node scripts/compose-check.mjs [--keep] [--no-build]   (--keep leaves the stack running for a look around;
// --no-build stages the workspace as it is, when it was just built, as in CI after the end-to-end tests)
import fs from 'node:fs';
import path from 'node:path';
import { resolveBaseImages } from './compose-check/base-images.mjs';
import { appHasReplacedFirstPaint, assertRemotesAndCsp, crosswordHeading, landingHeading, launchBrowser, openCrossword, openLandingPage, openLiveFeed, solveOneClue, takeQuiz, trackAnswer } from './compose-check/browser.mjs';
import { adminCookie, adminSocket, nextEventMentioning, trackOn } from './compose-check/live-feed.mjs';
import { run, waitFor } from './compose-check/processes.mjs';
import { REMOTE_ORIGINS, SERVICES, SITE, createStack, waitForUrl } from './compose-check/stack.mjs';
import { stageWorkspace } from '../deploy/stage-workspace.mjs';
import { baselineCommit, buildBaseline } from './skew-baseline.mjs';

const root = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const build = !process.argv.includes('--no-build');
const PROJECT = 'edna-compose-check';
const ADMIN = { email: 'admin@compose-check.test', password: 'compose-check-admin-password' };
const stagedWorkspace = path.join(root, 'deploy', 'workspace');
const checkStarted = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

let stack;
let browser;
/** Untagged images that existed before the check: the classic builder leaves its build stages untagged. */
let danglingBefore;
const danglingImages = async () => new Set((await run('docker', ['images', '-q', '--no-trunc', '-f', 'dangling=true'])).split('\n').filter(Boolean));

/** Runs one step: prints "ok  <summary>" with its time, or fails the check with the logs of `services`. */
async function step(name, services, action) {
  const started = Date.now();
  try {
    const summary = await action();
    console.info(`ok  ${summary ?? name} (${seconds(Date.now() - started)})`);
  } catch (error) {
    console.error(`FAIL  ${name}: ${error instanceof Error ? error.message : error}`);
    if (stack && services.length > 0) {
      console.error(`\n--- logs of ${services.join(', ')} ---`);
      console.error((await stack.logs(services)).stdout);
    }
    throw Object.assign(new Error(name), { reported: true });
  }
}

async function preflight() {
  const engine = await run('docker', ['version', '-f', '{{.Server.Version}}'], { allowFailure: true });
  if (engine.code !== 0) throw new Error(`no Docker engine answers (start dockerd): ${engine.stderr.trim()}`);
  const composeVersion = (await run('docker-compose', ['version', '--short'])).trim();
  for (const port of [8080, 8081, 8082, 8083]) {
    const busy = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`port ${port} is already in use; the stack needs 8080-8083`);
  }
  return `Docker engine ${engine.stdout.trim()}, docker-compose ${composeVersion}, ports 8080-8083 free`;
}

async function main() {
  await step('preflight', [], preflight);
  danglingBefore = await danglingImages();

  let baseImages;
  await step('base images', [], async () => {
    const built = [];
    baseImages = await resolveBaseImages((line) => built.push(line));
    return `base images: ${baseImages.descriptions.join(', ')}${built.length ? `; ${built.join('; ')}` : ''}`;
  });

  await step('workspace', [], async () => {
    if (build) await run(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, timeoutMs: 900_000 });
    const closure = stageWorkspace(stagedWorkspace);
    return `workspace ${build ? 'built on the host and ' : ''}staged in deploy/workspace (${closure.folders.length} production packages)`;
  });

  const env = { ...baseImages.variables, WORKSPACE_SOURCE: 'host', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  stack = createStack({ root, project: PROJECT, env });
  // Left over by an interrupted earlier run of this check (same project name): start clean.
  await stack.compose(['down', '-v', '--remove-orphans', '-t', '5'], { allowFailure: true });

  await step('docker-compose up -d --build', SERVICES, async () => {
    await stack.compose(['up', '-d', '--build']);
    await stack.waitHealthy('postgres');
    await stack.waitHealthy('api');
    await waitForUrl(`${SITE}/api/health`, { status: 200 });
    for (const origin of Object.values(REMOTE_ORIGINS)) await waitForUrl(`${origin}/mf-manifest.json`, { status: 200 });
    return `docker-compose up -d --build: ${SERVICES.length} services up, postgres and api healthy, :8080-:8083 answering`;
  });

  browser = await launchBrowser();
  const visitor = await browser.visitor();

  await step('/', ['shell', 'api', 'quiz'], async () => {
    const csp = await openLandingPage(visitor.page);
    const missing = Object.values(REMOTE_ORIGINS).filter((origin) => !csp.includes(origin));
    if (missing.length > 0) throw new Error(`the page's CSP does not name ${missing.join(', ')}: ${csp}`);
    const files = assertRemotesAndCsp(visitor.seen, REMOTE_ORIGINS.quiz);
    const template = await fetch(`${SITE}/index.html`, { redirect: 'manual' });
    if (template.status !== 301) throw new Error(`/index.html answered ${template.status}: the raw template must not be public`);
    return `/ shows the landing page; quiz remote from ${REMOTE_ORIGINS.quiz} (${files} files) under the page's CSP, no violation`;
  });

  await step('quiz', ['api', 'quiz', 'postgres'], async () => {
    const questions = await takeQuiz(visitor.page);
    const rows = Number(await stack.psql('select count(*) from quiz_results'));
    if (rows !== 1) throw new Error(`quiz_results holds ${rows} rows, expected 1`);
    return `quiz full run (${questions} questions), result stored in postgres (${rows} row)`;
  });

  await step('crossword', ['api', 'crossword', 'postgres'], async () => {
    const page = visitor.page;
    const before = visitor.seen.requests.length;
    await openCrossword(page);
    const layout = JSON.parse(await stack.psql("select layout from crossword_puzzles where puzzle_date = (now() at time zone 'utc')::date"));
    const clue = await solveOneClue(page, layout);
    const files = assertRemotesAndCsp({ ...visitor.seen, requests: visitor.seen.requests.slice(before) }, REMOTE_ORIGINS.crossword);
    return `/crossword: ${clue.number} ${clue.direction} solved ("Completed: ${clue.businessConcept}!"); remote from ${REMOTE_ORIGINS.crossword} (${files} files), no CSP violation`;
  });

  await step('admin', ['api', 'shell', 'admin'], async () => {
    const admin = await browser.visitor();
    await openLiveFeed(admin.page, ADMIN);
    const socketUrls = admin.seen.sockets.filter((url) => url.startsWith('ws://localhost:8080/ws'));
    if (socketUrls.length === 0) throw new Error(`the live feed did not open a websocket through :8080 (${admin.seen.sockets.join(', ') || 'none'})`);
    const other = await browser.visitor();
    await other.page.goto(`${SITE}/privacy`);
    const line = await trackAnswer(other.page, 29);
    await admin.page.getByRole('region', { name: 'Live events' }).getByText(line).waitFor({ timeout: 10_000 });
    const files = assertRemotesAndCsp(admin.seen, REMOTE_ORIGINS.admin);
    await admin.context.close();
    await other.context.close();
    return `/admin: logged in, the live feed received an event over ws://localhost:8080/ws (nginx's websocket proxy); remote from ${REMOTE_ORIGINS.admin} (${files} files), no CSP violation`;
  });
  await visitor.context.close();

  const storedCounts = () => stack.psql('select (select count(*) from quiz_results) || \' quiz results, \' || (select count(*) from crossword_puzzles) || \' crossword puzzles, \' || (select count(*) from users) || \' users\'');

  await step('restart api', ['api', 'postgres'], async () => {
    const before = await storedCounts();
    await stack.compose(['restart', 'api']);
    await stack.waitHealthy('api');
    await waitForUrl(`${SITE}/api/health`, { status: 200 });
    const after = await storedCounts();
    if (after !== before) throw new Error(`before the restart: ${before}; after: ${after}`);
    return `docker-compose restart api: every result kept (${after})`;
  });

  await step('recreate postgres', ['postgres', 'api'], async () => {
    const before = await storedCounts();
    const [oldContainer] = await stack.containerIds('postgres');
    await stack.compose(['rm', '-s', '-f', '-v', 'postgres']);
    await stack.compose(['up', '-d', '--no-deps', 'postgres']);
    const [newContainer] = await stack.containerIds('postgres');
    if (newContainer === oldContainer) throw new Error('the postgres container was not recreated');
    await stack.waitHealthy('postgres');
    await waitForUrl(`${SITE}/api/health`, { status: 200, timeoutMs: 90_000 });
    const after = await storedCounts();
    if (after !== before) throw new Error(`before: ${before}; after: ${after}`);
    return `postgres container recreated on its volume: every result kept (${after}), the API answers again`;
  });

  await step('redeploy quiz alone', ['quiz', 'shell', 'api'], async () => {
    const marker = `build ${new Date().toISOString().slice(0, 19)}`;
    const heading = `How It Works · ${marker}`;
    changeQuizLanding('How It Works', heading);
    const before = await stack.snapshot();
    await stack.compose(['build', 'quiz']);
    await stack.compose(['up', '-d', '--no-deps', 'quiz']);
    await waitForUrl(`${REMOTE_ORIGINS.quiz}/mf-manifest.json`, { status: 200 });
    // The first paint: the document a new visitor gets, before any script runs, holds the quiz's new first view
    // (the API reads the quiz's first-paint manifest again within seconds of a deploy).
    const firstPaint = await documentWith(SITE, heading, 30_000);
    const after = await stack.snapshot();
    const replaced = Object.keys(before).filter((key) => !(key in after));
    const changed = Object.keys(before).filter((key) => key in after && after[key] !== before[key]);
    if (replaced.length !== 1 || !replaced[0].startsWith('quiz:') || changed.length > 0) {
      throw new Error(`expected only the quiz container to be replaced; replaced: ${replaced.join(', ') || 'none'}, restarted: ${changed.join(', ') || 'none'}`);
    }
    const newcomer = await browser.visitor();
    await openLandingPage(newcomer.page);
    await newcomer.page.getByRole('heading', { name: heading }).waitFor();
    assertRemotesAndCsp(newcomer.seen, REMOTE_ORIGINS.quiz);
    if (newcomer.seen.errors.length > 0) throw new Error(`page errors: ${newcomer.seen.errors.join(' | ')}`);
    await newcomer.context.close();
    return `quiz rebuilt and recreated alone: a new visitor's first paint (${firstPaint} s after the deploy) and the started page show "${heading}"; shell, api, postgres, crossword and admin kept their containers and start times`;
  });

  await step('redeploy the baseline crossword', ['crossword', 'shell', 'api'], async () => {
    // The crossword built at the skew check's baseline (deploy/skew-baseline), deployed alone into the running
    // stack: an older remote must keep working in this shell.
    const commit = baselineCommit();
    const baselineDist = path.join(buildBaseline(commit), 'crossword-app', 'dist');
    const stagedDist = path.join(stagedWorkspace, 'crossword-app', 'dist');
    fs.rmSync(stagedDist, { recursive: true, force: true });
    fs.cpSync(baselineDist, stagedDist, { recursive: true, filter: (source) => !source.endsWith('.map') });
    const before = await stack.snapshot();
    await stack.compose(['build', 'crossword']);
    await stack.compose(['up', '-d', '--no-deps', 'crossword']);
    await waitForUrl(`${REMOTE_ORIGINS.crossword}/mf-manifest.json`, { status: 200 });
    const after = await stack.snapshot();
    const replaced = Object.keys(before).filter((key) => !(key in after));
    if (replaced.length !== 1 || !replaced[0].startsWith('crossword:')) throw new Error(`expected only the crossword container to be replaced; replaced: ${replaced.join(', ') || 'none'}`);
    const newcomer = await browser.visitor();
    const checked = newcomer.page.waitForResponse((response) => response.url().endsWith('/api/crossword/check') && response.request().method() === 'POST');
    await openCrossword(newcomer.page);
    await newcomer.page.locator('[role="grid"] input:not([readonly])').first().click();
    await newcomer.page.keyboard.type('e');
    const answer = await checked;
    if (answer.status() !== 200) throw new Error(`the letter check answered ${answer.status()}`);
    if (newcomer.seen.errors.length > 0) throw new Error(`page errors: ${newcomer.seen.errors.join(' | ')}`);
    assertRemotesAndCsp(newcomer.seen, REMOTE_ORIGINS.crossword);
    await newcomer.context.close();
    return `crossword of ${commit.slice(0, 7)} deployed alone: it runs in this shell (a letter checked, no page error)`;
  });

  await step('crossword down and back', ['crossword', 'shell'], async () => {
    const { page, context } = await browser.visitor();
    await stack.compose(['stop', 'crossword']);
    await page.goto(`${SITE}/crossword`);
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of the site could not be loaded' });
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    await page.evaluate(() => {
      globalThis.composeCheckDocument = 'still the first document';
    });
    await page.getByRole('banner').getByRole('link', { name: 'Entrepreneurial DNA' }).click();
    await landingHeading(page).waitFor();
    await page.getByRole('link', { name: 'Start Quiz' }).first().click();
    await page.getByRole('dialog', { name: 'Welcome to the Entrepreneurial DNA Quiz' }).waitFor();
    await page.getByRole('dialog', { name: 'Welcome to the Entrepreneurial DNA Quiz' }).getByRole('button', { name: 'Skip to Quiz' }).click();
    await page.getByText(/^Question 1 of \d+$/).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Crossword' }).click();
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    await stack.compose(['start', 'crossword']);
    await waitForUrl(`${REMOTE_ORIGINS.crossword}/mf-manifest.json`, { status: 200 });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await crosswordHeading(page).waitFor();
    await appHasReplacedFirstPaint(page);
    const sameDocument = await page.evaluate(() => globalThis.composeCheckDocument === 'still the first document');
    if (!sameDocument) throw new Error('the page was reloaded');
    await context.close();
    return 'crossword stopped: /crossword shows the fallback with Retry while / and /quiz work; started again: Retry loads it without a reload';
  });

  await step('scale api to 2', ['api', 'shell'], async () => {
    await stack.compose(['up', '-d', '--no-deps', '--no-recreate', '--scale', 'api=2', 'api']);
    await stack.waitHealthy('api', { replicas: 2 });
    const ids = await stack.containerIds('api');
    const addresses = await Promise.all(ids.map((id) => stack.address(id)));
    const urls = await Promise.all([1, 2].map(async (index) => `http://127.0.0.1:${await stack.apiPort(index)}`));

    // nginx finds both containers through Docker's DNS: requests through :8080 reach each of them.
    const agent = `edna-compose-check-${Date.now()}`;
    const reached = new Set();
    await waitFor(
      'nginx reaching both API containers',
      async () => {
        for (let request = 0; request < 10; request += 1) {
          await fetch(`${SITE}/api/health`, { headers: { 'user-agent': agent } }).then((response) => response.arrayBuffer());
        }
        const [shell] = await stack.containerIds('shell');
        const log = await run('docker', ['logs', '--since', '2m', shell]);
        for (const match of log.matchAll(/upstream=([\d.]+):3000 "([^"]*)"/g)) if (match[2] === agent) reached.add(match[1]);
        return addresses.every((address) => reached.has(address));
      },
      { timeoutMs: 30_000, intervalMs: 1000 },
    );

    // An event tracked through one container reaches an admin socket on the other, both ways.
    const cookie = await adminCookie(urls[0], ADMIN);
    const sockets = await Promise.all(urls.map((url) => adminSocket(url, cookie)));
    try {
      for (const [from, to, questionIndex] of [
        [0, 1, 28],
        [1, 0, 27],
      ]) {
        const arrival = nextEventMentioning(sockets[to], `"questionIndex":${questionIndex}`);
        await trackOn(urls[from], questionIndex);
        await arrival;
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
    return `api scaled to 2 (${addresses.join(', ')}): nginx reached both; an event tracked through either reached an admin socket on the other`;
  });
}

/**
 * Changes a text of the quiz's landing page in the staged build, as a rebuild with that text would: in the chunk
 * that holds it (its compressed twins go) and in the first view the build rendered (first-paint.json).
 */
function changeQuizLanding(text, replacement) {
  const dist = path.join(stagedWorkspace, 'quiz-app', 'dist');
  const chunks = fs.readdirSync(dist).filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(dist, name), 'utf8').includes(`"${text}"`));
  if (chunks.length === 0) throw new Error(`no quiz chunk holds "${text}"`);
  for (const name of chunks) {
    const file = path.join(dist, name);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll(`"${text}"`, JSON.stringify(replacement)));
    for (const twin of ['.gz', '.br']) fs.rmSync(`${file}${twin}`, { force: true });
  }
  const manifestFile = path.join(dist, 'first-paint.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const landing = manifest.pages?.landing;
  if (!landing?.html.includes(`>${text}<`)) throw new Error(`the quiz's first paint of its landing page does not hold "${text}"`);
  landing.html = landing.html.replaceAll(`>${text}<`, `>${replacement}<`);
  fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const twin of ['.gz', '.br']) fs.rmSync(`${manifestFile}${twin}`, { force: true });
}

/** Fetches the document at `url` until its HTML (no script run) holds `text`; returns the seconds it took. */
async function documentWith(url, text, timeoutMs) {
  const started = Date.now();
  for (let attempt = 0; attempt < 60 && Date.now() - started < timeoutMs; attempt += 1) {
    const html = await fetch(url).then((response) => response.text(), () => '');
    if (html.includes(text)) return ((Date.now() - started) / 1000).toFixed(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the document at ${url} did not show "${text}" in its first paint within ${timeoutMs / 1000} s`);
}

async function cleanUp() {
  await browser?.close().catch(() => undefined);
  if (stack && !keep) {
    await stack.compose(['down', '-v', '--remove-orphans', '--rmi', 'local', '-t', '5'], { allowFailure: true });
    const leftOver = [...(await danglingImages())].filter((id) => !danglingBefore.has(id));
    if (leftOver.length > 0) await run('docker', ['rmi', ...leftOver], { allowFailure: true });
  }
  if (!keep) fs.rmSync(stagedWorkspace, { recursive: true, force: true });
}

process.once('SIGINT', () => {
  console.error('interrupted: cleaning up');
  cleanUp().finally(() => process.exit(130));
});

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  if (!error.reported) console.error(`FAIL  ${error instanceof Error ? (error.stack ?? error.message) : error}`);
}
await step('clean up', [], async () => {
  await cleanUp();
  return keep ? `left running (--keep): docker-compose -p ${PROJECT} down -v --rmi local removes it` : 'cleaned up: containers, network, volume, built images and the staged workspace removed';
}).catch(() => {
  failed = true;
});
console.info(`${failed ? 'compose check FAILED' : 'compose check passed'} in ${minutes(Date.now() - checkStarted)}`);
process.exit(failed ? 1 : 0);
