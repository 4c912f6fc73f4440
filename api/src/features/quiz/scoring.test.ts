import fc from 'fast-check';
import { OPTION_IDS, profileBalanceLabel, traitDominanceLabel, type OptionId } from '@edna/shared-contracts';
import {
  balanceScore,
  dominantTraitScore,
  largestRemainderPercentages,
  personalityTraits,
  scoreAnswers,
  type ScoredAnswer,
} from './scoring';

const answersOf = (optionIds: string, power = 0.5): ScoredAnswer[] =>
  [...optionIds].map((optionId) => ({ optionId: optionId as OptionId, diagnosticPower: power }));

const percentagesOf = (result: ReturnType<typeof scoreAnswers>) => [
  result.visionaryPercentage,
  result.pragmatistPercentage,
  result.hustlerPercentage,
  result.craftsmanPercentage,
  result.socialDriverPercentage,
];

const answerArbitrary = fc.record({
  optionId: fc.constantFrom(...OPTION_IDS),
  diagnosticPower: fc.option(fc.double({ min: 0.01, max: 1, noNaN: true }), { nil: null }),
});

describe('quiz scoring', () => {
  it('percentages are five integers that always sum to exactly 100', () => {
    fc.assert(
      fc.property(fc.array(answerArbitrary, { minLength: 1, maxLength: 30 }), (answers) => {
        const percentages = percentagesOf(scoreAnswers(answers));
        expect(percentages.every((value) => Number.isInteger(value) && value >= 0 && value <= 100)).toBe(true);
        expect(percentages.reduce((sum, value) => sum + value, 0)).toBe(100);
      }),
      { numRuns: 3000 },
    );
  });

  it('every score stays in its range and the primary type is one with the most answers', () => {
    fc.assert(
      fc.property(fc.array(answerArbitrary, { minLength: 1, maxLength: 30 }), (answers) => {
        const result = scoreAnswers(answers);
        expect(result.balanceScore).toBeGreaterThanOrEqual(0);
        expect(result.balanceScore).toBeLessThanOrEqual(100);
        expect(result.dominantTraitScore).toBeGreaterThanOrEqual(0);
        expect(result.dominantTraitScore).toBeLessThanOrEqual(100);
        for (const value of Object.values(result.personalityTraits ?? {})) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(10);
        }
        const counts = OPTION_IDS.map((id) => answers.filter((answer) => answer.optionId === id).length);
        const primaryIndex = ['Visionary', 'Pragmatist', 'Hustler', 'Craftsman', 'Social Driver'].indexOf(result.primaryCategory);
        expect(counts[primaryIndex]).toBe(Math.max(...counts));
        expect(result.secondaryCategory).not.toBe(result.primaryCategory);
      }),
      { numRuns: 2000 },
    );
  });

  it('the same answers give the same result, in any order', () => {
    const answersAndPermutation = fc
      .array(answerArbitrary, { minLength: 1, maxLength: 30 })
      .chain((answers) => fc.tuple(fc.constant(answers), fc.shuffledSubarray(answers, { minLength: answers.length })));
    fc.assert(
      fc.property(answersAndPermutation, ([answers, shuffled]) => {
        expect(scoreAnswers(shuffled)).toEqual(scoreAnswers(answers));
        expect(scoreAnswers(answers)).toEqual(scoreAnswers(answers.map((answer) => ({ ...answer }))));
      }),
      { numRuns: 1000 },
    );
  });

  it('one answer gives that type 100 % with the most specialized profile and no secondary type', () => {
    const result = scoreAnswers(answersOf('c'));
    expect(result.primaryCategory).toBe('Hustler');
    expect(result.secondaryCategory).toBeUndefined();
    expect(percentagesOf(result)).toEqual([0, 0, 100, 0, 0]);
    expect(result.balanceScore).toBe(0);
    expect(result.dominantTraitScore).toBe(100);
    expect(result.personalityTraits).toEqual({
      innovation: 0,
      risk: 10,
      analysis: 0,
      patience: 0,
      execution: 10,
      quality: 0,
      impact: 0,
      teamwork: 0,
    });
  });

  it('twenty answers of one type give 100 % for it, Specialized on both bars', () => {
    const result = scoreAnswers(answersOf('d'.repeat(20)));
    expect(result.primaryCategory).toBe('Craftsman');
    expect(result.craftsmanPercentage).toBe(100);
    expect(profileBalanceLabel(result.balanceScore!)).toBe('Specialized');
    expect(traitDominanceLabel(result.dominantTraitScore!)).toBe('Specialized');
    expect(result.personalityTraits?.quality).toBe(10);
    expect(result.personalityTraits?.patience).toBe(10);
  });

  it('an even spread over the five types is fully balanced and shows no dominance', () => {
    const result = scoreAnswers(answersOf('abcde'.repeat(4)));
    expect(percentagesOf(result)).toEqual([20, 20, 20, 20, 20]);
    expect(result.balanceScore).toBe(100);
    expect(result.dominantTraitScore).toBe(0);
    expect(profileBalanceLabel(result.balanceScore!)).toBe('Versatile');
    expect(traitDominanceLabel(result.dominantTraitScore!)).toBe('Mixed');
    expect(result.personalityTraits?.risk).toBe(4);
    expect(result.personalityTraits?.innovation).toBe(2);
  });

  it('largest remainder: thirds become 34/33/33 and the extra point goes to the earliest type on equal remainders', () => {
    expect(largestRemainderPercentages([1, 1, 1, 0, 0])).toEqual([34, 33, 33, 0, 0]);
    expect(largestRemainderPercentages([0, 0, 1, 1, 1])).toEqual([0, 0, 34, 33, 33]);
    expect(largestRemainderPercentages([2, 1, 0, 0, 0])).toEqual([67, 33, 0, 0, 0]);
    expect(largestRemainderPercentages([1, 1, 1, 1, 1])).toEqual([20, 20, 20, 20, 20]);
    expect(largestRemainderPercentages([1, 2, 2, 1, 1])).toEqual([14, 29, 29, 14, 14]);
    expect(largestRemainderPercentages([7, 0, 0, 0, 0])).toEqual([100, 0, 0, 0, 0]);
  });

  it('a tie in answers goes to the type whose answers came from sharper questions', () => {
    const answers: ScoredAnswer[] = [
      { optionId: 'a', diagnosticPower: 0.4 },
      { optionId: 'a', diagnosticPower: 0.4 },
      { optionId: 'e', diagnosticPower: 0.9 },
      { optionId: 'e', diagnosticPower: 0.9 },
    ];
    const result = scoreAnswers(answers);
    expect(result.primaryCategory).toBe('Social Driver');
    expect(result.secondaryCategory).toBe('Visionary');
  });

  it('a tie in answers and in question power goes to the earlier type in option order a..e', () => {
    const result = scoreAnswers(answersOf('eedd'));
    expect(result.primaryCategory).toBe('Craftsman');
    expect(result.secondaryCategory).toBe('Social Driver');
    expect(scoreAnswers(answersOf('ddee')).primaryCategory).toBe('Craftsman');
  });

  it('a secondary type is reported only with at least 20 % of the answers and half the primary share', () => {
    // 10 / 5 / 5 of 20: the runner-up (Pragmatist, by option order) has 25 % and exactly half the primary.
    expect(scoreAnswers(answersOf(`${'a'.repeat(10)}${'b'.repeat(5)}${'c'.repeat(5)}`)).secondaryCategory).toBe('Pragmatist');
    // 11 / 5 / 4 of 20: 25 % but less than half of 55 %.
    expect(scoreAnswers(answersOf(`${'a'.repeat(11)}${'b'.repeat(5)}${'c'.repeat(4)}`)).secondaryCategory).toBeUndefined();
    // 5 / 4 / 4 / 4 / 3 of 20: the runner-up (Pragmatist, by option order) has exactly 20 %.
    expect(scoreAnswers(answersOf(`aaaa${'b'.repeat(3)}${'c'.repeat(3)}${'d'.repeat(3)}${'e'.repeat(3)}abcd`)).secondaryCategory).toBe(
      'Pragmatist',
    );
    // 6 / 3 / 3 / 4 / 4: Craftsman and Social Driver tie for second; option order picks Craftsman.
    expect(scoreAnswers(answersOf(`${'a'.repeat(6)}${'b'.repeat(3)}${'c'.repeat(3)}${'d'.repeat(4)}${'e'.repeat(4)}`)).secondaryCategory).toBe(
      'Craftsman',
    );
    // 8 / 3 / 3 / 3 / 3: the runner-up has 15 %, below 20 %.
    expect(scoreAnswers(answersOf(`${'a'.repeat(8)}${'b'.repeat(3)}${'c'.repeat(3)}${'d'.repeat(3)}${'e'.repeat(3)}`)).secondaryCategory).toBeUndefined();
  });

  it('balance and dominance follow their documented formulas at the label thresholds', () => {
    // Two types half and half: entropy ln 2 / ln 5 = 43.1 % → Balanced; p_max = 0.5 → (2.5 − 1) / 4 = 37.5 → Distinctive.
    expect(balanceScore([5, 5, 0, 0, 0])).toBe(43.1);
    expect(profileBalanceLabel(balanceScore([5, 5, 0, 0, 0]))).toBe('Balanced');
    expect(dominantTraitScore([5, 5, 0, 0, 0])).toBe(37.5);
    expect(traitDominanceLabel(dominantTraitScore([5, 5, 0, 0, 0]))).toBe('Distinctive');
    // p_max = 0.6 → exactly 50 → Specialized (the threshold belongs to the upper label).
    expect(dominantTraitScore([3, 2, 0, 0, 0])).toBe(50);
    expect(traitDominanceLabel(dominantTraitScore([3, 2, 0, 0, 0]))).toBe('Specialized');
    // p_max = 0.36 → exactly 20 → Distinctive.
    expect(dominantTraitScore([9, 4, 4, 4, 4])).toBe(20);
    expect(traitDominanceLabel(dominantTraitScore([9, 4, 4, 4, 4]))).toBe('Distinctive');
    expect(dominantTraitScore([7, 4, 4, 4, 4])).toBe(13);
    expect(traitDominanceLabel(dominantTraitScore([7, 4, 4, 4, 4]))).toBe('Mixed');
    // 19 of one type and 1 of another: entropy just below the Specialized threshold of 30.
    expect(balanceScore([19, 1, 0, 0, 0])).toBeLessThan(30);
    expect(profileBalanceLabel(balanceScore([19, 1, 0, 0, 0]))).toBe('Specialized');
    expect(profileBalanceLabel(balanceScore([2, 1, 1, 1, 1]))).toBe('Versatile');
  });

  it('personality traits add one per answer to its type’s two traits, scaled to 0..10', () => {
    // 2 Visionary, 1 Hustler, 1 Social Driver of 4: risk is fed by both Visionary and Hustler.
    expect(personalityTraits([2, 0, 1, 0, 1])).toEqual({
      innovation: 5,
      risk: 7.5,
      analysis: 0,
      patience: 0,
      execution: 2.5,
      quality: 0,
      impact: 2.5,
      teamwork: 2.5,
    });
  });

  it('refuses to score no answers at all', () => {
    expect(() => scoreAnswers([])).toThrow(RangeError);
  });
});
