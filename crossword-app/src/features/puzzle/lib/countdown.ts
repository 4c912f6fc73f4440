import { CROSSWORD } from '@edna/shared-contracts/rules';

/** Seconds used since the server's start time, measured on the server's clock (clockOffsetMs = server − browser). */
export function elapsedSeconds(startedAtMs: number, nowMs: number, clockOffsetMs: number): number {
  return Math.max(0, Math.floor((nowMs + clockOffsetMs - startedAtMs) / 1000));
}

export function remainingSeconds(elapsed: number): number {
  return Math.max(0, CROSSWORD.timeLimitSeconds - elapsed);
}

/** The time counter turns red once 80 % of the time is used (2880 s). */
export function isTimeRunningOut(elapsed: number): boolean {
  return elapsed >= CROSSWORD.timeLimitSeconds * CROSSWORD.timeWarningFraction;
}

/** The mistakes counter turns red above 3. */
export function isMistakeWarning(mistakes: number): boolean {
  return mistakes > CROSSWORD.mistakesWarningAbove;
}
