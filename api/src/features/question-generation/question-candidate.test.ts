import { checkCandidate } from './question-candidate';
import { DuplicateIndex } from '../../shared/question-bank/duplicate-index';
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
    ['a too short question', question({ text: 'Why?' }), 'question text must be 20–300 characters (it has 4)'],
    ['the same option twice', question({ options: options().map((option) => ({ ...option, text: 'Exactly the same answer' })) }), 'the five options must say different things'],
    ['no options at all', { text: 'A question without any options at all?', category: 'Hustler' }, 'each question needs text, category and options'],
  ])('refuses %s', (_name, item, problem) => {
    expect(checkCandidate(item)).toEqual({ ok: false, problem });
  });

  it('refuses an item whose longest option is more than 1.4 times its shortest, naming the lengths', () => {
    const long = options().map((option, index) => (index === 2 ? { ...option, text: `${option.text} and then a good deal more than that` } : option));
    expect(checkCandidate(question({ options: long }))).toEqual({
      ok: false,
      problem: 'the longest option is 2.06 times the shortest (70 vs 34 characters; at most 1.4)',
    });
  });

  it('refuses an option that names its type instead of showing what the founder does', () => {
    const labelled = options().map((option, index) => (index === 0 ? { ...option, text: 'Option a is the innovative one here' } : option));
    expect(checkCandidate(question({ options: labelled }))).toEqual({
      ok: false,
      problem: 'the Visionary option names a trait ("innovative") instead of showing what the founder does',
    });
  });

  it('stores the situation the model names under its source, or one of its own made from the text', () => {
    const named = checkCandidate(question({ situation: 'Big Client: Price Cut!' }));
    expect(named.ok && named.question.situation).toBe('ai:big-client-price-cut');
    const fromBuiltin = checkCandidate(question({ situation: 'client-price-cut' }), 'builtin');
    expect(fromBuiltin.ok && fromBuiltin.question.situation).toBe('builtin:client-price-cut');
    const unnamed = checkCandidate(question({ situation: 42 }));
    expect(unnamed.ok && unnamed.question.situation).toMatch(/^ai:[0-9a-f]{12}$/);
    const otherText = checkCandidate(question({ text: 'Your landlord doubles the rent of your only shop from next month. What do you do?' }));
    expect(otherText.ok && unnamed.ok && otherText.question.situation !== unnamed.question.situation).toBe(true);
  });
});

describe('DuplicateIndex (near-duplicates of the bank)', () => {
  const index = DuplicateIndex.ofTexts(['A large customer asks for a custom feature that would take your small team two months. What do you do?']);

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
