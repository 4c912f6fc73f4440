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
