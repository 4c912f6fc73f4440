import { ENTREPRENEUR_TYPES } from '@edna/shared-contracts';
import { SEED_QUESTIONS } from './question-bank';

const MAX_QUESTION_LENGTH = 260;
const MAX_OPTION_LENGTH = 150;

/** Lower case, punctuation dropped, whitespace collapsed: two texts that differ only in these are the same question. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function duplicatesOf(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) duplicates.add(value);
    seen.add(value);
  }
  return [...duplicates];
}

describe('seed question bank', () => {
  it('holds at least 100 questions', () => {
    expect(SEED_QUESTIONS.length).toBeGreaterThanOrEqual(100);
  });

  it('has at least 20 questions for every type, and the same number for each', () => {
    const counts = Object.fromEntries(
      ENTREPRENEUR_TYPES.map((type) => [type, SEED_QUESTIONS.filter((question) => question.category === type).length]),
    );
    for (const type of ENTREPRENEUR_TYPES) expect(counts[type]).toBeGreaterThanOrEqual(20);
    expect(new Set(Object.values(counts)).size).toBe(1);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(SEED_QUESTIONS.length);
  });

  it('never asks the same question twice, even with different case or punctuation', () => {
    expect(duplicatesOf(SEED_QUESTIONS.map((question) => question.text))).toEqual([]);
    expect(duplicatesOf(SEED_QUESTIONS.map((question) => normalise(question.text)))).toEqual([]);
  });

  it('gives every question five non-empty options that differ from each other', () => {
    for (const question of SEED_QUESTIONS) {
      expect(question.options).toHaveLength(5);
      for (const option of question.options) expect(option.trim()).not.toBe('');
      expect(new Set(question.options.map(normalise)).size).toBe(5);
    }
  });

  it('keeps every diagnosticPower within (0, 1]', () => {
    for (const question of SEED_QUESTIONS) {
      expect(Number.isFinite(question.diagnosticPower)).toBe(true);
      expect(question.diagnosticPower).toBeGreaterThan(0);
      expect(question.diagnosticPower).toBeLessThanOrEqual(1);
    }
  });

  it('keeps question and option texts short enough for the quiz screen, without stray spaces', () => {
    const tooLong = SEED_QUESTIONS.flatMap((question) => [
      ...(question.text.length > MAX_QUESTION_LENGTH ? [question.text] : []),
      ...question.options.filter((option) => option.length > MAX_OPTION_LENGTH),
    ]);
    expect(tooLong).toEqual([]);
    const untrimmed = SEED_QUESTIONS.flatMap((question) => [question.text, ...question.options]).filter(
      (text) => text !== text.trim() || /\s{2,}/.test(text),
    );
    expect(untrimmed).toEqual([]);
  });

  it('never reuses an option verbatim in a second question', () => {
    expect(duplicatesOf(SEED_QUESTIONS.flatMap((question) => question.options.map(normalise)))).toEqual([]);
  });

  it('phrases every question as a question to the reader', () => {
    const notQuestions = SEED_QUESTIONS.map((question) => question.text).filter(
      (text) => !text.endsWith('?') || !/\byou(r|'re)?\b/i.test(text),
    );
    expect(notQuestions).toEqual([]);
  });
});
