import { expect, type Page } from '@playwright/test';

export const STANDARD = 20;
export const DEEP_DIVE = 30;

/** The question's options (the mood row below it is a radio group too). */
export const question = (page: Page) => page.getByRole('radiogroup').first();
export const options = (page: Page) => question(page).getByRole('radio');
export const nextButton = (page: Page) => page.getByRole('button', { name: /^(Next Question|See Results)$/ });
/** "Question N of M" as the progress bar shows it (not the resume notice, which says it in a sentence). */
export const progressText = (page: Page, number: number, total = STANDARD) => page.getByText(`Question ${number} of ${total}`, { exact: true });
export const guideDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to the Entrepreneurial DNA Quiz' });

/**
 * Opens /quiz and waits for its guide. The quiz page is drawn in the browser: its remote, the data client and the
 * questions arrive first, which on a busy two-core machine takes longer than one expectation's default wait.
 */
export async function openQuiz(page: Page, origin = '') {
  await page.goto(`${origin}/quiz`);
  const guide = guideDialog(page);
  await expect(guide).toBeVisible({ timeout: 30_000 });
  return guide;
}

export async function skipGuide(page: Page, origin = '') {
  const guide = await openQuiz(page, origin);
  await guide.getByRole('button', { name: 'Skip to Quiz' }).click();
  await expect(guide).toBeHidden();
}

/**
 * Answers questions `from` to `to` - 1 (0-based) by mouse, choosing option `choose(index)` of the display order, and
 * moves on with Next after each one except the quiz's last question (the caller decides when to submit).
 */
export async function answerByMouse(page: Page, from: number, to: number, total = STANDARD, choose = (index: number) => index % 5) {
  for (let index = from; index < to; index += 1) {
    await expect(progressText(page, index + 1, total)).toBeVisible();
    await options(page).nth(choose(index)).click();
    await expect(options(page).nth(choose(index))).toBeChecked();
    if (index < total - 1) await nextButton(page).click();
  }
}

/** Waits until running animations (page fades) have finished. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Events sent to /api/track from now on. */
export function trackedEvents(page: Page): { event: string; data: Record<string, unknown> }[] {
  const tracked: { event: string; data: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/track')) tracked.push(request.postDataJSON() as { event: string; data: Record<string, unknown> });
  });
  return tracked;
}

/** The light, dark and high-contrast themes, set before the page loads. */
export const THEMES = [
  { name: 'light', theme: 'light', highContrast: 'false' },
  { name: 'dark', theme: 'dark', highContrast: 'false' },
  { name: 'high contrast', theme: 'light', highContrast: 'true' },
] as const;

export async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((chosen) => {
    localStorage.setItem('theme', chosen.theme);
    localStorage.setItem('highContrast', chosen.highContrast);
  }, theme);
}
