/** A timestamp in the reader's locale (date and time); an unreadable value is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function formatCount(value: number): string {
  return value.toLocaleString();
}

/** A share from 0 to 1 as a whole percentage ('67%'). */
export function formatPercent(share: number): string {
  return `${Math.round(share * 100)}%`;
}
