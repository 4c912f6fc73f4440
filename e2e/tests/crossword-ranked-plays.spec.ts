import { expect, test, type Browser, type Page } from '@playwright/test';
import { OwnServer } from './own-server';
import { cellsOf, crosswordServerEnv, declineCookies, openCrossword, square, todaysSolution, type SolutionClue } from './crossword-support';

/** Ranked plays one address may claim a day on this test's server (the shared e2e server lifts the cap). */
const RANKED_PLAYS_PER_ADDRESS = 5;

// One server of its own: every visitor here comes from 127.0.0.1, and the address's count of ranked plays must start at 0.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.describe('Ranked plays from one address, on a server of its own', () => {
  let server: OwnServer | undefined;
  test.beforeAll(async () => {
    // Starting a server of its own (a production build on a new database) can take a minute on a busy machine.
    test.setTimeout(180_000);
    server = await OwnServer.create({ ...crosswordServerEnv(), CROSSWORD_RANKED_SESSIONS_PER_ADDRESS: String(RANKED_PLAYS_PER_ADDRESS) });
  });
  test.afterAll(async () => {
    await server?.remove();
  });

  /** A new visitor (a fresh browser context: no stored player id or progress) on /crossword. */
  async function newVisitor(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: (server as OwnServer).url });
    const page = await context.newPage();
    await declineCookies(page);
    await openCrossword(page);
    return page;
  }

  /** Types one right letter: the first check, which claims the session's ranked play. Resolves with the play it reports. */
  async function playFirstLetter(page: Page): Promise<unknown> {
    const clue = todaysSolution().clues[0] as SolutionClue;
    const [first] = cellsOf(clue);
    if (!first) throw new Error('the first clue has no squares');
    const checked = page.waitForResponse((response) => response.url().endsWith('/api/crossword/check') && response.request().method() === 'POST');
    await square(page, first.row, first.col).click();
    await page.keyboard.type(first.letter.toLowerCase());
    const response = await checked;
    expect(response.status()).toBe(200);
    return ((await response.json()) as { play?: unknown }).play;
  }

  test('Five page views from one address, then a sixth visitor plays: ranked; once five plays are claimed the next visitor is practice', async ({ browser }) => {
    // Five visitors only open the page: a page view claims no ranked play.
    for (let view = 0; view < RANKED_PLAYS_PER_ADDRESS; view += 1) {
      const page = await newVisitor(browser);
      await expect(page.getByTestId('play-label')).toHaveText('Ranked');
      await page.context().close();
    }

    const sixth = await newVisitor(browser);
    await expect(sixth.getByTestId('play-label')).toHaveText('Ranked');
    expect(await playFirstLetter(sixth)).toMatchObject({ kind: 'ranked' });
    await expect(sixth.getByTestId('play-label')).toHaveText('Ranked');
    await sixth.context().close();

    // The cap is real: four more visitors play (five claimed plays in all), and the next one is told it is practice.
    for (let play = 1; play < RANKED_PLAYS_PER_ADDRESS; play += 1) {
      const page = await newVisitor(browser);
      expect(await playFirstLetter(page)).toMatchObject({ kind: 'ranked' });
      await page.context().close();
    }
    const late = await newVisitor(browser);
    await expect(late.getByTestId('play-label')).toHaveText(/^Practice: ranked plays from your network are used up for today\. Ranked play is back with the next puzzle/);
    await late.context().close();
  });
});
