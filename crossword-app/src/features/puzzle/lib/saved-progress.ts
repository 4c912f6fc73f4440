import type { ScoreResponse } from '@edna/shared-contracts';

/**
 * The player's progress on today's puzzle, kept in local storage so a reload resumes the same session (the server's
 * start time) with the letters the server already confirmed. Wrong letters are not kept.
 */
export const PROGRESS_STORAGE_KEY = 'crosswordProgress';

export interface SavedProgress {
  puzzleDate: string;
  sessionToken: string;
  /** Confirmed letters by cell index. */
  letters: Record<string, string>;
  solved: number[];
  score?: ScoreResponse;
}

export function loadProgress(puzzleDate: string): SavedProgress | null {
  try {
    const raw = window.localStorage.getItem(PROGRESS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SavedProgress>;
    if (parsed.puzzleDate !== puzzleDate || typeof parsed.sessionToken !== 'string') return null;
    return {
      puzzleDate,
      sessionToken: parsed.sessionToken,
      letters: parsed.letters && typeof parsed.letters === 'object' ? parsed.letters : {},
      solved: Array.isArray(parsed.solved) ? parsed.solved.filter((id): id is number => typeof id === 'number') : [],
      ...(parsed.score ? { score: parsed.score } : {}),
    };
  } catch (error) {
    console.warn('Saved crossword progress could not be read', error);
    return null;
  }
}

export function saveProgress(progress: SavedProgress): void {
  try {
    window.localStorage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(progress));
  } catch (error) {
    console.warn('Crossword progress could not be saved', error);
  }
}
