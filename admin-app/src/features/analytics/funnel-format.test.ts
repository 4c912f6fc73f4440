import { bucketLabel, moodMix, readFunnelMode, writeFunnelMode } from './funnel-format';

describe('drop-off and time series labels', () => {
  it('lists the moods given on a question, the most frequent first', () => {
    expect(moodMix({ excited: 0, curious: 1, neutral: 0, confused: 1, stressed: 2 })).toBe('Stressed 2, Curious 1, Confused 1');
    expect(moodMix({ excited: 0 })).toBe('—');
  });

  it('labels day buckets by their UTC day and hour buckets by day and hour', () => {
    expect(bucketLabel('2026-11-24T00:00:00.000Z', 'day')).toBe('2026-11-24');
    expect(bucketLabel('2026-11-24T09:00:00+00:00', 'hour')).toBe('2026-11-24 09:00');
  });

  it("keeps the funnel's quiz mode in the address next to the range, leaving the default out", () => {
    const chosen = writeFunnelMode(new URLSearchParams('range=7d&bots=1'), 'DEEP_DIVE');
    expect(chosen.toString()).toBe('range=7d&bots=1&funnel=DEEP_DIVE');
    expect(readFunnelMode(chosen)).toBe('DEEP_DIVE');
    expect(writeFunnelMode(chosen, 'ALL').toString()).toBe('range=7d&bots=1');
    expect(readFunnelMode(new URLSearchParams('range=7d'))).toBe('ALL');
  });
});
