import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  STANDARD,
  THEMES,
  answerByMouse,
  guideDialog,
  nextButton,
  options,
  progressText,
  question,
  settled,
  skipGuide,
  trackedEvents,
  useTheme,
} from './quiz-support';
import { expectNoSeriousAxeViolations } from './support';

const checkedIndex = async (page: Page) => (await options(page).evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-checked')))).indexOf('true');
const savedProgress = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('quizProgress') ?? 'null') as { index: number; mode: string; answers: (string | null)[] } | null);

test.describe('A quiz that survives', () => {
  test('a reload at question 7 resumes at question 7 with every answer kept, without the guide', async ({ page }) => {
    await skipGuide(page);
    await answerByMouse(page, 0, 6);
    await options(page).nth(3).click();
    await expect(progressText(page, 7)).toBeVisible();
    const orderBefore = await options(page).allTextContents();

    await page.reload();
    await expect(progressText(page, 7)).toBeVisible();
    await expect(guideDialog(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Quiz resumed' })).toContainText('Your 7 answers are kept; you are on question 7 of 20.');
    expect(await options(page).allTextContents()).toEqual(orderBefore);
    await expect(options(page).nth(3)).toBeChecked();
    await expect(nextButton(page)).toBeEnabled();
    for (let number = 6; number >= 1; number -= 1) {
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(progressText(page, number)).toBeVisible();
      expect(await checkedIndex(page)).toBe((number - 1) % 5);
    }
    await expect(page.getByRole('combobox', { name: 'Quiz mode' })).toHaveText('Standard (20 Questions)');
  });

  test('a closed tab resumes in a new one, with the same option order; the progress keys stay in session storage', async ({ context }) => {
    const first = await context.newPage();
    await skipGuide(first);
    const firstOrder = await options(first).allTextContents();
    await answerByMouse(first, 0, 3);
    const sessionKeys = await first.evaluate(() => Object.keys(sessionStorage).sort());
    expect(sessionKeys).toEqual(expect.arrayContaining(['quizSessionId']));
    expect(sessionKeys.filter((key) => /^question_\d+_options$/.test(key))).toHaveLength(4);
    const firstRunId = await first.evaluate(() => sessionStorage.getItem('quizSessionId'));
    await first.close();

    const second = await context.newPage();
    await second.goto('/quiz');
    await expect(progressText(second, 4)).toBeVisible();
    await expect(guideDialog(second)).toHaveCount(0);
    for (let number = 3; number >= 1; number -= 1) await second.getByRole('button', { name: 'Previous' }).click();
    await expect(progressText(second, 1)).toBeVisible();
    expect(await options(second).allTextContents()).toEqual(firstOrder);
    expect(await checkedIndex(second)).toBe(0);
    // The resumed run keeps its quiz session id, so its later tracked events join its earlier ones.
    expect(await second.evaluate(() => sessionStorage.getItem('quizSessionId'))).toBe(firstRunId);
  });

  test('a failed submission keeps everything: after a reload the quiz is at its last question, and the retry succeeds', async ({ page }) => {
    // A whole quiz and more in one test: on a busy two-core machine it has taken close to a minute.
    test.setTimeout(120_000);
    await skipGuide(page);
    await answerByMouse(page, 0, STANDARD);
    await page.route('**/api/submit-quiz', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable","message":"down"}' }));
    await page.getByRole('button', { name: 'See Results' }).click();
    await expect(page.getByText('Failed to submit quiz', { exact: true })).toBeVisible();
    expect((await savedProgress(page))!.answers.filter(Boolean)).toHaveLength(STANDARD);

    await page.reload();
    await expect(progressText(page, STANDARD)).toBeVisible();
    await expect(guideDialog(page)).toHaveCount(0);
    expect(await checkedIndex(page)).toBe((STANDARD - 1) % 5);
    await page.unroute('**/api/submit-quiz');
    await page.getByRole('button', { name: 'See Results' }).click();
    await expect(page).toHaveURL(/\/results$/);
    expect(await savedProgress(page)).toBeNull();
  });

  test('exactly one question_answered per kept answer, however often answers change, across a reload', async ({ page }) => {
    // A whole quiz and more in one test: on a busy two-core machine it has taken over a minute.
    test.setTimeout(120_000);
    const tracked = trackedEvents(page);
    await skipGuide(page);
    // Question 1: browse every option with the arrow keys (each one chosen in turn), then settle on one by mouse.
    await options(page).first().click();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.down('ArrowDown');
      await expect(options(page).nth(step + 1)).toBeFocused();
      await page.keyboard.up('ArrowDown');
      await expect(options(page).nth(step + 1)).toBeChecked();
    }
    await options(page).nth(2).click();
    await nextButton(page).click();
    // Question 2: three changes; then back to question 1 to change it again, and forward.
    for (const choice of [0, 1, 4]) await options(page).nth(choice).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    await options(page).nth(0).click();
    await nextButton(page).click();
    await nextButton(page).click();
    await answerByMouse(page, 2, 9);
    await page.reload();
    await expect(progressText(page, 10)).toBeVisible();
    await answerByMouse(page, 9, STANDARD);
    await page.getByRole('button', { name: 'See Results' }).click();
    await expect(page).toHaveURL(/\/results$/);

    await expect.poll(() => tracked.filter((entry) => entry.event === 'question_answered').length).toBe(STANDARD);
    const answered = tracked.filter((entry) => entry.event === 'question_answered').map((entry) => entry.data);
    expect(answered.map((data) => data.questionIndex)).toEqual(Array.from({ length: STANDARD }, (_, index) => index));
    expect(new Set(answered.map((data) => data.questionId)).size).toBe(STANDARD);
    expect(answered.every((data) => data.totalQuestions === STANDARD)).toBe(true);
    expect(new Set(answered.map((data) => data.quizSessionId)).size).toBe(1);
    expect(answered[0]?.quizSessionId).toMatch(/^session_\d+_[a-z0-9]+$/);
    expect(answered.every((data) => data.quizMode === 'STANDARD')).toBe(true);

    // Retake clears what the quiz kept: the next quiz starts from scratch, with the guide.
    await page.getByRole('link', { name: 'Retake Quiz' }).click();
    await expect(page).toHaveURL(/\/$/);
    const left = await page.evaluate(() => ({
      progress: localStorage.getItem('quizProgress'),
      orders: Object.keys(sessionStorage).filter((key) => /^question_\d+_options$/.test(key)).length,
      session: sessionStorage.getItem('quizSessionId'),
    }));
    expect(left).toEqual({ progress: null, orders: 0, session: null });
    await page.getByRole('link', { name: 'Start Quiz' }).click();
    await expect(guideDialog(page)).toBeVisible({ timeout: 30_000 });
    await guideDialog(page).getByRole('button', { name: 'Skip to Quiz' }).click();
    await expect(progressText(page, 1)).toBeVisible();
    await expect(question(page).getByRole('radio', { checked: true })).toHaveCount(0);
  });

  test('changing the mode on the first question says it restarts and keeps nothing from before', async ({ page }) => {
    await skipGuide(page);
    await expect(page.getByText('Changing the mode restarts the quiz.')).toBeVisible();
    await options(page).nth(1).click();
    await expect(page.getByRole('radio', { name: 'Curious' })).toBeVisible();
    const sessionBefore = await page.evaluate(() => sessionStorage.getItem('quizSessionId'));
    await page.getByRole('combobox', { name: 'Quiz mode' }).click();
    await page.getByRole('option', { name: /Deep Dive \(30 Questions\)/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The quiz restarted in Deep Dive mode; your first answer was cleared.' })).toBeVisible();
    await expect(progressText(page, 1, 30)).toBeVisible();
    await expect(question(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Curious' })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('quizSessionId'))).not.toBe(sessionBefore);
    const saved = await savedProgress(page);
    expect(saved).toMatchObject({ mode: 'DEEP_DIVE', index: 0 });
    expect(saved!.answers.every((answer) => answer === null)).toBe(true);
    // The kept mode survives a reload too.
    await page.reload();
    await expect(progressText(page, 1, 30)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Quiz mode' })).toHaveText('Deep Dive (30 Questions)');
  });

  test('Start over, after a confirmation, clears the resumed quiz and puts focus on the first question', async ({ page }) => {
    await skipGuide(page);
    await answerByMouse(page, 0, 3);
    await page.reload();
    const notice = page.getByRole('region', { name: 'Quiz resumed' });
    await notice.getByRole('button', { name: 'Start over' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start the quiz over?' });
    await dialog.getByRole('button', { name: 'Keep my answers' }).click();
    await expect(notice.getByRole('button', { name: 'Start over' })).toBeFocused();
    await expect(progressText(page, 4)).toBeVisible();

    await notice.getByRole('button', { name: 'Start over' }).click();
    await dialog.getByRole('button', { name: 'Start over' }).click();
    await expect(progressText(page, 1)).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText('The quiz started over: your answers were cleared.')).toBeVisible();
    await expect(page.locator('[role="radiogroup"]')).toHaveCount(1);
    await expect(question(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(page.locator(`[id="${await question(page).getAttribute('aria-labelledby')}"]`)).toBeFocused();
    expect(await savedProgress(page)).toBeNull();
  });
});

/** True when the two boxes overlap. */
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test.describe('At 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the progress and Previous/Next stay in view in a sticky bar that hides no option and clears the scroll-to-top button', async ({ page }) => {
    await skipGuide(page);
    await answerByMouse(page, 0, 2);
    await options(page).nth(4).click();
    await expect(page.getByRole('radio', { name: 'Curious' })).toBeVisible();
    const bar = page.getByRole('region', { name: 'Quiz progress and navigation' });

    // At the top of the page the bar sits at the bottom of the screen, with the progress and both buttons.
    await page.evaluate(() => window.scrollTo(0, 0));
    const atTop = await boxOf(bar);
    expect(atTop.y + atTop.height).toBeLessThanOrEqual(667 + 1);
    expect(atTop.y).toBeGreaterThan(667 / 2);
    for (const part of [progressText(page, 3), nextButton(page), page.getByRole('button', { name: 'Previous' })]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }

    // Every option can be brought into view clear of the bar.
    const count = await options(page).count();
    for (let index = 0; index < count; index += 1) {
      const option = options(page).nth(index);
      await option.focus();
      await expect(option).toBeInViewport({ ratio: 1 });
      expect(overlaps(await boxOf(option), await boxOf(bar))).toBe(false);
    }

    // Scrolled down, the shell's scroll-to-top button appears and covers neither button.
    await page.evaluate(() => window.scrollTo(0, 400));
    const scrollTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(scrollTop).toBeVisible();
    await expect(nextButton(page)).toBeInViewport({ ratio: 1 });
    for (const button of [nextButton(page), page.getByRole('button', { name: 'Previous' })]) {
      expect(overlaps(await boxOf(button), await boxOf(scrollTop))).toBe(false);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await nextButton(page).click();
    await expect(progressText(page, 4)).toBeInViewport();
  });
});

test.describe('Accessibility of the quiz', () => {
  for (const theme of THEMES) {
    test(`axe finds no serious violation on a resumed question in the ${theme.name} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await skipGuide(page);
      await answerByMouse(page, 0, 1);
      await options(page).nth(2).click();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Quiz resumed' })).toBeVisible();
      await settled(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
