/**
 * The content check on the real banks: the seed bank, and batches of the built-in generator as the admin's
 * generation would make them (against the seed bank). A failure lists every rule broken, one sentence each; the
 * figures are printed by `npm run content:report`.
 */
import { contentReport, generatedBatch, seedBankItems } from './scripts/content-report';
import { checkBank } from './shared/question-bank/content-check';

describe('content check of the question banks', () => {
  const sections = contentReport();

  it.each(sections.map((section) => [section.title, section] as const))('%s passes the content check', (_title, section) => {
    expect(section.problems).toEqual([]);
  });

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
});
