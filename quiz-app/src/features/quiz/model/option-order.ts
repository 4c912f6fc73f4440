/** The per-question option order: shuffled once, saved in session storage, reused on revisit. */
import { questionOptionsStorageKey } from '@edna/shared-contracts/rules';
import type { Option } from '@edna/shared-contracts';

export type OptionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [result[index], result[swap]] = [result[swap]!, result[index]!];
  }
  return result;
}

/** The ids of a saved order: a list of option ids, or of options with an id. Anything else cannot be read. */
function parseSavedOrder(raw: string): string[] {
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error('the saved option order is not a list');
  return parsed.map((entry: unknown) => {
    if (typeof entry === 'string') return entry;
    if (entry && typeof entry === 'object' && typeof (entry as { id?: unknown }).id === 'string') return (entry as { id: string }).id;
    throw new Error('the saved option order holds something that is not an option id');
  });
}

/** A saved order is reused only if it has the same number of options and exactly the same ids. */
export function isReusableOrder(savedIds: readonly string[], options: readonly Pick<Option, 'id'>[]): boolean {
  if (savedIds.length !== options.length) return false;
  const ids = new Set(options.map((option) => option.id));
  return new Set(savedIds).size === savedIds.length && savedIds.every((id) => ids.has(id as Option['id']));
}

/**
 * The options of a question in their display order: the saved order when it still matches the question, otherwise
 * a fresh shuffle, which is saved. An unreadable saved order is logged and ignored; a storage failure only logged.
 */
export function optionsInDisplayOrder<T extends Pick<Option, 'id'>>(
  questionId: number,
  options: readonly T[],
  store: OptionStore | null,
  random: () => number = Math.random,
): T[] {
  const key = questionOptionsStorageKey(questionId);
  let saved: string[] | null = null;
  try {
    const raw = store?.getItem(key) ?? null;
    if (raw !== null) saved = parseSavedOrder(raw);
  } catch (error) {
    console.error(`Could not read the saved option order of question ${questionId}; shuffling again`, error);
  }
  if (saved && isReusableOrder(saved, options)) {
    const byId = new Map(options.map((option) => [option.id as string, option]));
    return saved.map((id) => byId.get(id)!);
  }
  const shuffled = shuffle(options, random);
  try {
    store?.setItem(key, JSON.stringify(shuffled.map((option) => option.id)));
  } catch (error) {
    console.error(`Could not save the option order of question ${questionId}`, error);
  }
  return shuffled;
}

/** The saved display order of a question's options (their ids), or null when none is saved or it cannot be read. */
export function savedOptionOrder(questionId: number, store: Pick<OptionStore, 'getItem'> | null): string[] | null {
  try {
    const raw = store?.getItem(questionOptionsStorageKey(questionId)) ?? null;
    return raw === null ? null : parseSavedOrder(raw);
  } catch {
    return null;
  }
}

/** Puts back an order kept elsewhere (a resumed quiz in a new tab) unless this tab already has one for the question. */
export function restoreOptionOrder(questionId: number, ids: readonly string[], store: Pick<OptionStore, 'getItem' | 'setItem'> | null): void {
  if (!store || savedOptionOrder(questionId, store) !== null) return;
  try {
    store.setItem(questionOptionsStorageKey(questionId), JSON.stringify(ids));
  } catch (error) {
    console.error(`Could not save the option order of question ${questionId}`, error);
  }
}
