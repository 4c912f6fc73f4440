import type { QuizFunnelStep } from '@edna/shared-contracts';

export const FUNNEL_STEP_LABELS: Record<QuizFunnelStep, string> = {
  guide_viewed: 'Guide viewed',
  first_answer: 'First answer',
  half_way: 'Half-way',
  results_viewed: 'Results viewed',
  badge_generated: 'Badge generated',
  shared: 'Shared',
};

/** A question's mood mix in words, the most frequent first ("Stressed 2, Confused 1"), or '—' when none. */
export function moodMix(moodCounts: Partial<Record<string, number>>): string {
  const parts = Object.entries(moodCounts)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([mood, count]) => `${mood.charAt(0).toUpperCase()}${mood.slice(1)} ${count}`);
  return parts.length > 0 ? parts.join(', ') : '—';
}

/** How a bucket of a time series is labelled: the UTC day, or the UTC day and hour for hourly buckets. */
export function bucketLabel(start: string, granularity: 'hour' | 'day'): string {
  const iso = new Date(start).toISOString();
  return granularity === 'hour' ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

/** The address parameter of the funnel's quiz mode (?funnel=DEEP_DIVE); ALL, the default, is left out. */
export const FUNNEL_MODE_PARAM = 'funnel';
export const DEFAULT_FUNNEL_MODE = 'ALL';

export function readFunnelMode(params: URLSearchParams): string {
  return params.get(FUNNEL_MODE_PARAM) || DEFAULT_FUNNEL_MODE;
}

/** The address's parameters with the funnel's mode written in; the range and every other parameter are kept. */
export function writeFunnelMode(params: URLSearchParams, mode: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (mode === DEFAULT_FUNNEL_MODE) next.delete(FUNNEL_MODE_PARAM);
  else next.set(FUNNEL_MODE_PARAM, mode);
  return next;
}
