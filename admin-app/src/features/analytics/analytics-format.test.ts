import { newestFirst, shortSummary, summarizeEventData } from './analytics-format';

describe('event data summary', () => {
  it('lists the fields of an event as key: value pairs', () => {
    expect(summarizeEventData({ questionId: 4, questionIndex: 0, totalQuestions: 20 })).toBe('questionId: 4, questionIndex: 0, totalQuestions: 20');
  });

  it('writes nested values as JSON and shows a dash when there is no data', () => {
    expect(summarizeEventData({ personalityTraits: { risk: 7 } })).toBe('personalityTraits: {"risk":7}');
    expect(summarizeEventData({})).toBe('—');
    expect(summarizeEventData(null)).toBe('—');
  });

  it('shortens a long summary but keeps the full text for the tooltip', () => {
    const data = { text: 'x'.repeat(300) };
    const { text, full } = shortSummary(data);
    expect(text.length).toBeLessThan(full.length);
    expect(text.endsWith('…')).toBe(true);
    expect(full).toBe(`text: ${'x'.repeat(300)}`);
  });
});

describe('raw log order', () => {
  it('puts the newest event first', () => {
    const events = [
      { event: 'a', timestamp: '2026-11-20T10:00:00.000Z' },
      { event: 'b', timestamp: '2026-11-21T09:00:00.000Z' },
      { event: 'c', timestamp: '2026-11-21T08:00:00.000Z' },
    ];
    expect(newestFirst(events).map((event) => event.event)).toEqual(['b', 'c', 'a']);
  });
});

