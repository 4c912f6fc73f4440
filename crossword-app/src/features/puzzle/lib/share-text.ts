import { formatClock, PRODUCT_NAME } from '@edna/shared-contracts/rules';

export interface ShareResult {
  puzzleDate: string;
  completionTime: number;
  hintsUsed: number;
  mistakesCount: number;
  score?: number;
  /** The player's daily streak after this solve. */
  streak?: number;
  /** An archive puzzle or a later session of the day: never ranked. */
  practice?: boolean;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The spoiler-free result to paste anywhere: date, time, hints, mistakes and streak, never an answer. */
export function shareText(result: ShareResult, origin: string): string {
  const practice = result.practice ? ' (practice)' : '';
  const score = result.score === undefined ? '' : ` Score: ${result.score}.`;
  const streak = result.streak ? ` Streak: ${plural(result.streak, 'day')}.` : '';
  return (
    `${PRODUCT_NAME} · Daily Business Theory Challenge ${result.puzzleDate}${practice} — solved in ${formatClock(result.completionTime)} ` +
    `with ${plural(result.hintsUsed, 'hint')} and ${plural(result.mistakesCount, 'mistake')}.${score}${streak} ${origin}/crossword`
  );
}
