import { expect, test } from '@playwright/test';
import { OwnServer } from './own-server';
import { STANDARD, answerByMouse, options, progressText, skipGuide } from './quiz-support';

// Each test runs its own server (its own database), so it can stop it, and count every stored result.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface Submitted {
  primaryCategory: string;
  resultToken: string;
  visionaryPercentage: number;
  [key: string]: unknown;
}

test.describe('On a server of its own', () => {
  let server: OwnServer;
  test.beforeEach(async () => {
    // Starting a server of its own (a production build on a new database) can take a minute on a busy machine.
    test.setTimeout(180_000);
    server = await OwnServer.create();
  });
  test.afterEach(async () => {
    await server?.remove();
  });

  test('a submission while the server is down keeps everything and succeeds once it is back', async ({ page }) => {
    await skipGuide(page, server.url);
    await answerByMouse(page, 0, STANDARD);
    await server.stop();

    await page.getByRole('button', { name: 'See Results' }).click();
    await expect(page.getByText('Failed to submit quiz', { exact: true })).toBeVisible();
    await expect(page.getByText('There was an error submitting your answers. Please try again.', { exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/quiz');
    await expect(progressText(page, STANDARD)).toBeVisible();
    await expect(options(page).nth((STANDARD - 1) % 5)).toBeChecked();
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('quizProgress') ?? 'null') as { answers: (string | null)[] });
    expect(kept.answers.filter(Boolean)).toHaveLength(STANDARD);

    await server.start();
    await page.getByRole('button', { name: 'See Results' }).click();
    await expect(page).toHaveURL(/\/results$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Entrepreneurial DNA' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Keep your result' })).toBeVisible();
  });

  test('percentiles appear only once 100 results are stored, with a note on what they mean', async ({ page }) => {
    const questions = (await (await page.request.get(`${server.url}/api/questions`)).json()) as { id: number }[];
    const submit = async (seed: number) => {
      const answers = Array.from({ length: STANDARD }, (_, index) => ({
        questionId: questions[index]!.id,
        selectedOptionId: 'abcde'[(index * ((seed % 4) + 1) + seed) % 5]!,
      }));
      const response = await page.request.post(`${server.url}/api/submit-quiz`, { data: { answers } });
      expect(response.status()).toBe(201);
      return (await response.json()) as Submitted;
    };
    const stored: Submitted[] = [];
    for (let start = 0; start < 99; start += 33) stored.push(...(await Promise.all(Array.from({ length: 33 }, (_, offset) => submit(start + offset)))));
    const mine = stored[98]!;

    await page.goto(`${server.url}/r/${mine.resultToken}`);
    await expect(page.getByRole('heading', { level: 2, name: mine.primaryCategory, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your type breakdown' })).toBeVisible();
    await expect(page.getByText(/people who took the quiz/)).toHaveCount(0);
    await expect(page.getByText(/results stored so far/)).toHaveCount(0);

    stored.push(await submit(99));
    await page.reload();
    const breakdown = page.getByRole('region', { name: 'Your type breakdown' });
    await expect(breakdown.getByText(/^More (Visionary|Pragmatist|Hustler|Craftsman|Social Driver) than \d+% of people who took the quiz$/)).toHaveCount(5);
    const lower = stored.filter((other) => other.visionaryPercentage < mine.visionaryPercentage).length;
    await expect(breakdown.getByText(`More Visionary than ${Math.floor((100 * lower) / 100)}% of people who took the quiz`, { exact: true })).toBeVisible();
    await expect(
      breakdown.getByText('Each figure is the share of the 100 results stored so far whose answers chose that type less often than yours.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: mine.primaryCategory }).getByText(new RegExp(`^More ${mine.primaryCategory} than \\d+% of people who took the quiz\\.$`))).toBeVisible();
  });
});
