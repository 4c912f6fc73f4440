import { CROSSWORD_THEMES } from '@edna/shared-contracts';
import { FALLBACK_TERMS } from './fallback-terms';
import { TERM_BANK } from './term-bank';
import { BUILT_IN_CLUES } from './term-bank/built-in';
import type { CrosswordTerm } from './term-bank/term';
import { bankProblems, looksLikeAcronym, mentionsAnswer, mentionsNameWord, termProblems } from './term-lint';

const EXPECTED_BUILT_IN = {
  monday: { theme: 'Innovation & Strategy', answers: ['INNOVATION', 'MVP', 'PIVOT', 'ECOSYSTEM'] },
  tuesday: { theme: 'Finance & Growth', answers: ['BOOTSTRAP', 'GROWTH', 'SUBSCRIPTION', 'RESILIENCE'] },
  wednesday: { theme: 'Market & Competition', answers: ['COMPETITION', 'NICHE', 'ADOPTION', 'DISRUPTION'] },
  thursday: { theme: 'Operations & Scaling', answers: ['LEAN', 'SCALE', 'SPRINT', 'METRICS'] },
  friday: { theme: 'Investment & Valuation', answers: ['CAPITAL', 'VALUATION', 'EQUITY', 'IPO'] },
  weekend: { theme: 'Leadership & Culture', answers: ['VISIONARY', 'CULTURE', 'EMPATHY', 'CHANGE'] },
} as const;

const BUILT_IN: readonly CrosswordTerm[] = Object.values(BUILT_IN_CLUES).flat();
const ALL_TERMS: readonly CrosswordTerm[] = [...BUILT_IN, ...TERM_BANK];

describe('crossword term bank', () => {
  it.each(Object.entries(EXPECTED_BUILT_IN))('the built-in %s set holds the spec answers under its day theme', (daySet, expected) => {
    const clues = BUILT_IN_CLUES[daySet as keyof typeof BUILT_IN_CLUES];
    expect(clues.map((term) => term.answer)).toEqual(expected.answers);
    expect(clues.every((term) => term.theme === expected.theme)).toBe(true);
  });

  it('uses only the six crossword themes', () => {
    const unknown = ALL_TERMS.filter((term) => !(CROSSWORD_THEMES as readonly string[]).includes(term.theme));
    expect(unknown.map((term) => term.answer)).toEqual([]);
  });

  it('never repeats an answer, holds no everyday words, and gives every theme enough terms to rotate', () => {
    expect(bankProblems(ALL_TERMS, { builtInAnswers: new Set(BUILT_IN.map((term) => term.answer)), themes: CROSSWORD_THEMES })).toEqual([]);
  });

  describe.each(CROSSWORD_THEMES)('the %s terms', (theme) => {
    it('keep every editorial rule', () => {
      expect(ALL_TERMS.filter((term) => term.theme === theme).flatMap(termProblems)).toEqual([]);
    });
  });

  it('keeps the fallback terms to the same rules', () => {
    expect(FALLBACK_TERMS.flatMap((term) => termProblems({ ...term, theme: 'Innovation & Strategy' }))).toEqual([]);
  });
});

describe('the lint itself', () => {
  const term = (overrides: Partial<CrosswordTerm>): CrosswordTerm => ({
    answer: 'HEDGING',
    clue: 'Taking an offsetting position to reduce exposure to a price',
    businessConcept: 'Hedging',
    insight: 'A perfect offset removes upside as well as downside.',
    hints: ['Risk management with derivatives', 'Like buying insurance against a price move'],
    theme: 'Investment & Valuation',
    ...overrides,
  });

  it('When a term keeps every rule, then it has no problems', () => {
    expect(termProblems(term({}))).toEqual([]);
  });

  it('When a text holds the answer, its root or letters run together across words, then it is caught', () => {
    expect(mentionsAnswer('Managers hedge currency risk', 'HEDGING')).toBe(true);
    expect(mentionsAnswer('The lead time of a supplier', 'LEADTIME')).toBe(true);
    expect(mentionsAnswer('An initial public offering, or IPO', 'IPO')).toBe(true);
    expect(mentionsAnswer('Tipping points in adoption', 'IPO')).toBe(false);
    expect(mentionsAnswer('Offsetting a position', 'HEDGING')).toBe(false);
  });

  it('When a text uses a word of the concept name or of an acronym expansion, then it is caught', () => {
    expect(mentionsNameWord('Discounted cash flows at the hurdle rate', 'Net Present Value')).toBeNull();
    expect(mentionsNameWord("Today's value of future flows", 'Net Present Value')).toBe('value');
    expect(mentionsNameWord('A theory of delegation', 'Agency Theory')).toBeNull();
    const problems = termProblems(term({ answer: 'WACC', businessConcept: 'Cost of Capital', acronymFor: 'Weighted Average Cost of Capital', clue: 'A weighted hurdle' }));
    expect(problems).toEqual(['WACC: the clue uses "weighted" of the expansion "Weighted Average Cost of Capital": "A weighted hurdle"']);
  });

  it('When an answer abbreviates its concept without an expansion, then it is caught', () => {
    expect(looksLikeAcronym({ answer: 'WACC', businessConcept: 'Weighted Average Cost of Capital' })).toBe(true);
    expect(looksLikeAcronym({ answer: 'SWOT', businessConcept: 'SWOT Analysis' })).toBe(true);
    expect(looksLikeAcronym({ answer: 'HEDGING', businessConcept: 'Hedging' })).toBe(false);
  });

  it('When the simpler hint only counts or spells letters, then it is caught', () => {
    for (const hint of ['H, 7 letters: protection', 'Seven-letter word for protection', 'Starts with H', '7 letters']) {
      expect(termProblems(term({ hints: ['Risk management with derivatives', hint] })).join()).toMatch(/counts or spells letters/);
    }
  });

  it('When the bank repeats an answer, uses everyday words or has a thin theme, then it is caught', () => {
    const problems = bankProblems([term({}), term({}), term({ answer: 'PROFIT' })], { themes: ['Investment & Valuation'] });
    expect(problems).toEqual(['HEDGING is in the bank 2 times', 'PROFIT is everyday vocabulary, not a graduate-level answer', 'Investment & Valuation has 3 terms (at least 52)']);
  });
});
