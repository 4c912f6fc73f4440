import type { Completion, ScoreResponse } from '@edna/shared-contracts';

/**
 * The player's progress on each puzzle played lately (today's and archive puzzles), kept in local storage so a
 * reload resumes the same session (the server's start time) with the letters the server already confirmed. Wrong
 * letters are not kept. The newest few puzzles are kept; older ones are dropped.
 */
export const PROGRESS_STORAGE_KEY = 'crosswordProgress';
const KEPT_PUZZLES = 8;

export interface SavedProgress {
  puzzleDate: string;
  sessionToken: string;
  /** Confirmed letters by cell index, on the board of `epoch`. */
  letters: Record<string, string>;
  /** The server board's epoch the letters belong to; letters of another epoch are not restored. */
  epoch?: number;
  solved: number[];
  completion?: Completion;
  score?: ScoreResponse;
}

function readAll(): SavedProgress[] {
  const raw = window.localStorage.getItem(PROGRESS_STORAGE_KEY);
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  // Earlier versions kept one puzzle as a single object.
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.filter(
    (entry): entry is SavedProgress =>
      Boolean(entry) && typeof entry === 'object' && typeof (entry as SavedProgress).puzzleDate === 'string' && typeof (entry as SavedProgress).sessionToken === 'string',
  );
}

export function loadProgress(puzzleDate: string): SavedProgress | null {
  try {
    const found = readAll().find((entry) => entry.puzzleDate === puzzleDate);
    if (!found) return null;
    return {
      puzzleDate,
      sessionToken: found.sessionToken,
      letters: found.letters && typeof found.letters === 'object' ? found.letters : {},
      solved: Array.isArray(found.solved) ? found.solved.filter((id): id is number => typeof id === 'number') : [],
      ...(typeof found.epoch === 'number' ? { epoch: found.epoch } : {}),
      ...(found.completion ? { completion: found.completion } : {}),
      ...(found.score ? { score: found.score } : {}),
    };
  } catch (error) {
    console.warn('Saved crossword progress could not be read', error);
    return null;
  }
}

export function saveProgress(progress: SavedProgress): void {
  try {
    let others: SavedProgress[] = [];
    try {
      others = readAll().filter((entry) => entry.puzzleDate !== progress.puzzleDate);
    } catch {
      // unreadable: replaced by this puzzle's progress
    }
    const kept = [progress, ...others].slice(0, KEPT_PUZZLES);
    window.localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(kept));
  } catch (error) {
    console.warn('Crossword progress could not be saved', error);
  }
}
