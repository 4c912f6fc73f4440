import { CROSSWORD_THEMES } from '@edna/shared-contracts';
import { BUILT_IN_CLUES, TERM_BANK, type CrosswordTerm } from './term-bank';

const EXPECTED_BUILT_IN = {
  monday: { theme: 'Innovation & Strategy', answers: ['INNOVATION', 'MVP', 'PIVOT', 'ECOSYSTEM'] },
  tuesday: { theme: 'Finance & Growth', answers: ['BOOTSTRAP', 'GROWTH', 'SUBSCRIPTION', 'RESILIENCE'] },
  wednesday: { theme: 'Market & Competition', answers: ['COMPETITION', 'NICHE', 'ADOPTION', 'DISRUPTION'] },
  thursday: { theme: 'Operations & Scaling', answers: ['LEAN', 'SCALE', 'SPRINT', 'METRICS'] },
  friday: { theme: 'Investment & Valuation', answers: ['CAPITAL', 'VALUATION', 'EQUITY', 'IPO'] },
  weekend: { theme: 'Leadership & Culture', answers: ['VISIONARY', 'CULTURE', 'EMPATHY', 'CHANGE'] },
} as const;

const ALL_TERMS: readonly CrosswordTerm[] = [...Object.values(BUILT_IN_CLUES).flat(), ...TERM_BANK];

/** The texts a solver sees before the clue is solved: the clue, the insight and both hints. */
function visibleTexts(term: CrosswordTerm): string[] {
  return [term.clue, term.insight, ...term.hints];
}

/** The answer itself and, for answers of 7+ letters, the answer minus its last two letters (a crude stem). */
function forbiddenFragments(answer: string): string[] {
  const fragments = [answer.toLowerCase()];
  if (answer.length >= 7) fragments.push(answer.slice(0, -2).toLowerCase());
  return fragments;
}

describe('crossword term bank', () => {
  it.each(Object.entries(EXPECTED_BUILT_IN))('the built-in %s set holds the spec answers under its day theme', (daySet, expected) => {
    const clues = BUILT_IN_CLUES[daySet as keyof typeof BUILT_IN_CLUES];
    expect(clues.map((term) => term.answer)).toEqual(expected.answers);
    expect(clues.every((term) => term.theme === expected.theme)).toBe(true);
  });

  it('holds at least 150 further terms, at least 25 for each of the six themes', () => {
    expect(TERM_BANK.length).toBeGreaterThanOrEqual(150);
    const thinThemes = CROSSWORD_THEMES.map((theme) => ({ theme, count: TERM_BANK.filter((term) => term.theme === theme).length })).filter(
      ({ count }) => count < 25,
    );
    expect(thinThemes).toEqual([]);
  });

  it('uses only the six crossword themes', () => {
    const unknown = ALL_TERMS.filter((term) => !(CROSSWORD_THEMES as readonly string[]).includes(term.theme));
    expect(unknown.map((term) => term.answer)).toEqual([]);
  });

  it('gives every answer 3 to 12 capital letters and never repeats an answer', () => {
    const malformed = ALL_TERMS.filter((term) => !/^[A-Z]{3,12}$/.test(term.answer));
    expect(malformed.map((term) => term.answer)).toEqual([]);
    const answers = ALL_TERMS.map((term) => term.answer);
    const repeated = answers.filter((answer, index) => answers.indexOf(answer) !== index);
    expect(repeated).toEqual([]);
  });

  it('fills every text field with trimmed, non-empty text', () => {
    const faulty = ALL_TERMS.filter((term) =>
      [term.clue, term.businessConcept, term.insight, ...term.hints].some((text) => text.length === 0 || text.trim() !== text),
    );
    expect(faulty.map((term) => term.answer)).toEqual([]);
  });

  it('never gives the answer (or its crude stem) away in the clue, insight or hints', () => {
    const leaks = ALL_TERMS.flatMap((term) =>
      visibleTexts(term)
        .filter((text) => forbiddenFragments(term.answer).some((fragment) => text.toLowerCase().includes(fragment)))
        .map((text) => `${term.answer}: ${text}`),
    );
    expect(leaks).toEqual([]);
  });

  it('keeps clues within 140 characters and insights within 280', () => {
    const longClues = ALL_TERMS.filter((term) => term.clue.length > 140).map((term) => `${term.answer} (${term.clue.length})`);
    const longInsights = ALL_TERMS.filter((term) => term.insight.length > 280).map((term) => `${term.answer} (${term.insight.length})`);
    expect({ longClues, longInsights }).toEqual({ longClues: [], longInsights: [] });
  });
});
