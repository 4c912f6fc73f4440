/**
 * The content check on the real banks: the seed bank, and batches of the built-in generator as the admin's
 * generation would make them (against the seed bank). A failure lists every rule broken, one sentence each; the
 * figures are printed by `npm run content:report`.
 */
import { contentReport, generatedBatch, seedBankItems } from './scripts/content-report';
import { checkBank } from './shared/question-bank/content-check';
import { questionFingerprint } from '@edna/shared-contracts';
import { BUSINESSES, type BusinessKind } from './features/question-generation/builtin-grammar';
import { generateBuiltinQuestions, type GeneratedQuestion } from './features/question-generation/builtin-generator';
import { allSituations } from './features/question-generation/builtin-situations';

describe('content check of the question banks', () => {
  const sections = contentReport();

  it.each(sections.map((section) => [section.title, section] as const))('%s passes the content check', (_title, section) => {
    expect(section.report.problems).toEqual([]);
  });

  // A naive Bayes on the options' words (type-from-words.ts) names at most its limit of each bank's options.
  const [seedSection, ...generatedSections] = sections;
  it("The seed bank: a naive Bayes on the options' words names at most the limit of their types", () => {
    expect(seedSection!.words.namedShare).toBeLessThanOrEqual(seedSection!.wordsLimit);
  });
  it.each(generatedSections.map((section) => [section.title, section] as const))(
    "%s: a naive Bayes on the options' words names at most the limit of their types",
    (_title, section) => {
      expect(section.words.namedShare).toBeLessThanOrEqual(section.wordsLimit);
    },
  );

  it('The seed bank has at least 100 items, every one its own situation', () => {
    const seed = sections[0]!.report;
    expect(seed.items).toBeGreaterThanOrEqual(100);
    expect(seed.situations).toBe(seed.items);
  });

  it('A batch of 100 generated questions has at least 95% distinct option sets and no situation twice', () => {
    const batch = checkBank(generatedBatch(100), { against: seedBankItems() });
    expect(batch.items).toBe(100);
    expect(batch.distinctOptionSetShare).toBeGreaterThanOrEqual(0.95);
    expect(batch.mostItemsInOneSituation).toBe(1);
  });

  it('The generator gives a full batch of 300', () => {
    expect(sections[2]!.report.items).toBe(300);
  });

  it('When 10 batches of 100 are generated one after the other into one bank, then all 1,000 are distinct, each in a business that fits its situation, and pass the content check', () => {
    const seed = seedBankItems();
    const bank = seed.map((item) => item.text);
    const written: GeneratedQuestion[] = [];
    for (let round = 0; round < 10; round += 1) {
      const batch = generateBuiltinQuestions({ count: 100, existing: bank, seed: `successive ${round}` });
      expect(batch).toHaveLength(100);
      written.push(...batch);
      bank.push(...batch.map((question) => question.text));
    }
    const report = checkBank(written, { against: seed });
    expect(report.problems).toEqual([]);
    expect(new Set(written.map((question) => question.options.map(questionFingerprint).join('|'))).size).toBe(1000);
    const situations = new Map(allSituations().map((situation) => [situation.key, situation]));
    const misfits = written.filter((question) => {
      const situation = situations.get(question.situation);
      const stake = situation?.stakes.find((candidate) => question.text.endsWith(` ${candidate.text}`));
      const fits = stake?.fits ?? situation?.fits ?? [];
      return !fits.some((kind: BusinessKind) => BUSINESSES[kind].some((name) => question.text.includes(name)));
    });
    expect(misfits.map((question) => question.text)).toEqual([]);
  });
});
