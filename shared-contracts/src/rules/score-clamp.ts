import { CROSSWORD } from '../constants';

export interface ScoreValues {
  username: string;
  completionTime: number;
  hintsUsed: number;
  mistakesCount: number;
  theme: string;
}

export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Score values are clamped before sending; the server applies the same clamps. */
export function clampScoreValues<T extends ScoreValues>(values: T): T {
  const { completionTime, hintsUsed, mistakesCount } = CROSSWORD.scoreClamps;
  return {
    ...values,
    username: values.username.trim(),
    theme: values.theme.trim(),
    completionTime: Math.round(clamp(values.completionTime, completionTime.min, completionTime.max)),
    hintsUsed: Math.round(clamp(values.hintsUsed, hintsUsed.min, hintsUsed.max)),
    mistakesCount: Math.round(clamp(values.mistakesCount, mistakesCount.min, mistakesCount.max)),
  };
}
