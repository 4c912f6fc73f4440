import { clearSavedOptionOrders } from '../../../shared/quiz-storage';
import { isReusableOrder, optionsInDisplayOrder, restoreOptionOrder, savedOptionOrder, shuffle } from './option-order';

const options = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `Option ${id}` })) as { id: 'a' | 'b' | 'c' | 'd' | 'e'; text: string }[];
const idsOf = (list: readonly { id: string }[]) => list.map((option) => option.id);
/** A predictable "random" source: always picks the first candidate, so the shuffle rotates the list. */
const first = () => 0;

describe('option order', () => {
  beforeEach(() => sessionStorage.clear());

  it('the first display shuffles the options and saves the order under question_{id}_options', () => {
    const shown = optionsInDisplayOrder(7, options, sessionStorage, first);
    expect(idsOf(shown)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(JSON.parse(sessionStorage.getItem('question_7_options')!)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('a later display reuses the saved order', () => {
    sessionStorage.setItem('question_7_options', JSON.stringify(['e', 'a', 'c', 'b', 'd']));
    expect(idsOf(optionsInDisplayOrder(7, options, sessionStorage, first))).toEqual(['e', 'a', 'c', 'b', 'd']);
    expect(optionsInDisplayOrder(7, options, sessionStorage)[0]).toEqual({ id: 'e', text: 'Option e' });
  });

  it('a saved order of full options (id and text) is reused too', () => {
    sessionStorage.setItem('question_3_options', JSON.stringify(options.slice().reverse()));
    expect(idsOf(optionsInDisplayOrder(3, options, sessionStorage, first))).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  it.each([
    ['fewer options', ['a', 'b', 'c', 'd']],
    ['other ids', ['a', 'b', 'c', 'd', 'x']],
    ['a repeated id', ['a', 'a', 'c', 'd', 'e']],
  ])('a saved order with %s is replaced by a new shuffle, which is saved', (_label, saved) => {
    sessionStorage.setItem('question_7_options', JSON.stringify(saved));
    const shown = optionsInDisplayOrder(7, options, sessionStorage, first);
    expect(idsOf(shown)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(JSON.parse(sessionStorage.getItem('question_7_options')!)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('an unreadable saved order is logged and ignored', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('question_7_options', '{not json');
    expect(idsOf(optionsInDisplayOrder(7, options, sessionStorage, first))).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not read the saved option order of question 7'), expect.any(Error));
    error.mockRestore();
  });

  it('works without storage (private mode): a shuffle each time, nothing thrown', () => {
    expect(idsOf(optionsInDisplayOrder(7, options, null, first))).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('reuse needs the same count and the same ids', () => {
    expect(isReusableOrder(['c', 'a', 'b'], options.slice(0, 3))).toBe(true);
    expect(isReusableOrder(['c', 'a'], options.slice(0, 3))).toBe(false);
    expect(isReusableOrder(['c', 'a', 'z'], options.slice(0, 3))).toBe(false);
  });

  it('a shuffle is a permutation', () => {
    for (let run = 0; run < 50; run += 1) expect(idsOf(shuffle(options)).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a reset removes every saved option order and nothing else', () => {
    sessionStorage.setItem('question_1_options', '[]');
    sessionStorage.setItem('question_22_options', '[]');
    sessionStorage.setItem('quizSessionId', 'session_1_abc');
    clearSavedOptionOrders(sessionStorage);
    expect(sessionStorage.getItem('question_1_options')).toBeNull();
    expect(sessionStorage.getItem('question_22_options')).toBeNull();
    expect(sessionStorage.getItem('quizSessionId')).toBe('session_1_abc');
  });

  it('a kept order is put back only where this tab has none, and an unreadable one reads as none', () => {
    sessionStorage.clear();
    restoreOptionOrder(7, ['c', 'a', 'e', 'b', 'd'], sessionStorage);
    expect(savedOptionOrder(7, sessionStorage)).toEqual(['c', 'a', 'e', 'b', 'd']);
    restoreOptionOrder(7, ['a', 'b', 'c', 'd', 'e'], sessionStorage);
    expect(savedOptionOrder(7, sessionStorage)).toEqual(['c', 'a', 'e', 'b', 'd']);
    sessionStorage.setItem('question_8_options', '{broken');
    expect(savedOptionOrder(8, sessionStorage)).toBeNull();
    expect(savedOptionOrder(9, sessionStorage)).toBeNull();
  });
});
