import { analyticsExportPath, ANALYTICS_EXPORT_TABLES } from '../rules/analytics-paths';
import { analyticsRangeQuerySchema } from './analytics-range';
import { trackRequestSchema } from './analytics';

describe('analyticsRangeQuerySchema', () => {
  it('defaults to the last 7 days without bots and reads includeBots from the query string', () => {
    expect(analyticsRangeQuerySchema.parse({})).toEqual({ preset: '7d', includeBots: false });
    expect(analyticsRangeQuerySchema.parse({ preset: '24h', includeBots: 'true' })).toEqual({ preset: '24h', includeBots: true });
    expect(analyticsRangeQuerySchema.parse({ preset: 'custom', from: '2026-01-01', to: '2026-01-01' }).from).toBe('2026-01-01');
  });

  it.each([
    [{ preset: 'week' }],
    [{ preset: 'custom', from: '2026-01-02' }],
    [{ preset: 'custom', from: '2026-01-02', to: '2026-01-01' }],
    [{ preset: 'custom', from: '1999-12-31', to: '2000-01-02' }],
    [{ preset: 'custom', from: '2000-01-01', to: '2026-01-01' }],
    [{ preset: 'custom', from: '2026-02-30', to: '2026-03-01' }],
    [{ preset: '7d', from: '2026-01-01' }],
    [{ includeBots: 'maybe' }],
    [{ unknown: '1' }],
  ])('refuses %j', (query) => {
    expect(analyticsRangeQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('analytics export paths', () => {
  it('one CSV path per table', () => {
    expect(ANALYTICS_EXPORT_TABLES.map(analyticsExportPath)).toContain('/api/admin/analytics/export/drop-off.csv');
  });
});

describe('tracked events carry the quiz run id', () => {
  it('accepts quizSessionId on quiz events and refuses a malformed one', () => {
    const quizSessionId = 'session_1795700000000_abc123';
    expect(trackRequestSchema.safeParse({ event: 'guide_viewed', data: { questionCount: 20, quizSessionId } }).success).toBe(true);
    expect(
      trackRequestSchema.safeParse({
        event: 'question_answered',
        data: { questionId: 1, questionIndex: 0, totalQuestions: 20, quizMode: 'STANDARD', quizSessionId },
      }).success,
    ).toBe(true);
    expect(trackRequestSchema.safeParse({ event: 'link_copied', data: { category: 'Hustler', quizSessionId: 'x' } }).success).toBe(false);
  });
});
