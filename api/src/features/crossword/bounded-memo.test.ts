import { createBoundedMemo } from './bounded-memo';

describe('bounded memo', () => {
  it('returns what was stored and forgets the oldest key beyond its size', () => {
    const memo = createBoundedMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    expect([memo.get('a'), memo.get('b')]).toEqual([1, 2]);
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, 2, 3]);
  });
});
