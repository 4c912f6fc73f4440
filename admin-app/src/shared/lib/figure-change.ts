import { formatSeconds } from './format';

/** What a figure measures, which is the unit its change is shown in. */
export type FigureUnit = 'count' | 'share' | 'seconds';

/** Which way of moving is good news for a figure ('neither' for figures that are only counted, like events). */
export type BetterDirection = 'up' | 'down' | 'neither';

export interface FigureChange {
  /** 'new' when the previous period had none of a count or duration. */
  direction: 'up' | 'down' | 'same' | 'new';
  /** The change in the figure's own unit, signed: '+5 (+25%)', '+14 pts', '−0:30'; '' for a duration with no earlier value. */
  text: string;
  /** Whether the change is good news, bad news or neither; shown by colour next to the signed text and arrow. */
  tone: 'good' | 'bad' | 'neutral';
}

const MINUS = '−';

/**
 * The change of a figure against the previous period in the figure's unit, or null when there is nothing to compare
 * with: a count by whole numbers (and by percent when the previous period had some), a share by percentage points, a
 * duration as a duration.
 */
export function figureChange(value: number, previous: number | null | undefined, unit: FigureUnit, better: BetterDirection): FigureChange | null {
  if (previous === null || previous === undefined || !Number.isFinite(previous) || !Number.isFinite(value)) return null;
  const direction = stepDirection(value, previous, unit);
  const tone = direction === 'same' || better === 'neither' ? 'neutral' : (direction === 'down') === (better === 'down') ? 'good' : 'bad';
  if (direction === 'same') return { direction, text: sameText(unit), tone: 'neutral' };
  // A share of 0 is a real figure; a count or duration of 0 means the previous period had none.
  if (previous === 0 && unit !== 'share') return { direction: 'new', text: unit === 'count' ? `+${Math.round(value).toLocaleString('en-US')}` : '', tone };
  const sign = direction === 'up' ? '+' : MINUS;
  switch (unit) {
    case 'share':
      return { direction, text: `${sign}${Math.abs(Math.round(value * 100) - Math.round(previous * 100))} pts`, tone };
    case 'seconds':
      return { direction, text: `${sign}${formatSeconds(Math.abs(Math.round(value) - Math.round(previous)))}`, tone };
    case 'count': {
      const difference = Math.abs(Math.round(value) - Math.round(previous)).toLocaleString('en-US');
      const percent = Math.abs(Math.round(((value - previous) / Math.abs(previous)) * 100));
      return { direction, text: `${sign}${difference} (${sign}${percent}%)`, tone };
    }
  }
}

/** Up, down or the same, as far as the figure is shown: shares in whole percentage points, durations in whole seconds. */
function stepDirection(value: number, previous: number, unit: FigureUnit): 'up' | 'down' | 'same' {
  const scale = unit === 'share' ? 100 : 1;
  const difference = Math.round(value * scale) - Math.round(previous * scale);
  return difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
}

function sameText(unit: FigureUnit): string {
  return unit === 'share' ? '0 pts' : unit === 'seconds' ? '0:00' : '0';
}
