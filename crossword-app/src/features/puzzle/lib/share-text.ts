import { formatClock, PRODUCT_NAME } from '@edna/shared-contracts/rules';

export interface ShareResult {
  puzzleDate: string;
  completionTime: number;
  hintsUsed: number;
  mistakesCount: number;
  score?: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The spoiler-free result to paste anywhere: date, time, hints and mistakes, never an answer. */
export function shareText(result: ShareResult, origin: string): string {
  const score = result.score === undefined ? '' : ` Score: ${result.score}.`;
  return (
    `${PRODUCT_NAME} · Daily Business Theory Challenge ${result.puzzleDate} — solved in ${formatClock(result.completionTime)} ` +
    `with ${plural(result.hintsUsed, 'hint')} and ${plural(result.mistakesCount, 'mistake')}.${score} ${origin}/crossword`
  );
}
