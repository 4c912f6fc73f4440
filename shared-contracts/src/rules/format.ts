/** Seconds as m:ss (minutes are not wrapped into hours: 3600 s reads 60:00). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)}…`;
}

/** A UTC calendar date as YYYY-MM-DD. */
export function isoDate(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}
