import { STORAGE_KEYS } from '@edna/shared-contracts/rules';
import { writeSession } from '../../../shared/browser-storage';
import { storedQuizSessionId } from '../../../shared/quiz-storage';

/** 'session_{timestamp}_{random}', random being up to 9 base-36 characters. */
export function createQuizSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11) || '0';
  return `session_${now}_${suffix}`;
}

/** The browser session's quiz session id, created on first use. */
export function currentQuizSessionId(): string {
  return storedQuizSessionId() ?? renewQuizSessionId();
}

/** A resumed run takes back the id it was saved with, so its later events join its earlier ones. */
export function resumeQuizSessionId(saved: string | undefined): void {
  if (saved) writeSession(STORAGE_KEYS.quizSessionId, saved);
}

/** A new session id (quiz reset). */
export function renewQuizSessionId(): string {
  const id = createQuizSessionId();
  writeSession(STORAGE_KEYS.quizSessionId, id);
  return id;
}
