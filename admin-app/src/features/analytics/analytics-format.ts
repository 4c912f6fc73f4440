import { truncate } from '@edna/shared-contracts/rules';

/** One line describing an event's data: `key: value` pairs (nested values as JSON), '—' when there is none. */
export function summarizeEventData(data: unknown): string {
  if (data === null || data === undefined) return '—';
  if (typeof data !== 'object') return String(data);
  if (Array.isArray(data)) return JSON.stringify(data);
  const parts = Object.entries(data as Record<string, unknown>).map(
    ([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
  );
  return parts.length > 0 ? parts.join(', ') : '—';
}

export const DATA_SUMMARY_MAX_CHARS = 120;

export function shortSummary(data: unknown): { text: string; full: string } {
  const full = summarizeEventData(data);
  return { text: truncate(full, DATA_SUMMARY_MAX_CHARS), full };
}

/** Newest first; entries whose time cannot be read keep their order after the readable ones. */
export function newestFirst<T extends { timestamp: string }>(events: readonly T[]): T[] {
  const time = (event: T) => {
    const value = Date.parse(event.timestamp);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...events].sort((a, b) => time(b) - time(a));
}

const DAY_MS = 86_400_000;
export const MAX_CHART_DAYS = 366;

/**
 * Daily counts with every missing day between the first and the last given day added as 0, oldest first, so the
 * chart's spacing matches the calendar. At most the last 366 days are kept.
 */
export function fillDailyGaps(days: readonly { date: string; count: number }[]): { date: string; count: number }[] {
  const byDate = new Map<string, number>();
  for (const day of days) {
    if (!Number.isNaN(Date.parse(`${day.date}T00:00:00Z`))) byDate.set(day.date, (byDate.get(day.date) ?? 0) + day.count);
  }
  const dates = [...byDate.keys()].sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return [];
  const end = Date.parse(`${last}T00:00:00Z`);
  const start = Math.max(Date.parse(`${first}T00:00:00Z`), end - (MAX_CHART_DAYS - 1) * DAY_MS);
  const filled: { date: string; count: number }[] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const date = new Date(at).toISOString().slice(0, 10);
    filled.push({ date, count: byDate.get(date) ?? 0 });
  }
  return filled;
}
