import type { QuizResult } from '@edna/shared-contracts';
import {
  balanceExplanation,
  complementInsights,
  dominanceExplanation,
  percentileNote,
  percentileSentence,
  shownSecondaryType,
  tieExplanation,
  tieHeadline,
} from './explanations';

const result = (primaryCategory: QuizResult['primaryCategory'], mix: number[], secondaryCategory?: QuizResult['secondaryCategory']): QuizResult => ({
  primaryCategory,
  ...(secondaryCategory ? { secondaryCategory } : {}),
  visionaryPercentage: mix[0]!,
  pragmatistPercentage: mix[1]!,
  hustlerPercentage: mix[2]!,
  craftsmanPercentage: mix[3]!,
  socialDriverPercentage: mix[4]!,
});

const profiles = {
  Visionary: { complements: [{ type: 'Pragmatist' as const, why: 'turns your vision into a plan' }] },
  Pragmatist: { complements: [{ type: 'Visionary' as const, why: 'gives your plans a bold direction' }] },
  Hustler: { complements: [{ type: 'Craftsman' as const, why: 'makes what you sell worth coming back for' }] },
  Craftsman: { complements: [{ type: 'Hustler' as const, why: 'gets your work in front of customers' }] },
  'Social Driver': { complements: [{ type: 'Pragmatist' as const, why: 'funds the mission with a sound model' }] },
};

describe('result explanations', () => {
  it('When three types share the top percentage, then the tie is named and why the primary comes first is said', () => {
    const tied = result('Pragmatist', [30, 30, 10, 30, 0], 'Visionary');
    expect(tieHeadline(tied)).toBe('Tied with Visionary and Craftsman');
    expect(tieExplanation(tied)).toBe(
      'Your answers chose Pragmatist, Visionary and Craftsman equally often (30% each). Pragmatist is named first only because more of its answers came from the questions that tell the types apart best, so the other profiles describe you just as well.',
    );
    expect(shownSecondaryType(tied)).toBeNull();
  });

  it('When the primary type leads alone, then there is no tie line and a secondary type is shown', () => {
    const clear = result('Hustler', [10, 15, 40, 25, 10], 'Craftsman');
    expect(tieHeadline(clear)).toBeNull();
    expect(tieExplanation(clear)).toBeNull();
    expect(shownSecondaryType(clear)).toBe('Craftsman');
  });

  it('explains each label of the score thresholds in one sentence, with the range its score falls in', () => {
    expect(balanceExplanation(29.9)).toMatch(/^Your answers gather in one or two types: below 30 of 100/);
    expect(balanceExplanation(30)).toMatch(/clear favourites: 30 to 59 of 100/);
    expect(balanceExplanation(60)).toMatch(/spread widely across the types: 60 or more of 100/);
    expect(dominanceExplanation(19.9)).toMatch(/only slightly: below 20 of 100/);
    expect(dominanceExplanation(25)).toMatch(/clearly stands out without crowding out the others: 20 to 49 of 100/);
    expect(dominanceExplanation(50)).toMatch(/dominates your answers: 50 or more of 100/);
    for (const sentence of [balanceExplanation(45), dominanceExplanation(25)]) expect(sentence.match(/\./g)).toHaveLength(1);
  });

  it('words a percentile as people who took the quiz, and its note with the number of results', () => {
    expect(percentileSentence('Visionary', 72)).toBe('More Visionary than 72% of people who took the quiz');
    expect(percentileNote(1234)).toBe('Each figure is the share of the 1,234 results stored so far whose answers chose that type less often than yours.');
  });

  it('When two types name each other as complements, then both directions are said, with shared leanings and blind spots', () => {
    const insights = complementInsights(result('Visionary', [45, 35, 5, 10, 5]), result('Pragmatist', [30, 50, 5, 10, 5]), profiles);
    expect(insights).toEqual([
      { title: 'What a Pragmatist brings you', text: 'The Visionary profile: a Pragmatist turns your vision into a plan.' },
      { title: 'What you bring a Pragmatist', text: 'The Pragmatist profile: a Visionary gives your plans a bold direction.' },
      { title: 'You both lean Visionary and Pragmatist', text: 'Agree on who leads those sides of the business, so your strengths add up instead of competing.' },
      {
        title: 'Neither of you leans Hustler, Craftsman and Social Driver',
        text: 'Hustler: action-oriented, momentum through execution; Craftsman: quality-focused creators; Social Driver: impact-focused leaders. Decide who covers them, or bring in someone who does.',
      },
    ]);
  });

  it('When both have the same primary type, or neither profile names the other, then that is what is said', () => {
    const same = complementInsights(result('Hustler', [10, 20, 40, 20, 10]), result('Hustler', [20, 10, 40, 10, 20]), profiles);
    expect(same[0]!.title).toBe('Both Hustlers');
    const craftsmen = complementInsights(result('Craftsman', [10, 20, 10, 50, 10]), result('Craftsman', [20, 10, 10, 40, 20]), profiles);
    expect(craftsmen[0]!.title).toBe('Both Craftsmen');
    expect(same.map((insight) => insight.title)).not.toContain('You both lean Hustler');
    expect(same.at(-1)).toEqual({ title: 'No blind spot', text: "Between you, every type has at least 15% of one of your answers." });
    const strangers = complementInsights(result('Craftsman', [20, 20, 20, 30, 10]), result('Social Driver', [20, 20, 20, 10, 30]), profiles);
    expect(strangers[0]!.title).toBe('Craftsman and Social Driver');
  });
});
