/**
 * The date range of the analytics screens as the address keeps it (?range=7d, ?range=custom&from=…&to=…, ?bots=1),
 * so a view can be bookmarked. Custom bounds are UTC calendar days, both included.
 */
export const RANGE_PRESETS = ['24h', '7d', '30d', '90d', 'all', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_LABELS: Record<RangePreset, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
  custom: 'Custom range',
};

/** What the previous period of the same length is called next to a figure. */
const PREVIOUS_PERIOD: Record<RangePreset, string | null> = {
  '24h': 'the previous 24 hours',
  '7d': 'the previous 7 days',
  '30d': 'the previous 30 days',
  '90d': 'the previous 90 days',
  all: null,
  custom: 'the previous period of the same length',
};

export const DEFAULT_PRESET: RangePreset = 'all';

export const RANGE_PARAMS = { preset: 'range', from: 'from', to: 'to', bots: 'bots' } as const;

export interface RangeSelection {
  preset: RangePreset;
  /** YYYY-MM-DD, only for a custom range. */
  from?: string;
  to?: string;
  includeBots: boolean;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isPreset(value: string | null): value is RangePreset {
  return (RANGE_PRESETS as readonly (string | null)[]).includes(value);
}

/** The selection in the address; anything unreadable falls back to the default, so an old bookmark still opens. */
export function readRange(params: URLSearchParams): RangeSelection {
  const requested = params.get(RANGE_PARAMS.preset);
  const preset = isPreset(requested) ? requested : DEFAULT_PRESET;
  const includeBots = params.get(RANGE_PARAMS.bots) === '1';
  if (preset !== 'custom') return { preset, includeBots };
  const from = params.get(RANGE_PARAMS.from) ?? '';
  const to = params.get(RANGE_PARAMS.to) ?? '';
  return { preset, from, to, includeBots };
}

/** The address's parameters with the selection written in (defaults left out); other parameters are kept. */
export function writeRange(params: URLSearchParams, selection: RangeSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(RANGE_PARAMS)) next.delete(key);
  if (selection.preset !== DEFAULT_PRESET) next.set(RANGE_PARAMS.preset, selection.preset);
  if (selection.preset === 'custom') {
    if (selection.from) next.set(RANGE_PARAMS.from, selection.from);
    if (selection.to) next.set(RANGE_PARAMS.to, selection.to);
  }
  if (selection.includeBots) next.set(RANGE_PARAMS.bots, '1');
  return next;
}

/** Only the range's own parameters of the address, to carry them from one analytics tab to another. */
export function rangeParamsOf(params: URLSearchParams): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of Object.values(RANGE_PARAMS)) {
    const value = params.get(key);
    if (value !== null) kept[key] = value;
  }
  return kept;
}

export type RangeProblem = 'missing-day' | 'from-after-to' | 'in-the-future';

/** Why a custom range cannot be asked for yet, or null when it can (presets always can). */
export function rangeProblem(selection: RangeSelection, today = new Date().toISOString().slice(0, 10)): RangeProblem | null {
  if (selection.preset !== 'custom') return null;
  if (!isCalendarDay(selection.from) || !isCalendarDay(selection.to)) return 'missing-day';
  if (selection.from > selection.to) return 'from-after-to';
  if (selection.from > today) return 'in-the-future';
  return null;
}

export const RANGE_PROBLEM_TEXT: Record<RangeProblem, string> = {
  'missing-day': 'Choose both a start and an end day.',
  'from-after-to': 'The start day must not be after the end day.',
  'in-the-future': 'The start day must not be in the future.',
};

/** How the selected range is described in sentences ("in the last 7 days", "from 2026-01-01 to 2026-01-31"). */
export function describeRange(selection: RangeSelection): string {
  if (selection.preset === 'custom') return `from ${selection.from ?? '?'} to ${selection.to ?? '?'}`;
  if (selection.preset === 'all') return 'in all time';
  return `in the ${RANGE_LABELS[selection.preset].toLowerCase()}`;
}

export function previousPeriodName(preset: RangePreset): string | null {
  return PREVIOUS_PERIOD[preset];
}

/** The query string every analytics endpoint and CSV download takes for the selection. */
export function rangeQueryString(selection: RangeSelection): string {
  const query = new URLSearchParams({ preset: selection.preset });
  if (selection.preset === 'custom') {
    query.set('from', selection.from ?? '');
    query.set('to', selection.to ?? '');
  }
  query.set('includeBots', String(selection.includeBots));
  return query.toString();
}

/** The range in a file name: "7d", "all" or "2026-01-01-to-2026-01-31". */
export function rangeFileSuffix(selection: RangeSelection): string {
  return selection.preset === 'custom' ? `${selection.from ?? ''}-to-${selection.to ?? ''}` : selection.preset;
}
