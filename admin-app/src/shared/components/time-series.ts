export interface TimeSeries {
  label: string;
  values: readonly number[];
  color?: string;
}

/** The point the arrow keys move to (Home and End jump to the ends), or null when the key does not move it. */
export function nextPointIndex(key: string, current: number | null, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return current === null ? 0 : Math.min(last, current + 1);
    case 'ArrowLeft':
      return current === null ? last : Math.max(0, current - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** One point read out: "2026-11-20: Events 14, Bots 2". */
export function pointReadout(label: string, series: readonly TimeSeries[], index: number, format: (value: number) => string): string {
  return `${label}: ${series.map((line) => `${line.label} ${format(line.values[index] ?? 0)}`).join(', ')}`;
}
