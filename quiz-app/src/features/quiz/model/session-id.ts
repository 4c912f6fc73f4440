import { STORAGE_KEYS } from '@edna/shared-contracts/rules';
import { readSession, writeSession } from '../../../shared/browser-storage';

/** 'session_{timestamp}_{random}', random being up to 9 base-36 characters. */
export function createQuizSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11) || '0';
  return `session_${now}_${suffix}`;
}

/** The browser session's quiz session id, created on first use. */
export function currentQuizSessionId(): string {
  const existing = readSession(STORAGE_KEYS.quizSessionId);
  if (existing && /^session_\d{1,16}_[a-z0-9]{1,32}$/.test(existing)) return existing;
  return renewQuizSessionId();
}

/** A new session id (quiz reset). */
export function renewQuizSessionId(): string {
  const id = createQuizSessionId();
  writeSession(STORAGE_KEYS.quizSessionId, id);
  return id;
}
