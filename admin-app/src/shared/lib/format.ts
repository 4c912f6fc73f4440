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

/** A share that may be unknown (nothing to divide by) as a percentage, or '—'. */
export function formatRatio(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : formatPercent(share);
}

/** A duration in seconds as m:ss (h:mm:ss from an hour up), or '—' when unknown. */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** A per-solve average with one decimal, or '—' when unknown. */
export function formatAverage(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}
