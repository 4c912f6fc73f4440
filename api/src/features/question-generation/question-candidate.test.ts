import { checkCandidate } from './question-candidate';
import { DuplicateIndex } from './near-duplicate';
import { questionsOf } from './openai-provider';

const TYPES = ['Visionary', 'Pragmatist', 'Hustler', 'Craftsman', 'Social Driver'];
const options = (ids = ['a', 'b', 'c', 'd', 'e']) => ids.map((id, index) => ({ id, text: `Option ${id} says something distinct ${index}` }));
const question = (overrides: Record<string, unknown> = {}) => ({
  text: 'Your biggest client threatens to leave unless you cut prices by a third. What do you do?',
  category: 'Pragmatist',
  options: options(),
  ...overrides,
});

describe('checkCandidate (AI output rules)', () => {
  it('accepts a question with five options a to e and returns them in id order', () => {
    const check = checkCandidate(question({ options: options(['c', 'a', 'e', 'b', 'd']) }));
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.question.options[0]).toBe('Option a says something distinct 1');
  });

  it('reads the category loosely (case, spaces, camelCase key)', () => {
    for (const category of ['social driver', 'SOCIAL_DRIVER', 'socialDriver']) {
      const check = checkCandidate(question({ category }));
      expect(check.ok && check.question.category).toBe('Social Driver');
    }
  });

  it.each([
    ['four options', question({ options: options(['a', 'b', 'c', 'd']) }), 'exactly five options are needed'],
    ['a repeated id', question({ options: options(['a', 'b', 'c', 'd', 'd']) }), 'option ids must be a, b, c, d and e, each once'],
    ['an unknown id', question({ options: options(['a', 'b', 'c', 'd', 'f']) }), 'option ids must be a, b, c, d and e, each once'],
    ['an option typed against its id', question({ options: options().map((option, index) => ({ ...option, type: TYPES[(index + 1) % 5] })) }), 'option a must express the Visionary type'],
    ['an unknown category', question({ category: 'Dreamer' }), 'category must be one of Visionary, Pragmatist, Hustler, Craftsman, Social Driver'],
    ['a too short question', question({ text: 'Why?' }), 'question text must be 20–300 characters'],
    ['the same option twice', question({ options: options().map((option) => ({ ...option, text: 'Exactly the same answer' })) }), 'the five options must say different things'],
    ['no options at all', { text: 'A question without any options at all?', category: 'Hustler' }, 'each question needs text, category and options'],
  ])('refuses %s', (_name, item, problem) => {
    expect(checkCandidate(item)).toEqual({ ok: false, problem });
  });
});

describe('DuplicateIndex (near-duplicates of the bank)', () => {
  const index = new DuplicateIndex(['A large customer asks for a custom feature that would take your small team two months. What do you do?']);

  it('finds the same text with other case, punctuation and spacing', () => {
    expect(index.duplicateOf('a LARGE customer asks for a custom feature that would take your small team two months -- what do you do')).not.toBeNull();
  });

  it('finds a light rephrasing (word-trigram Jaccard similarity of 0.6 or more)', () => {
    expect(index.duplicateOf('A large customer asks for a custom feature that would take your small team two months. What would you do?')).not.toBeNull();
  });

  it('lets a genuinely different question through', () => {
    expect(index.duplicateOf('Your co-founder wants to raise money now while you prefer to grow from revenue. How do you decide?')).toBeNull();
  });
});

describe('questionsOf (reading the model answer)', () => {
  it('reads {questions: [...]}, a bare array, and JSON inside a Markdown fence', () => {
    expect(questionsOf('{"questions": [1]}')).toEqual([1]);
    expect(questionsOf('[2]')).toEqual([2]);
    expect(questionsOf('```json\n{"questions": [3]}\n```')).toEqual([3]);
  });

  it('gives null for prose or another shape', () => {
    expect(questionsOf('Here you go!')).toBeNull();
    expect(questionsOf('{"items": []}')).toBeNull();
  });
});
