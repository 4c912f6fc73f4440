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
