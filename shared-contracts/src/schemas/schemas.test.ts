import { generateQuestionsRequestSchema } from './admin';
import { trackRequestSchema, TRACKED_EVENT_NAMES } from './analytics';
import { bankQuestionSchema, submitQuizRequestSchema } from './quiz';
import { scoreSubmissionSchema } from './crossword';

const fiveOptions = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `Option ${id}` }));

describe('contracts', () => {
  it.each([[undefined], ['abc'], [Number.NaN], [null]])('generation count %p falls back to 10', (count) => {
    expect(generateQuestionsRequestSchema.parse({ count })).toEqual({ count: 10 });
  });

  it.each([[0], [51], [2.5]])('generation count %p outside 1 to 50 is refused', (count) => {
    expect(generateQuestionsRequestSchema.safeParse({ count }).success).toBe(false);
  });

  it('accepts "7" as 7', () => {
    expect(generateQuestionsRequestSchema.parse({ count: '7' })).toEqual({ count: 7 });
  });

  it('a bank question has exactly five options a to e', () => {
    const question = { id: 1, text: 'Q', category: 'Hustler', options: fiveOptions, diagnosticPower: 0.5 };
    expect(bankQuestionSchema.safeParse(question).success).toBe(true);
    expect(bankQuestionSchema.safeParse({ ...question, options: fiveOptions.slice(0, 4) }).success).toBe(false);
    expect(bankQuestionSchema.safeParse({ ...question, options: [...fiveOptions].reverse() }).success).toBe(false);
    expect(bankQuestionSchema.safeParse({ ...question, diagnosticPower: 0 }).success).toBe(false);
  });

  it('quiz submissions carry 1 to 30 answers and nothing else', () => {
    const answer = { questionId: 1, selectedOptionId: 'a' };
    expect(submitQuizRequestSchema.safeParse({ answers: [] }).success).toBe(false);
    expect(submitQuizRequestSchema.safeParse({ answers: Array(31).fill(answer) }).success).toBe(false);
    expect(submitQuizRequestSchema.safeParse({ answers: [answer], extra: 1 }).success).toBe(false);
    expect(submitQuizRequestSchema.safeParse({ answers: [{ ...answer, selectedOptionId: 'f' }] }).success).toBe(false);
  });

  it('knows every tracked event and refuses others', () => {
    expect(TRACKED_EVENT_NAMES).toEqual(
      expect.arrayContaining([
        'question_answered',
        'guide_viewed',
        'guide_dismissed',
        'results_viewed',
        'badge_generated',
        'results_shared',
        'shared_to_facebook',
        'shared_to_twitter',
        'shared_to_linkedin',
        'link_copied',
        'mood_tracked',
      ]),
    );
    expect(trackRequestSchema.safeParse({ event: 'hacked', data: {} }).success).toBe(false);
    expect(trackRequestSchema.safeParse({ event: 'link_copied', data: { category: 'Hustler' } }).success).toBe(true);
  });

  it('a remote that failed to load is reported by its key and the route the visitor was on', () => {
    expect(trackRequestSchema.safeParse({ event: 'remote_load_failed', data: { remote: 'crossword', route: '/crossword' } }).success).toBe(true);
    expect(trackRequestSchema.safeParse({ event: 'remote_load_failed', data: { remote: 'payments', route: '/crossword' } }).success).toBe(false);
    expect(trackRequestSchema.safeParse({ event: 'remote_load_failed', data: { remote: 'quiz', route: 'https://evil.example' } }).success).toBe(false);
    expect(trackRequestSchema.safeParse({ event: 'remote_load_failed', data: { remote: 'quiz', route: `/${'x'.repeat(200)}` } }).success).toBe(false);
  });

  it('score submissions take any number (clamped later) but only real dates', () => {
    const score = {
      username: 'ada',
      completionTime: 100,
      hintsUsed: 0,
      mistakesCount: 0,
      puzzleDate: '2026-11-21',
      theme: 'Leadership & Culture',
      sessionToken: 't',
    };
    expect(scoreSubmissionSchema.safeParse(score).success).toBe(true);
    expect(scoreSubmissionSchema.safeParse({ ...score, hintsUsed: 4 }).success).toBe(true);
    expect(scoreSubmissionSchema.safeParse({ ...score, hintsUsed: '4' }).success).toBe(false);
    expect(scoreSubmissionSchema.safeParse({ ...score, puzzleDate: '2026-13-01' }).success).toBe(false);
  });
});
