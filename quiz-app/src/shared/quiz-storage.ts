/**
 * What the quiz keeps in the browser, in one place, because the quiz and the results pages both clear it.
 *
 * Session storage (they live as long as the tab): quizSessionId, question_{id}_options (option orders),
 * quizResult (the result), shareBadgeUrl, and quizResultLink (the result's private link token and compare code,
 * kept apart from the result so they are never tracked with it).
 * Local storage (survives a closed tab): quizProgress (the quiz in progress, so a reload or a closed tab resumes)
 * and quizPendingCompare (a co-founder's compare code, until the visitor has a result to compare), and
 * quizOwnCompareCodes (the compare codes of results taken in this browser, so opening one's own compare link in another
 * tab says so).
 */
import { STORAGE_KEYS, isCompareCode, isResultToken } from '@edna/shared-contracts/rules';
import { readLocal, readSession, removeLocal, removeSession, sessionStore, writeLocal, writeSession } from './browser-storage';

const OPTION_ORDER_KEY = /^question_.+_options$/;

/** Removes every saved option order (quiz reset). */
export function clearSavedOptionOrders(store: Pick<Storage, 'key' | 'length' | 'removeItem'> | null): void {
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key && OPTION_ORDER_KEY.test(key)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/** Retake: the quiz in progress, its option orders and its session id go; the next quiz starts from scratch. */
export function forgetQuizInProgress(): void {
  removeLocal(STORAGE_KEYS.quizProgress);
  clearSavedOptionOrders(sessionStore());
  removeSession(STORAGE_KEYS.quizSessionId);
}

const QUIZ_SESSION_ID = /^session_\d{1,16}_[a-z0-9]{1,32}$/;

export function isQuizSessionId(value: unknown): value is string {
  return typeof value === 'string' && QUIZ_SESSION_ID.test(value);
}

/** The tab's quiz session id when it has a valid one (never creates one). */
export function storedQuizSessionId(): string | undefined {
  const stored = readSession(STORAGE_KEYS.quizSessionId);
  return isQuizSessionId(stored) ? stored : undefined;
}

export interface ResultLinkSecrets {
  token: string;
  compareCode: string;
}

/** How many of this browser's own compare codes are remembered (the most recent ones). */
const OWN_COMPARE_CODES_KEPT = 20;

export function saveResultLink(link: ResultLinkSecrets): void {
  writeSession(STORAGE_KEYS.quizResultLink, JSON.stringify(link));
  writeOwnCompareCodes([link.compareCode, ...ownCompareCodes().filter((code) => code !== link.compareCode)].slice(0, OWN_COMPARE_CODES_KEPT));
}

function ownCompareCodes(): string[] {
  try {
    const value = JSON.parse(readLocal(STORAGE_KEYS.quizOwnCompareCodes) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter(isCompareCode) : [];
  } catch {
    return [];
  }
}

function writeOwnCompareCodes(codes: readonly string[]): void {
  if (codes.length === 0) removeLocal(STORAGE_KEYS.quizOwnCompareCodes);
  else writeLocal(STORAGE_KEYS.quizOwnCompareCodes, JSON.stringify(codes));
}

/** Whether a compare code belongs to a result taken in this browser (in any tab). */
export function isOwnCompareCode(code: string): boolean {
  return readResultLink()?.compareCode === code || ownCompareCodes().includes(code);
}

/** The stored result's link secrets, or null when there are none or they cannot be read. */
export function readResultLink(): ResultLinkSecrets | null {
  try {
    const value = JSON.parse(readSession(STORAGE_KEYS.quizResultLink) ?? 'null') as Partial<ResultLinkSecrets> | null;
    return value && isResultToken(value.token) && isCompareCode(value.compareCode) ? { token: value.token, compareCode: value.compareCode } : null;
  } catch {
    return null;
  }
}

/**
 * Whether this tab's result was deleted since the page loaded: /results then leaves quietly, so the "Result deleted"
 * confirmation is not replaced by the notice for a visitor who has not taken the quiz.
 */
let resultDeletedHere = false;

export function wasStoredResultDeleted(): boolean {
  return resultDeletedHere;
}

/** After Delete: nothing of the result stays in this tab. */
export function forgetStoredResult(): void {
  resultDeletedHere = true;
  const link = readResultLink();
  if (link) writeOwnCompareCodes(ownCompareCodes().filter((code) => code !== link.compareCode));
  removeSession(STORAGE_KEYS.quizResult);
  removeSession(STORAGE_KEYS.quizResultLink);
  removeSession(STORAGE_KEYS.shareBadgeUrl);
}

export function savePendingCompare(code: string): void {
  writeLocal(STORAGE_KEYS.quizPendingCompare, code);
}

export function readPendingCompare(): string | null {
  const code = readLocal(STORAGE_KEYS.quizPendingCompare);
  return isCompareCode(code) ? code : null;
}

export function forgetPendingCompare(): void {
  removeLocal(STORAGE_KEYS.quizPendingCompare);
}
