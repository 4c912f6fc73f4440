import { CROSSWORD, clamp } from '@edna/shared-contracts';

/** A solve faster than this (server time from session start to score) is refused as impossible. */
export const MIN_COMPLETION_SECONDS = 20;
export const MAX_SCORE = 1000;

export interface ScoreInput {
  completionTime: number;
  hintsUsed: number;
  mistakesCount: number;
}

/**
 * The score, 0 to 1000, from the server's values (clamped to the scoring ranges: time 0–7200 s, hints 0–3, mistakes 0–10):
 *
 *   score = round(1000 × timeFactor × hintFactor × mistakeFactor)
 *   timeFactor    = 0.4 + 0.6 × 600 / (600 + t)   1 at 0 s, 0.7 at 10 min, ≈0.49 at 60 min, ≈0.45 at 120 min
 *   hintFactor    = 1 − 0.15 × hints              each hint costs 15 %
 *   mistakeFactor = 1 − 0.05 × mistakes           each mistake costs 5 %
 *
 * So the score lies between 123 (120 min, 3 hints, 10 mistakes) and 1000. Each hint and each mistake lowers it by
 * at least 12 points; a longer time never raises it (a second may not change the rounded value late in a slow
 * solve, and the leaderboard then ranks the faster time first).
 */
export function computeScore(input: ScoreInput): number {
  const { completionTime, hintsUsed, mistakesCount } = clampedScoreInput(input);
  const timeFactor = 0.4 + (0.6 * 600) / (600 + completionTime);
  const hintFactor = 1 - 0.15 * hintsUsed;
  const mistakeFactor = 1 - 0.05 * mistakesCount;
  return Math.round(MAX_SCORE * timeFactor * hintFactor * mistakeFactor);
}

/** The clamps (time 0-7200 s, hints 0-3, mistakes 0-10), applied to the server's own values before they are scored and stored. */
export function clampedScoreInput({ completionTime, hintsUsed, mistakesCount }: ScoreInput): ScoreInput {
  const limits = CROSSWORD.scoreClamps;
  return {
    completionTime: Math.floor(clamp(completionTime, limits.completionTime.min, limits.completionTime.max)),
    hintsUsed: Math.floor(clamp(hintsUsed, limits.hintsUsed.min, limits.hintsUsed.max)),
    mistakesCount: Math.floor(clamp(mistakesCount, limits.mistakesCount.min, limits.mistakesCount.max)),
  };
}
