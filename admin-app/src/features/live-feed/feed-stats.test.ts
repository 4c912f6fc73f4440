import type { RealTimeEvent } from '@edna/shared-contracts';
import { appendLiveEvent, computeFeedStats, isPassiveAction } from './feed-stats';

function event(action: string, component: string, region?: string): RealTimeEvent {
  return { action, component, page: '/quiz', timestamp: '2026-11-21T10:00:00.000Z', details: region === undefined ? {} : { region } };
}

describe('feed statistics', () => {
  it('counts everything except views and leaves as interactions', () => {
    const stats = computeFeedStats([
      event('question_answered', 'quiz'),
      event('results_viewed', 'results'),
      event('page_view', 'shell'),
      event('page_leave', 'shell'),
      event('link_copied', 'share'),
    ]);
    expect(stats.total).toBe(5);
    expect(stats.interactionRate).toBeCloseTo(2 / 5);
  });

  it('names the most active component and the most common action', () => {
    const stats = computeFeedStats([
      event('question_answered', 'quiz'),
      event('question_answered', 'quiz'),
      event('mood_tracked', 'mood'),
      event('link_copied', 'share'),
    ]);
    expect(stats.mostActiveComponent).toEqual({ name: 'quiz', count: 2 });
    expect(stats.mostCommonAction).toEqual({ name: 'question_answered', count: 2 });
  });

  it('counts downloaded reports as actions containing download_', () => {
    const stats = computeFeedStats([event('download_badge', 'share'), event('download_report_pdf', 'admin'), event('badge_generated', 'share')]);
    expect(stats.downloadedReports).toBe(2);
  });

  it('finds the most viewed region from the details, ignoring events without one', () => {
    const stats = computeFeedStats([event('question_answered', 'quiz', 'DE'), event('question_answered', 'quiz', 'US'), event('guide_viewed', 'guide', 'US'), event('x', 'y')]);
    expect(stats.mostViewedRegion).toEqual({ name: 'US', count: 2 });
  });

  it('breaks a tie alphabetically so the figure does not flicker', () => {
    expect(computeFeedStats([event('b_action', 'quiz'), event('a_action', 'share')]).mostCommonAction).toEqual({ name: 'a_action', count: 1 });
  });

  it('reports zeros and no leaders for an empty feed', () => {
    expect(computeFeedStats([])).toEqual({
      total: 0,
      interactionRate: 0,
      mostActiveComponent: null,
      mostCommonAction: null,
      downloadedReports: 0,
      mostViewedRegion: null,
    });
  });

  it('treats view and leave words only as whole parts of the action name', () => {
    expect(isPassiveAction('guide_viewed')).toBe(true);
    expect(isPassiveAction('view')).toBe(true);
    expect(isPassiveAction('reviewed_answer')).toBe(false);
    expect(isPassiveAction('guide_dismissed')).toBe(false);
  });
});

describe('live feed list', () => {
  it('puts the newest event first and keeps only the latest 100', () => {
    let events: RealTimeEvent[] = [];
    for (let index = 0; index < 105; index += 1) events = appendLiveEvent(events, event(`action_${index}`, 'quiz'));
    expect(events).toHaveLength(100);
    expect(events[0]?.action).toBe('action_104');
    expect(events[99]?.action).toBe('action_5');
  });
});
