import { OPTION_IDS, questionFingerprint } from '@edna/shared-contracts';
import { keepsMeaning, planSeedUpgrade, type SeedItem, type StoredSeedRow } from './seed-upgrade';

const item = (key: string, overrides: Partial<SeedItem> = {}): SeedItem => ({
  key,
  text: `Your ${key.replace(/-/g, ' ')} business has a problem this month. What do you do about it?`,
  category: 'Hustler',
  diagnosticPower: 0.7,
  options: OPTION_IDS.map((id) => `Option ${id} for ${key}`),
  ...overrides,
});

let nextId = 1;
const rowOf = (seed: SeedItem, overrides: Partial<StoredSeedRow> = {}): StoredSeedRow => ({
  id: nextId++,
  key: seed.key,
  text: seed.text,
  options: seed.options.map((text, index) => ({ id: OPTION_IDS[index]!, text })),
  category: seed.category,
  seedDiagnosticPower: seed.diagnosticPower,
  situation: seed.key,
  active: true,
  fingerprint: questionFingerprint(seed.text),
  ...overrides,
});

const kinds = (steps: ReturnType<typeof planSeedUpgrade>) => steps.map((step) => `${step.kind}:${'item' in step ? step.item.key : step.row.id}`);

describe('planSeedUpgrade', () => {
  it('When the database already holds the bank as it is, then nothing is planned', () => {
    const bank = [item('one'), item('two')];
    expect(planSeedUpgrade(bank.map((seed) => rowOf(seed)), bank)).toEqual([]);
  });

  it('When the database is empty, then every item is inserted, in bank order', () => {
    expect(kinds(planSeedUpgrade([], [item('one'), item('two')]))).toEqual(['insert:one', 'insert:two']);
  });

  it('When an item is reworded, recategorised or given another seed value with the same options, then its row keeps its id', () => {
    const original = item('one');
    const row = rowOf(original);
    const edited = { ...original, text: original.text.replace('What do you do about it?', 'What would you do about it?'), category: 'Pragmatist', diagnosticPower: 0.9 };
    const steps = planSeedUpgrade([row], [edited]);
    expect(steps).toEqual([{ kind: 'update', row, item: edited }]);
  });

  it('When an option says something else, or the question is a different one, then a new version replaces the row', () => {
    const original = item('one');
    const row = rowOf(original);
    const newOption = { ...original, options: original.options.map((text, index) => (index === 2 ? 'Sign the deal today and fix the details later' : text)) };
    expect(planSeedUpgrade([row], [newOption])).toEqual([{ kind: 'replace', row, item: newOption }]);
    const newQuestion = { ...original, text: 'A rival opens next door and cuts prices by a third this week. How do you answer?' };
    expect(planSeedUpgrade([row], [newQuestion])).toEqual([{ kind: 'replace', row, item: newQuestion }]);
  });

  it('Case, punctuation and accents in an option are not a new meaning', () => {
    const original = item('one', { options: ['Cafe owners first', 'Plan it', 'Sell it', 'Build it', 'Ask them'] });
    const edited = { ...original, options: ['Café owners, first.', 'plan it', 'Sell it!', 'Build it', 'Ask them'] };
    expect(keepsMeaning(rowOf(original), edited)).toBe(true);
  });

  it('When an item left the bank, then its row is retired; a row already retired stays as it is', () => {
    const kept = rowOf(item('kept'));
    const gone = rowOf(item('gone'));
    const retiredEarlier = rowOf(item('older'), { key: null, active: false });
    expect(kinds(planSeedUpgrade([kept, gone, retiredEarlier], [item('kept')]))).toEqual([`retire:${gone.id}`]);
  });

  it('When a row stored before items had keys has the text of an item, then the item takes that row', () => {
    const seed = item('one');
    const legacy = rowOf(seed, { key: null, situation: 'question-7' });
    expect(planSeedUpgrade([legacy], [seed])).toEqual([{ kind: 'update', row: legacy, item: seed }]);
  });

  it('When a retired item comes back with the same text, then its old row takes it again (and is active again)', () => {
    const seed = item('back');
    const retired = rowOf(seed, { key: null, active: false });
    expect(planSeedUpgrade([retired], [seed])).toEqual([{ kind: 'update', row: retired, item: seed }]);
  });
});
