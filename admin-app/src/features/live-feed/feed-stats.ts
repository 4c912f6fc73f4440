import { ADMIN } from '@edna/shared-contracts/rules';
import type { RealTimeEvent } from '@edna/shared-contracts';

export interface Leader {
  name: string;
  count: number;
}

export interface FeedStats {
  total: number;
  /** Share (0 to 1) of events that are interactions, that is neither a view nor a leave. */
  interactionRate: number;
  mostActiveComponent: Leader | null;
  mostCommonAction: Leader | null;
  /** Events whose action contains 'download_'. */
  downloadedReports: number;
  /** The region (details.region) seen on the most events. */
  mostViewedRegion: Leader | null;
}

/** A view or a leave is passive: 'view', 'page_view', 'results_viewed', 'leave', 'page_left' and the like. */
const PASSIVE_ACTION = /(?:^|_)(?:view|viewed|views|leave|left)(?:_|$)/i;

export function isPassiveAction(action: string): boolean {
  return PASSIVE_ACTION.test(action);
}

/** The most frequent value; a tie goes to the name first in alphabetical order so the answer does not flicker. */
function leaderOf(values: readonly string[]): Leader | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let leader: Leader | null = null;
  for (const [name, count] of counts) {
    if (!leader || count > leader.count || (count === leader.count && name < leader.name)) leader = { name, count };
  }
  return leader;
}

/** The feed statistics (events per minute, top event, busiest hour and the like) over the events currently kept in the live feed. */
export function computeFeedStats(events: readonly RealTimeEvent[]): FeedStats {
  const total = events.length;
  const interactions = events.filter((event) => !isPassiveAction(event.action)).length;
  const regions = events.map((event) => event.details?.region).filter((region): region is string => typeof region === 'string' && region !== '');
  return {
    total,
    interactionRate: total === 0 ? 0 : interactions / total,
    mostActiveComponent: leaderOf(events.map((event) => event.component).filter(Boolean)),
    mostCommonAction: leaderOf(events.map((event) => event.action).filter(Boolean)),
    downloadedReports: events.filter((event) => event.action.includes('download_')).length,
    mostViewedRegion: leaderOf(regions),
  };
}

/** The newest event first; only the latest 100 are kept. */
export function appendLiveEvent(events: readonly RealTimeEvent[], event: RealTimeEvent, max: number = ADMIN.liveFeedMaxEvents): RealTimeEvent[] {
  return [event, ...events].slice(0, max);
}
