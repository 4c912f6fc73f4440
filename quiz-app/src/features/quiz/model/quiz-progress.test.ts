import { quizReducer, startQuiz, type QuizAction, type QuizState } from './quiz-state';
import { isWorthKeeping, parseSavedProgress, PROGRESS_MAX_AGE_MS, progressOf, resumeQuiz, type SavedProgress } from './quiz-progress';
import { makeBank } from './test-bank';

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);
function answerAndAdvance(state: QuizState, count: number, optionId = 'c'): QuizState {
  let next = state;
  for (let step = 0; step < count; step += 1) {
    next = run(next, { type: 'answered', index: next.index, optionId }, { type: 'reported', index: next.index }, { type: 'next' });
  }
  return next;
}

const NOW = Date.UTC(2026, 10, 24, 12);
/** What the page does: save, serialize, read back, resume. */
const roundTrip = (state: QuizState, bank = state.bank, now = NOW) => {
  const raw = JSON.stringify(progressOf(state, { '7': ['c', 'a', 'e', 'b', 'd'] }, NOW));
  const saved = parseSavedProgress(raw, now);
  return saved && resumeQuiz(bank, saved);
};

describe('quiz progress kept in the browser', () => {
  const bank = makeBank(60);

  it('When the visitor reloads at question 7, then the quiz resumes at question 7 with the six answers, scores and reported events', () => {
    const state = run(answerAndAdvance(startQuiz(bank, 'STANDARD'), 6, 'b'), { type: 'answered', index: 6, optionId: 'e' });
    expect(state.index).toBe(6);
    const resumed = roundTrip(state)!;
    expect(resumed).not.toBeNull();
    expect(resumed.index).toBe(6);
    expect(resumed.answers).toEqual(state.answers);
    expect(resumed.questions).toEqual(state.questions);
    expect(resumed.scores).toEqual(state.scores);
    expect(resumed.reported).toEqual([0, 1, 2, 3, 4, 5]);
    expect(resumed.total).toBe(20);
    // And it goes on as if nothing happened: the adaptive questions come at question 15.
    const later = answerAndAdvance(run(resumed, { type: 'next' }), 7, 'b');
    expect(later.adaptiveAdded).toBe(true);
    expect(later.questions).toHaveLength(20);
  });

  it('When the adaptive questions were already added, then they come back in the same order, and so does the Deep Dive mode', () => {
    const state = answerAndAdvance(run(startQuiz(bank, 'STANDARD'), { type: 'modeChanged', mode: 'DEEP_DIVE' }), 25, 'a');
    expect(state.adaptiveAdded).toBe(true);
    const resumed = roundTrip(state)!;
    expect(resumed.mode).toBe('DEEP_DIVE');
    expect(resumed.questions.map((question) => question.id)).toEqual(state.questions.map((question) => question.id));
    expect(resumed.total).toBe(30);
    expect(resumed.index).toBe(25);
  });

  it('When a question of the quiz is no longer in the bank, or an answer is not one of its options, then nothing is resumed', () => {
    const state = answerAndAdvance(startQuiz(bank, 'STANDARD'), 3);
    const retired = state.questions[1]!.id;
    expect(roundTrip(state, bank.filter((question) => question.id !== retired))).toBeNull();
    const saved = progressOf(state, {}, NOW);
    expect(resumeQuiz(bank, { ...saved, answers: ['a', 'b', null, 'c'] })).toBeNull();
    const narrowed = bank.map((question) => (question.id === state.questions[0]!.id ? { ...question, options: question.options.slice(0, 2) } : question));
    expect(roundTrip(state, narrowed)).toBeNull();
  });

  it('When the saved progress is old, damaged or of another version, then it is ignored', () => {
    const saved: SavedProgress = progressOf(answerAndAdvance(startQuiz(bank, 'STANDARD'), 2), {}, NOW);
    expect(parseSavedProgress(JSON.stringify(saved), NOW + PROGRESS_MAX_AGE_MS)).not.toBeNull();
    expect(parseSavedProgress(JSON.stringify(saved), NOW + PROGRESS_MAX_AGE_MS + 1)).toBeNull();
    expect(parseSavedProgress('{not json', NOW)).toBeNull();
    expect(parseSavedProgress(null, NOW)).toBeNull();
    for (const broken of [
      { ...saved, version: 2 },
      { ...saved, mode: 'QUICK' },
      { ...saved, answers: ['z'] },
      { ...saved, index: -1 },
      { ...saved, questionIds: ['1'] },
      { ...saved, optionOrders: { 1: 'abc' } },
      { ...saved, reported: [0.5] },
    ]) {
      expect(parseSavedProgress(JSON.stringify(broken), NOW)).toBeNull();
    }
  });

  it('When the position is past an unanswered question, then nothing is resumed', () => {
    const saved = progressOf(answerAndAdvance(startQuiz(bank, 'STANDARD'), 3), {}, NOW);
    expect(resumeQuiz(bank, { ...saved, answers: ['a', null, 'c'] })).toBeNull();
    expect(resumeQuiz(bank, { ...saved, index: 15 })).toBeNull();
  });

  it('When the quiz has no answer yet in the default mode, then there is nothing worth keeping; an answer or another mode is', () => {
    const fresh = startQuiz(bank, 'STANDARD');
    expect(isWorthKeeping(fresh)).toBe(false);
    expect(isWorthKeeping(run(fresh, { type: 'answered', index: 0, optionId: 'a' }))).toBe(true);
    expect(isWorthKeeping(run(fresh, { type: 'modeChanged', mode: 'DEEP_DIVE' }))).toBe(true);
    expect(isWorthKeeping(startQuiz([], 'DEEP_DIVE'))).toBe(false);
  });

  it('keeps each question\'s option order with the progress', () => {
    const saved = parseSavedProgress(JSON.stringify(progressOf(startQuiz(bank, 'STANDARD'), { '7': ['c', 'a', 'e', 'b', 'd'] }, NOW)), NOW);
    expect(saved!.optionOrders).toEqual({ '7': ['c', 'a', 'e', 'b', 'd'] });
  });

  it('keeps the run\'s quiz session id with the progress, and refuses a malformed one', () => {
    const state = startQuiz(bank, 'STANDARD');
    const saved = parseSavedProgress(JSON.stringify(progressOf(state, {}, NOW, 'session_1732000000000_abc')), NOW);
    expect(saved?.quizSessionId).toBe('session_1732000000000_abc');
    expect(parseSavedProgress(JSON.stringify({ ...progressOf(state, {}, NOW), quizSessionId: 'x' }), NOW)).toBeNull();
    expect(parseSavedProgress(JSON.stringify(progressOf(state, {}, NOW)), NOW)?.quizSessionId).toBeUndefined();
  });
});
