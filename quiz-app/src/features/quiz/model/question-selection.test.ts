import {
  compareByDiagnosticPower,
  plannedQuestionCount,
  selectAdaptiveQuestions,
  selectCoreQuestions,
  shouldAddAdaptiveQuestions,
  topCategories,
  type CategoryScores,
} from './question-selection';
import { makeBank } from './test-bank';

const scores = (values: Partial<CategoryScores>): CategoryScores => ({ visionary: 0, pragmatist: 0, hustler: 0, craftsman: 0, socialDriver: 0, ...values });
const ids = (questions: readonly { id: number }[]) => questions.map((question) => question.id);

describe('core questions', () => {
  it('are the highest diagnosticPower first, ties by id, then those without a power by id', () => {
    const bank = makeBank(6, (id) => ({ 1: 0.5, 2: 0.9, 3: undefined, 4: 0.9, 5: 0.7, 6: undefined })[id]);
    expect(ids([...bank].sort(compareByDiagnosticPower))).toEqual([2, 4, 5, 1, 3, 6]);
  });

  it('Standard takes 15 and Deep Dive 20 of a large bank', () => {
    const bank = makeBank(100, (id) => id / 100);
    expect(ids(selectCoreQuestions(bank, 'STANDARD'))).toEqual(Array.from({ length: 15 }, (_, index) => 100 - index));
    expect(selectCoreQuestions(bank, 'DEEP_DIVE')).toHaveLength(20);
  });

  it('a bank smaller than the core count gives every question', () => {
    expect(selectCoreQuestions(makeBank(9), 'STANDARD')).toHaveLength(9);
  });
});

describe('top categories', () => {
  it('are the two highest scores, ties in option order, never a category that scored nothing', () => {
    expect(topCategories(scores({ hustler: 4, craftsman: 6, visionary: 1 }))).toEqual(['Craftsman', 'Hustler']);
    expect(topCategories(scores({ socialDriver: 3, pragmatist: 3, visionary: 3 }))).toEqual(['Visionary', 'Pragmatist']);
    expect(topCategories(scores({ hustler: 5 }))).toEqual(['Hustler']);
    expect(topCategories(scores({}))).toEqual([]);
  });
});

describe('adaptive questions', () => {
  const bank = makeBank(100);

  it('Standard adds 5 non-core questions of the two top categories, by diagnosticPower', () => {
    const core = selectCoreQuestions(bank, 'STANDARD');
    const adaptive = selectAdaptiveQuestions(bank, core, 'STANDARD', scores({ hustler: 8, craftsman: 5, visionary: 1 }));
    expect(adaptive).toHaveLength(5);
    expect(adaptive.every((question) => question.category === 'Hustler' || question.category === 'Craftsman')).toBe(true);
    expect(ids(adaptive)).toEqual([18, 19, 23, 24, 28]);
    expect(adaptive.some((question) => core.includes(question))).toBe(false);
  });

  it('Deep Dive adds 10', () => {
    const core = selectCoreQuestions(bank, 'DEEP_DIVE');
    const adaptive = selectAdaptiveQuestions(bank, core, 'DEEP_DIVE', scores({ socialDriver: 9, visionary: 2 }));
    expect(adaptive).toHaveLength(10);
    expect(new Set(adaptive.map((question) => question.category))).toEqual(new Set(['Social Driver', 'Visionary']));
  });

  it('when the top categories have too few questions left, any remaining question fills the gap', () => {
    const small = makeBank(18);
    const core = selectCoreQuestions(small, 'STANDARD');
    // Non-core: ids 16, 17, 18 (Visionary, Pragmatist, Hustler); top categories Hustler and Craftsman.
    const adaptive = selectAdaptiveQuestions(small, core, 'STANDARD', scores({ hustler: 7, craftsman: 6 }));
    expect(ids(adaptive)).toEqual([18, 16, 17]);
  });

  it('Standard on a bank of exactly the core count has no adaptive questions', () => {
    const small = makeBank(15);
    expect(selectAdaptiveQuestions(small, selectCoreQuestions(small, 'STANDARD'), 'STANDARD', scores({ hustler: 3 }))).toEqual([]);
  });

  it('Deep Dive on a short bank reuses core questions, in core order, after every remaining question', () => {
    const small = makeBank(24);
    const core = selectCoreQuestions(small, 'DEEP_DIVE');
    const adaptive = selectAdaptiveQuestions(small, core, 'DEEP_DIVE', scores({ visionary: 4 }));
    expect(ids(adaptive)).toEqual([21, 22, 23, 24, 1, 2, 3, 4, 5, 6]);
  });

  it('Deep Dive on a bank of exactly 20 asks 10 core questions again', () => {
    const small = makeBank(20);
    const core = selectCoreQuestions(small, 'DEEP_DIVE');
    expect(ids(selectAdaptiveQuestions(small, core, 'DEEP_DIVE', scores({ visionary: 4 })))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('are added once, on reaching the last core question, and never before index 5', () => {
    expect(shouldAddAdaptiveQuestions(14, 15, false)).toBe(true);
    expect(shouldAddAdaptiveQuestions(13, 15, false)).toBe(false);
    expect(shouldAddAdaptiveQuestions(14, 15, true)).toBe(false);
    expect(shouldAddAdaptiveQuestions(19, 20, false)).toBe(true);
    expect(shouldAddAdaptiveQuestions(5, 6, false)).toBe(true);
    expect(shouldAddAdaptiveQuestions(4, 5, false)).toBe(false);
  });
});

describe('one question per situation', () => {
  /** A bank of 100 where questions 2k-1 and 2k share situation `s{k}`, so every second question repeats a situation. */
  const paired = makeBank(100).map((question) => ({ ...question, situation: `s${Math.ceil(question.id / 2)}` }));

  it('the core skips a question whose situation it already holds and takes the next one in order', () => {
    // Powers fall with the id: 1 (s1) is taken, 2 (s1) skipped, 3 (s2) taken, …
    const core = selectCoreQuestions(paired, 'STANDARD');
    expect(ids(core)).toEqual(Array.from({ length: 15 }, (_, index) => 2 * index + 1));
    expect(new Set(core.map((question) => question.situation)).size).toBe(15);
  });

  it('keeps the diagnosticPower order otherwise: the stronger question of a situation is the one asked', () => {
    const bank = makeBank(4, (id) => ({ 1: 0.5, 2: 0.9, 3: 0.7, 4: 0.6 })[id]).map((question) => ({ ...question, situation: question.id <= 2 ? 'shared' : `own-${question.id}` }));
    expect(ids(selectCoreQuestions(bank, 'STANDARD'))).toEqual([2, 3, 4]);
  });

  it('adaptive questions skip the situations of the core and of each other, first from the top categories, then any', () => {
    const core = selectCoreQuestions(paired, 'STANDARD');
    const adaptive = selectAdaptiveQuestions(paired, core, 'STANDARD', scores({ hustler: 8, craftsman: 5 }));
    expect(adaptive).toHaveLength(5);
    expect(adaptive.every((question) => question.category === 'Hustler' || question.category === 'Craftsman')).toBe(true);
    const situations = [...core, ...adaptive].map((question) => question.situation);
    expect(new Set(situations).size).toBe(situations.length);
    // Non-core Hustler/Craftsman questions by power: 33 (s17), 34 (s17, skipped), 38 (s19), 39 (s20), 43 (s22), 44 (s22, skipped), 48 (s24).
    expect(ids(adaptive)).toEqual([33, 38, 39, 43, 48]);
  });

  it('the fill from other categories skips taken situations too', () => {
    // 18 questions in 9 situations: the core takes 9 (one per situation), nothing is left for adaptive questions.
    const small = makeBank(18).map((question) => ({ ...question, situation: `s${Math.ceil(question.id / 2)}` }));
    const core = selectCoreQuestions(small, 'STANDARD');
    expect(core).toHaveLength(9);
    expect(selectAdaptiveQuestions(small, core, 'STANDARD', scores({ hustler: 7 }))).toEqual([]);
  });

  it('a question that names no situation is a situation of its own', () => {
    const unnamed = makeBank(20);
    expect(selectCoreQuestions(unnamed, 'STANDARD')).toHaveLength(15);
  });

  it('the planned count follows the number of situations, not of questions', () => {
    expect(plannedQuestionCount(paired, 'STANDARD')).toBe(20);
    expect(plannedQuestionCount(paired.slice(0, 36), 'STANDARD')).toBe(18);
    expect(plannedQuestionCount(paired.slice(0, 36), 'DEEP_DIVE')).toBe(28);
    expect(plannedQuestionCount(makeBank(36), 'DEEP_DIVE')).toBe(30);
  });
});

describe('planned question count (M of "Question N of M")', () => {
  it.each([
    [100, 'STANDARD', 20],
    [100, 'DEEP_DIVE', 30],
    [18, 'STANDARD', 18],
    [15, 'STANDARD', 15],
    [24, 'DEEP_DIVE', 30],
    [20, 'DEEP_DIVE', 30],
    [12, 'DEEP_DIVE', 22],
    [6, 'STANDARD', 6],
    [5, 'DEEP_DIVE', 5],
    [0, 'STANDARD', 0],
  ] as const)('a bank of %i in %s has %i questions', (size, mode, expected) => {
    expect(plannedQuestionCount(size, mode)).toBe(expected);
  });
});
