// What a visitor and an admin do on the compose stack, in Chromium: every page records the URLs it requests, the
// websockets it opens and any Content-Security-Policy violation the browser reports.
import { chromium } from '@playwright/test';
import { SITE } from './stack.mjs';

const TIMEOUT_MS = 20_000;

export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

  /** A new visitor: a fresh browser context (no cache, no cookies) with one page. */
  async function visitor() {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(TIMEOUT_MS);
    const page = await context.newPage();
    const seen = { requests: [], sockets: [], cspViolations: [], errors: [] };
    page.on('request', (request) => seen.requests.push(request.url()));
    page.on('websocket', (socket) => seen.sockets.push(socket.url()));
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.cspViolations.push(message.text());
    });
    page.on('pageerror', (error) => seen.errors.push(error.message));
    return { context, page, seen };
  }

  return { browser, visitor, close: () => browser.close() };
}

/** Fails when the page reported a CSP violation or loaded a remote from the shell's origin instead of its own. */
export function assertRemotesAndCsp(seen, remoteOrigin) {
  if (seen.cspViolations.length > 0) throw new Error(`CSP violations: ${seen.cspViolations.join(' | ')}`);
  const fromRemote = seen.requests.filter((url) => url.startsWith(`${remoteOrigin}/`));
  if (!fromRemote.some((url) => url.endsWith('/mf-manifest.json')) || !fromRemote.some((url) => url.endsWith('.js'))) {
    throw new Error(`the remote was not loaded from ${remoteOrigin} (requests: ${seen.requests.filter((url) => !url.startsWith('data:')).join(', ')})`);
  }
  const fromShellOrigin = seen.requests.filter((url) => url.startsWith(`${SITE}/remotes/`));
  if (fromShellOrigin.length > 0) throw new Error(`remote files requested from the shell's origin: ${fromShellOrigin.join(', ')}`);
  return fromRemote.length;
}

export const landingHeading = (page) => page.getByRole('heading', { level: 1, name: 'Crack Your Entrepreneurial DNA' });
export const crosswordHeading = (page) => page.getByRole('heading', { level: 1, name: 'Daily Business Theory Challenge' });

/** Opens / and returns the document's Content-Security-Policy. */
export async function openLandingPage(page) {
  const response = await page.goto(SITE);
  await landingHeading(page).waitFor();
  await appHasReplacedFirstPaint(page);
  return response?.headers()['content-security-policy'] ?? '';
}

/**
 * The document holds each page's first view as its owner rendered it, so a visible heading does not mean the app has
 * started: this waits until the shell has hydrated the page and its owner's code has committed it
 * (`html[data-page-ready]`, shell/src/shared/page-ready.tsx).
 */
export async function appHasReplacedFirstPaint(page) {
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
}

/** Takes the whole quiz from /quiz (guide skipped, one option per question) to the results page; returns its length. */
export async function takeQuiz(page) {
  await page.goto(`${SITE}/quiz`);
  const guide = page.getByRole('dialog', { name: 'Welcome to the Entrepreneurial DNA Quiz' });
  await guide.getByRole('button', { name: 'Skip to Quiz' }).click();
  await guide.waitFor({ state: 'hidden' });
  const options = page.getByRole('radiogroup').getByRole('radio');
  const next = page.getByRole('button', { name: /^(Next Question|See Results)$/ });
  let total = 0;
  for (let index = 1; index <= 100; index += 1) {
    const counter = page.getByText(new RegExp(`^Question ${index} of \\d+$`));
    await counter.waitFor();
    total = Number(/of (\d+)$/.exec((await counter.textContent()) ?? '')?.[1]);
    await options.first().waitFor();
    await options.nth((index - 1) % (await options.count())).click();
    await next.click();
    if (index >= total) break;
  }
  await page.waitForURL(/\/results$/);
  await page.getByRole('heading', { level: 1, name: 'Your Entrepreneurial DNA' }).waitFor();
  return total;
}

/** Opens /crossword and waits until the session has started (the grid's inputs are writable). */
export async function openCrossword(page) {
  await page.goto(`${SITE}/crossword`);
  await crosswordHeading(page).waitFor();
  await page.locator('[role="grid"] input:not([readonly])').first().waitFor();
}

const cellsOf = (clue) =>
  Array.from(clue.answer, (letter, index) => ({
    row: clue.direction === 'down' ? clue.startRow + index : clue.startRow,
    col: clue.direction === 'across' ? clue.startCol + index : clue.startCol,
    letter,
  }));

/**
 * Solves one clue of the open crossword: each square is clicked and its letter typed, so the letters land where
 * they belong whichever direction the grid picks; waits for the 'Completed: …' message. Returns the clue.
 */
export async function solveOneClue(page, layout) {
  const clues = layout.clues;
  const startsAlone = (clue) => {
    const [first] = cellsOf(clue);
    return !clues.some((other) => other !== clue && cellsOf(other).some((cell) => cell.row === first.row && cell.col === first.col));
  };
  const clue = clues.find(startsAlone) ?? clues[0];
  const grid = page.locator('[role="grid"]');
  for (const cell of cellsOf(clue)) {
    const input = grid.locator(`input[data-row="${cell.row}"][data-col="${cell.col}"]`);
    await input.click();
    await page.keyboard.type(cell.letter.toLowerCase());
    await page.waitForFunction(([element, letter]) => element.value === letter, [await input.elementHandle(), cell.letter]);
    // The grid moves the focus a moment after each letter; let it settle before the next click.
    await page.waitForTimeout(200);
  }
  await page.getByText(`Completed: ${clue.businessConcept}!`).first().waitFor();
  return clue;
}

/** Logs in through /auth and opens the dashboard's live feed; resolves once its socket is connected. */
export async function openLiveFeed(page, admin) {
  await page.goto(`${SITE}/auth`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin/);
  await page.goto(`${SITE}/admin?tab=analytics`);
  await page.getByText('Connection status: Connected').waitFor();
}

/** Tracks a quiz answer from `page` (as the quiz does, through the site) and returns the feed line it produces. */
export async function trackAnswer(page, questionIndex) {
  const questions = await (await page.request.get(`${SITE}/api/questions`)).json();
  const questionId = questions[0].id;
  const status = await page.evaluate(
    async (body) => (await fetch('/api/track', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { event: 'question_answered', data: { questionId, questionIndex, totalQuestions: 30 } },
  );
  if (status !== 204) throw new Error(`POST /api/track answered ${status}`);
  return `questionId: ${questionId}, questionIndex: ${questionIndex}, totalQuestions: 30`;
}
