import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STANDARD, THEMES, answerByMouse, settled, skipGuide, useTheme } from './quiz-support';
import { expectNoSeriousAxeViolations } from './support';

interface Submitted {
  primaryCategory: string;
  resultToken: string;
  compareCode: string;
  [key: string]: unknown;
}

/** A result stored through the real submit endpoint: twenty answers following `pattern` (option ids a..e). */
async function submitThroughApi(request: APIRequestContext, pattern: string, baseURL = ''): Promise<Submitted> {
  const questions = (await (await request.get(`${baseURL}/api/questions`)).json()) as { id: number }[];
  const answers = Array.from({ length: STANDARD }, (_, index) => ({ questionId: questions[index]!.id, selectedOptionId: pattern[index % pattern.length]! }));
  const response = await request.post(`${baseURL}/api/submit-quiz`, { data: { answers, quizMode: 'STANDARD' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Submitted;
}

async function takeQuiz(page: Page) {
  await skipGuide(page);
  await answerByMouse(page, 0, STANDARD);
  await page.getByRole('button', { name: 'See Results' }).click();
  await expect(page).toHaveURL(/\/results$/);
}

test.describe('A result people keep', () => {
  test('the private link reopens the result in a fresh browser, and stops working everywhere after Delete', async ({ page, browser }) => {
    // A whole quiz and more in one test: on a busy two-core machine it has taken over a minute.
    test.setTimeout(120_000);
    await takeQuiz(page);
    const type = (await page.getByRole('heading', { level: 2 }).first().textContent())!;
    const keep = page.getByRole('region', { name: 'Keep your result' });
    const permalink = await keep.getByRole('textbox', { name: 'Your private link' }).inputValue();
    expect(permalink).toMatch(/^http:\/\/localhost:\d+\/r\/[A-Za-z0-9_-]{43}$/);
    const breakdown = await page.getByRole('region', { name: 'Your type breakdown' }).innerText();
    // The secret is kept apart from the tracked result.
    const stored = await page.evaluate(() => ({ result: sessionStorage.getItem('quizResult'), link: sessionStorage.getItem('quizResultLink') }));
    expect(stored.result).not.toContain(permalink.split('/r/')[1]);
    expect(stored.link).toContain(permalink.split('/r/')[1]);

    await page.getByRole('button', { name: 'Share Results' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share Your Entrepreneurial Type' });
    await expect(shareDialog.getByRole('img', { name: /My mix: Visionary \d+%, Pragmatist \d+%/ })).toBeVisible();
    const shareUrl = JSON.parse((await page.evaluate(() => sessionStorage.getItem('shareBadgeUrl')))!).shareUrl as string;
    await shareDialog.getByRole('button', { name: 'Close' }).click();

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await other.goto(permalink);
      await expect(other.getByRole('heading', { level: 1, name: 'Your Entrepreneurial DNA' })).toBeVisible();
      await expect(other.getByRole('heading', { level: 2, name: type, exact: true })).toBeVisible();
      await expect(other.getByText(/^Taken on .+; opened from your private link\.$/)).toBeVisible();
      expect(await other.getByRole('region', { name: 'Your type breakdown' }).innerText()).toBe(breakdown);
      await expect(other.getByRole('region', { name: 'Keep your result' }).getByRole('textbox', { name: 'Your private link' })).toHaveValue(permalink);

      const remove = other.getByRole('button', { name: 'Delete this result' });
      await remove.click();
      const confirm = other.getByRole('dialog', { name: 'Delete this result for good?' });
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(remove).toBeFocused();
      await remove.click();
      await confirm.getByRole('button', { name: 'Delete for good' }).click();
      await expect(other).toHaveURL(/\/$/);
      await expect(other.getByText('Result deleted', { exact: true })).toBeVisible();
      await other.goto(permalink);
      await expect(other.getByRole('heading', { name: 'This result link does not work' })).toBeVisible();
    } finally {
      await elsewhere.close();
    }

    const fresh = await browser.newContext();
    try {
      const third = await fresh.newPage();
      await third.goto(permalink);
      await expect(third.getByRole('heading', { name: 'This result link does not work' })).toBeVisible();
      const token = permalink.split('/r/')[1]!;
      expect((await third.request.get(`/api/results/${token}`)).status()).toBe(404);
      expect((await third.request.get(new URL(shareUrl).pathname)).status()).toBe(404);
    } finally {
      await fresh.close();
    }

    // The tab that took the quiz still shows its result, and says its links are gone.
    await page.reload();
    await expect(page.getByText('This result was deleted: its private link, compare link and share page no longer work.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Keep your result' })).toHaveCount(0);
  });

  test('a private link of the right shape that opens nothing says so; a malformed one is the not-found page', async ({ page }) => {
    await page.goto(`/r/${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'This result link does not work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute('href', '/quiz');
    const response = await page.goto('/r/not-a-token');
    expect(response?.status()).toBe(404);
  });
});

test.describe('Compare with a co-founder', () => {
  test('without a result, the compare link invites to the quiz, then shows both profiles side by side', async ({ page, request }) => {
    // The co-founder: mostly Pragmatist.
    const cofounder = await submitThroughApi(request, 'bbbbbbbaac');
    expect(cofounder.primaryCategory).toBe('Pragmatist');
    await page.goto(`/compare/${cofounder.compareCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You and your co-founder' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your co-founder is a Pragmatist' })).toBeVisible();
    await page.getByRole('button', { name: 'Take the quiz to compare' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await page.getByRole('dialog', { name: 'Welcome to the Entrepreneurial DNA Quiz' }).getByRole('button', { name: 'Skip to Quiz' }).click();
    await answerByMouse(page, 0, STANDARD);
    await page.getByRole('button', { name: 'See Results' }).click();
    await expect(page).toHaveURL(/\/results$/);
    const myType = (await page.getByRole('heading', { level: 2 }).first().textContent())!;

    await page.getByRole('link', { name: 'See how you compare' }).click();
    await expect(page).toHaveURL(new RegExp(`/compare/${cofounder.compareCode}$`));
    const you = page.getByRole('region', { name: `You: ${myType}` });
    const them = page.getByRole('region', { name: 'Your co-founder: Pragmatist' });
    await expect(you).toBeVisible();
    await expect(them).toBeVisible();
    for (const person of [you, them]) await expect(person.getByRole('listitem')).toHaveCount(5);
    await expect(them.getByRole('listitem').filter({ hasText: 'Pragmatist' })).toContainText(`${cofounder.pragmatistPercentage}%`);
    const brings = page.getByRole('region', { name: 'What each of you brings' });
    await expect(brings.getByRole('heading', { name: `You, a ${myType}` })).toBeVisible();
    await expect(brings.getByRole('heading', { name: 'Your co-founder, a Pragmatist' })).toBeVisible();
    const complement = page.getByRole('region', { name: 'How your types complement' });
    await expect(complement.getByRole('listitem').first()).toBeVisible();
    await expect(complement.getByText(/^(Neither of you leans|No blind spot)/)).toBeVisible();
    // Their own compare link, to send back.
    await expect(page.getByRole('region', { name: 'Send your link back' }).getByRole('textbox', { name: 'Your compare link' })).toHaveValue(
      /\/compare\/[A-Za-z0-9_-]{22}$/,
    );
  });

  test('the compare link cannot delete the result, and opening your own says to send it', async ({ page, request }) => {
    // A whole quiz and more in one test: on a busy two-core machine it has taken close to a minute.
    test.setTimeout(120_000);
    await takeQuiz(page);
    const compareLink = await page.getByRole('region', { name: 'Compare with a co-founder' }).getByRole('textbox', { name: 'Compare link' }).inputValue();
    const code = compareLink.split('/compare/')[1]!;
    expect((await request.delete(`/api/results/${code}`)).status()).toBe(404);
    await page.goto(compareLink);
    await expect(page.getByRole('heading', { name: 'This is your own compare link' })).toBeVisible();
  });
});

test.describe('Accessibility of kept results', () => {
  for (const theme of THEMES) {
    test(`axe finds no serious violation on a kept result and a comparison, in the ${theme.name} theme`, async ({ page, request }) => {
      const mine = await submitThroughApi(request, 'aabbcddeea');
      const theirs = await submitThroughApi(request, 'ccccdddbbe');
      await useTheme(page, theme);
      await page.goto(`/r/${mine.resultToken}`);
      await expect(page.getByRole('region', { name: 'Keep your result' })).toBeVisible();
      await settled(page);
      await expectNoSeriousAxeViolations(page);

      await page.evaluate(({ result }) => sessionStorage.setItem('quizResult', JSON.stringify(result)), {
        result: Object.fromEntries(Object.entries(mine).filter(([key]) => key !== 'resultToken' && key !== 'compareCode')),
      });
      await page.goto(`/compare/${theirs.compareCode}`);
      await expect(page.getByRole('region', { name: 'How your types complement' })).toBeVisible();
      await settled(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe('Kept results at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the kept result and the comparison fit the width', async ({ page, request }) => {
    const mine = await submitThroughApi(request, 'eeeddcbaae');
    const theirs = await submitThroughApi(request, 'abcde');
    await page.goto(`/r/${mine.resultToken}`);
    await expect(page.getByRole('button', { name: 'Delete this result' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.goto(`/compare/${theirs.compareCode}`);
    await expect(page.getByRole('button', { name: 'Take the quiz to compare' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('How clear a result is, in words', () => {
  const cases = [
    { pattern: 'c', sentence: 'Clear result: a retake would very likely give Hustler again' },
    { pattern: 'ccccccccbbbbbbdddeee', sentence: 'Close call between Hustler and Pragmatist' },
    { pattern: 'abcde', sentence: 'Mixed profile: no type stands out' },
  ];
  for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 667 }]) {
    for (const theme of THEMES) {
      test(`the clarity sentence shows on /results, /r/{token} and the compare page (${theme.name}, ${viewport.width} px)`, async ({ page, request }) => {
        // A whole quiz and more in one test: on a busy two-core machine it has taken close to a minute.
        test.setTimeout(120_000);
        await page.setViewportSize(viewport);
        await useTheme(page, theme);
        await page.goto('/');
        for (const { pattern, sentence } of cases) {
          const submitted = await submitThroughApi(request, pattern);
          const { resultToken, compareCode, ...result } = submitted;
          await page.evaluate((stored) => sessionStorage.setItem('quizResult', JSON.stringify(stored)), result);
          await page.goto('/results');
          await expect(page.getByTestId('result-clarity')).toHaveText(sentence);
          await page.goto(`/r/${resultToken}`);
          await expect(page.getByRole('region', { name: 'Keep your result' })).toBeVisible();
          await expect(page.getByTestId('result-clarity')).toHaveText(sentence);
          // The same result on both sides: this browser holds the result but not its link, as a co-founder would.
          await page.evaluate(() => sessionStorage.removeItem('quizResultLink'));
          await page.goto(`/compare/${compareCode}`);
          await expect(page.getByRole('region', { name: 'How your types complement' })).toBeVisible();
          await expect(page.getByTestId('result-clarity')).toHaveText([sentence, sentence]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        }
        await settled(page);
        await expectNoSeriousAxeViolations(page);
      });
    }
  }
});
