import { parseStoredResult } from './stored-result';

const valid = {
  primaryCategory: 'Craftsman',
  visionaryPercentage: 10,
  pragmatistPercentage: 20,
  hustlerPercentage: 10,
  craftsmanPercentage: 50,
  socialDriverPercentage: 10,
  balanceScore: 82.1,
  dominantTraitScore: 37.5,
  personalityTraits: { quality: 5, patience: 7 },
  resultId: 'abc',
};

describe('the stored quiz result', () => {
  it('is missing when nothing is stored', () => {
    expect(parseStoredResult(null)).toEqual({ status: 'missing' });
    expect(parseStoredResult('')).toEqual({ status: 'missing' });
  });

  it('is read back when it has every field of a quiz result', () => {
    expect(parseStoredResult(JSON.stringify(valid))).toEqual({ status: 'ok', result: valid });
    const { balanceScore: _b, dominantTraitScore: _d, personalityTraits: _p, resultId: _r, ...minimal } = valid;
    expect(parseStoredResult(JSON.stringify(minimal)).status).toBe('ok');
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[]'],
    ['an unknown type', JSON.stringify({ ...valid, primaryCategory: 'Wizard' })],
    ['a missing percentage', JSON.stringify({ ...valid, hustlerPercentage: undefined })],
    ['a percentage above 100', JSON.stringify({ ...valid, craftsmanPercentage: 150 })],
    ['an unknown trait', JSON.stringify({ ...valid, personalityTraits: { luck: 3 } })],
    ['a bad secondary type', JSON.stringify({ ...valid, secondaryCategory: 'Nobody' })],
  ])('is unreadable when it is %s', (_label, raw) => {
    expect(parseStoredResult(raw).status).toBe('unreadable');
  });
});
