import { CROSSWORD_THEMES } from '@edna/shared-contracts';
import { FALLBACK_TERMS } from './fallback-terms';
import { TERM_BANK } from './term-bank';
import { BUILT_IN_CLUES } from './term-bank/built-in';
import type { CrosswordTerm } from './term-bank/term';
import { bankProblems, looksLikeAcronym, mentionsAnswer, mentionsAnswerPart, mentionsNameWord, termProblems } from './term-lint';

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
  it.each(Object.entries(EXPECTED_BUILT_IN))('the built-in %s set holds its fixed answers under its day theme', (daySet, expected) => {
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

  it('names no other answer of its theme in a clue, hint or insight, so the generator can put any two of a theme in one grid', () => {
    const mentions = ALL_TERMS.flatMap((term) =>
      ALL_TERMS.filter((other) => other.theme === term.theme && other !== term && [term.clue, term.insight, ...term.hints].some((text) => mentionsAnswer(text, other.answer))).map(
        (other) => `${term.answer} names ${other.answer}`,
      ),
    );
    expect(mentions).toEqual([]);
  });

  it('reads as crossword clues: the median clue is at most 70 characters and at most one clue in four cites a year', () => {
    const lengths = ALL_TERMS.map((term) => term.clue.length).sort((a, b) => a - b);
    const lengthAt = (index: number) => lengths[index] ?? Number.NaN;
    const middle = Math.floor(lengths.length / 2);
    const median = lengths.length % 2 === 1 ? lengthAt(middle) : (lengthAt(middle - 1) + lengthAt(middle)) / 2;
    expect(median).toBeLessThanOrEqual(70);
    const citingAYear = ALL_TERMS.filter((term) => /\b\d{4}\b/.test(term.clue));
    expect(citingAYear.length).toBeLessThanOrEqual(ALL_TERMS.length / 4);
  });

  it('passes the lint as a whole: no term and no bank-wide fault', () => {
    const problems = [
      ...ALL_TERMS.flatMap(termProblems),
      ...bankProblems(ALL_TERMS, { builtInAnswers: new Set(BUILT_IN.map((term) => term.answer)), themes: CROSSWORD_THEMES }),
    ];
    expect(problems).toEqual([]);
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

  it('When a text names a part of a compound answer found at either end (four letters or more), then it is caught', () => {
    expect(mentionsAnswerPart('Selling a building while renting it back', 'LEASEBACK')).toBe('back');
    expect(mentionsAnswerPart('Pulling yourself up by your own boot laces', 'BOOTSTRAP')).toBe('boot');
    expect(mentionsAnswerPart('The space above your head', 'HEADROOM')).toBe('head');
    expect(mentionsAnswerPart('Free to start, pay for the extras', 'FREEMIUM')).toBe('free');
    expect(mentionsAnswerPart('Hypothetical dividing lines in a team', 'FAULTLINES')).toBe('lines');
    expect(mentionsAnswerPart('Having to hand back a bonus', 'CLAWBACK')).toBe('back');
    expect(mentionsAnswerPart('A partner\'s piece of the system arrives late', 'ECOSYSTEM')).toBe('system');
  });

  it('When a text names a part through its stem (funded for FUND), then it is caught', () => {
    expect(mentionsAnswerPart('Most funded Kickstarter projects delivered late', 'CROWDFUNDING')).toBe('funded');
    expect(mentionsAnswerPart('A crowd of backers', 'CROWDFUNDING')).toBe('crowd');
    expect(mentionsAnswerPart('Backers chip in small sums online', 'CROWDFUNDING')).toBeNull();
  });

  it('When a term lists its parts, then listed parts inside the word, short parts and the words of a blend are caught', () => {
    expect(mentionsAnswerPart('Rivals who cooperate to enlarge the pie', 'COOPETITION', ['cooperation', 'competition'])).toBe('cooperation');
    expect(mentionsAnswerPart('Rivals who compete to divide it', 'COOPETITION', ['cooperation', 'competition'])).toBe('competition');
    expect(mentionsAnswerPart('Rivals who cooperate to enlarge the pie', 'COOPETITION')).toBeNull();
    expect(mentionsAnswerPart('Owing more than the assets are worth hangs over the firm', 'DEBTOVERHANG', ['debt', 'over', 'hang'])).toBe('over');
    expect(mentionsAnswerPart('The cash saved on tax', 'TAXSHIELD', ['tax', 'shield'])).toBe('tax');
    expect(mentionsAnswerPart('Taxing times for a firm', 'TAXSHIELD', ['tax', 'shield'])).toBeNull();
  });

  it('When a text names a short part by its plural, agent, -ing or -ed form, or a listed part behind a prefix, then it is caught', () => {
    expect(mentionsAnswerPart('Private-equity buyers borrow heavily', 'BUYOUT', ['buy', 'out'])).toBe('buy');
    expect(mentionsAnswerPart('Buying a firm with borrowed money', 'BUYOUT', ['buy', 'out'])).toBe('buy');
    expect(mentionsAnswerPart('Cutting the payout when profits fall', 'PAYCUT', ['pay', 'cut'])).toBe('cut');
    expect(mentionsAnswerPart('Months until the outlay is recovered', 'PAYBACK', ['pay', 'back'])).toBeNull();
    expect(mentionsAnswerPart('A unit carved away to trade alone', 'SPINOFF', ['spin', 'off'])).toBeNull();
    expect(mentionsAnswerPart('Spinning a unit away from its parent', 'SPINOFF', ['spin', 'off'])).toBe('spin');
    expect(mentionsAnswerPart('Corporate taxes fall as interest rises', 'TAXSHIELD', ['tax', 'shield'])).toBe('tax');
    expect(mentionsAnswerPart('Why heavily indebted countries stagnate', 'DEBTOVERHANG', ['debt', 'over', 'hang'])).toBe('debt');
    expect(mentionsAnswerPart('The offer was spun out of the parent', 'TRADEOFF', ['trade', 'off'])).toBeNull();
    expect(mentionsAnswerPart('Purchasing a firm with borrowed money', 'BUYOUT', ['buy', 'out'])).toBeNull();
  });

  it('When a text uses the answer across an -ent/-ency ending, then it is caught', () => {
    expect(mentionsAnswer('Why a hired agent may not act as the owner would', 'AGENCY')).toBe(true);
    expect(mentionsAnswer('What a firm is deeply competent at', 'COMPETENCE')).toBe(true);
    expect(mentionsAnswer('A solvent firm owns more than it owes', 'SOLVENCY')).toBe(true);
    expect(mentionsAnswer('Why a hired manager may not act as the owner would', 'AGENCY')).toBe(false);
    expect(mentionsAnswer('An urgent agenda', 'AGENCY')).toBe(false);
  });

  it('When a text only shares letters with the answer, not a part, then it passes', () => {
    expect(mentionsAnswerPart('Selling property to an investor and staying on as its tenant', 'LEASEBACK', ['lease', 'back'])).toBeNull();
    expect(mentionsAnswerPart('The headline figure', 'HEADROOM', ['head', 'room'])).toBeNull();
    expect(mentionsAnswerPart('Fundamental analysis of a stock', 'CROWDFUNDING', ['crowd', 'funding'])).toBeNull();
  });

  it('When a clue, hint or insight names a part, then the term is refused with the part named', () => {
    const leaseback = term({
      answer: 'LEASEBACK',
      parts: ['lease', 'back'],
      businessConcept: 'Sale and Leaseback',
      clue: 'Selling property to an investor and staying on as its tenant',
      insight: 'Before IFRS 16 most such leases stayed off the balance sheet.',
      hints: ['Real-estate finance', 'Selling your house and renting it back'],
    });
    expect(termProblems(leaseback)).toEqual([
      'LEASEBACK: the insight gives away "lease", a part of the answer: "Before IFRS 16 most such leases stayed off the balance sheet."',
      'LEASEBACK: the simpler hint gives away "back", a part of the answer: "Selling your house and renting it back"',
    ]);
  });

  it('When a text uses a word of the concept name or of an acronym expansion, then it is caught', () => {
    expect(mentionsNameWord('Discounted cash flows at the hurdle rate', 'Net Present Value')).toBeNull();
    expect(mentionsNameWord("Today's value of future flows", 'Net Present Value')).toBe('value');
    expect(mentionsNameWord('A theory of delegation', 'Agency Theory')).toBeNull();
    const problems = termProblems(term({ answer: 'WACC', businessConcept: 'Cost of Capital', acronymFor: 'Weighted Average Cost of Capital', clue: 'A weighted hurdle' }));
    expect(problems).toEqual(['WACC: the clue uses "weighted" of the expansion "Weighted Average Cost of Capital": "A weighted hurdle"']);
    expect(mentionsNameWord('Relational leadership theory', 'Leader-Member Exchange', { strict: true })).toBe('leader');
    expect(mentionsNameWord('Relational leadership theory', 'Leader-Member Exchange Theory')).toBeNull();
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
