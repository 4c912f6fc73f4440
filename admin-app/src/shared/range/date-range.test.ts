import { describeRange, rangeParamsOf, rangeProblem, rangeQueryString, readRange, writeRange } from './date-range';

describe('date range in the address', () => {
  it('reads a preset and the bot toggle, and falls back to all time for anything unknown', () => {
    expect(readRange(new URLSearchParams('tab=analytics&range=7d&bots=1'))).toEqual({ preset: '7d', includeBots: true });
    expect(readRange(new URLSearchParams('range=5y'))).toEqual({ preset: 'all', includeBots: false });
    expect(readRange(new URLSearchParams(''))).toEqual({ preset: 'all', includeBots: false });
  });

  it('reads a custom range with its two days', () => {
    expect(readRange(new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-31'))).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      includeBots: false,
    });
  });

  it('writes the selection, leaves defaults out and keeps the other parameters', () => {
    const params = new URLSearchParams('tab=mood&range=custom&from=2026-01-01&to=2026-01-02');
    expect(writeRange(params, { preset: '30d', includeBots: false }).toString()).toBe('tab=mood&range=30d');
    expect(writeRange(params, { preset: 'all', includeBots: true }).toString()).toBe('tab=mood&bots=1');
    expect(writeRange(new URLSearchParams('tab=crossword'), { preset: 'custom', from: '2026-02-01', to: '2026-02-10', includeBots: false }).toString()).toBe(
      'tab=crossword&range=custom&from=2026-02-01&to=2026-02-10',
    );
  });

  it('round-trips through the address', () => {
    const selection = { preset: 'custom' as const, from: '2025-12-01', to: '2026-01-15', includeBots: true };
    expect(readRange(writeRange(new URLSearchParams(), selection))).toEqual(selection);
  });

  it('carries only the range parameters to another tab', () => {
    expect(rangeParamsOf(new URLSearchParams('tab=analytics&range=7d&bots=1&other=x'))).toEqual({ range: '7d', bots: '1' });
  });
});

describe('custom range checks', () => {
  const today = '2026-11-24';
  it('accepts presets and a valid custom range', () => {
    expect(rangeProblem({ preset: '24h', includeBots: false }, today)).toBeNull();
    expect(rangeProblem({ preset: 'custom', from: '2026-11-01', to: '2026-11-24', includeBots: false }, today)).toBeNull();
  });

  it('refuses missing or impossible days, a start after the end and a start in the future', () => {
    expect(rangeProblem({ preset: 'custom', from: '', to: '2026-11-02', includeBots: false }, today)).toBe('missing-day');
    expect(rangeProblem({ preset: 'custom', from: '2026-02-30', to: '2026-03-02', includeBots: false }, today)).toBe('missing-day');
    expect(rangeProblem({ preset: 'custom', from: '2026-11-10', to: '2026-11-02', includeBots: false }, today)).toBe('from-after-to');
    expect(rangeProblem({ preset: 'custom', from: '2026-12-01', to: '2026-12-02', includeBots: false }, today)).toBe('in-the-future');
  });

  it('describes the range in words', () => {
    expect(describeRange({ preset: '7d', includeBots: false })).toBe('in the last 7 days');
    expect(describeRange({ preset: 'all', includeBots: false })).toBe('in all time');
    expect(describeRange({ preset: 'custom', from: '2026-01-01', to: '2026-01-31', includeBots: false })).toBe('from 2026-01-01 to 2026-01-31');
  });
});

describe('query string for the API', () => {
  it('sends the preset and the bot flag, and the days only for a custom range', () => {
    expect(rangeQueryString({ preset: '7d', includeBots: false })).toBe('preset=7d&includeBots=false');
    expect(rangeQueryString({ preset: 'custom', from: '2026-01-01', to: '2026-01-31', includeBots: true })).toBe(
      'preset=custom&from=2026-01-01&to=2026-01-31&includeBots=true',
    );
  });
});
