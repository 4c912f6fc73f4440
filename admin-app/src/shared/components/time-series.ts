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

const DAY_SECONDS = 86_400;

/** The step between two points in seconds: the smallest gap between neighbours, a day when there is one point. */
export function pointStepSeconds(timesInSeconds: readonly number[]): number {
  let step = Number.POSITIVE_INFINITY;
  for (let index = 1; index < timesInSeconds.length; index += 1) {
    const gap = (timesInSeconds[index] ?? 0) - (timesInSeconds[index - 1] ?? 0);
    if (gap > 0) step = Math.min(step, gap);
  }
  return Number.isFinite(step) ? step : DAY_SECONDS;
}

/**
 * The time axis spans the points and half a step on either side, so a single point (a one-day range) sits in the
 * middle of its own day instead of the axis stretching over years.
 */
export function timeAxisRange(timesInSeconds: readonly number[]): [number, number] {
  const first = timesInSeconds[0] ?? 0;
  const last = timesInSeconds[timesInSeconds.length - 1] ?? first;
  const half = pointStepSeconds(timesInSeconds) / 2;
  return [first - half, last + half];
}

/** The value axis of counts starts at 0 and ends on a whole number at or above the largest value (at least 1). */
export function countAxisRange(max: number | null | undefined): [number, number] {
  return [0, Math.max(1, Math.ceil(max ?? 0))];
}

/** Tick steps for counts: whole numbers only (1, 2, 5, 10, 20, 50, …). */
export const COUNT_TICK_STEPS: readonly number[] = Array.from({ length: 30 }, (_, index) => [1, 2, 5][index % 3]! * 10 ** Math.floor(index / 3));
