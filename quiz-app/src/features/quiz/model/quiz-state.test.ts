import { answerProblem, answeredCount, isLastQuestion, quizReducer, startQuiz, submissionAnswers, type QuizAction, type QuizState } from './quiz-state';
import { makeBank } from './test-bank';

const run = (state: QuizState, ...actions: QuizAction[]) => actions.reduce(quizReducer, state);
/** Answers the current question with `optionId` and moves on, `count` times. */
function answerAndAdvance(state: QuizState, count: number, optionId = 'c'): QuizState {
  let next = state;
  for (let step = 0; step < count; step += 1) next = run(next, { type: 'answered', index: next.index, optionId }, { type: 'next' });
  return next;
}

describe('quiz state', () => {
  const bank = makeBank(60);

  it('starts Standard at index 0 with 15 core questions, 20 empty answer slots and no scores', () => {
    const state = quizReducer(startQuiz([], 'STANDARD'), { type: 'loaded', bank });
    expect(state).toMatchObject({ mode: 'STANDARD', index: 0, coreCount: 15, total: 20, adaptiveAdded: false });
    expect(state.questions).toHaveLength(15);
    expect(state.answers).toEqual(new Array(20).fill(null));
    expect(Object.values(state.scores).every((score) => score === 0)).toBe(true);
  });

  it('answering stores the option id and adds one to its type; changing it moves the point', () => {
    let state = run(startQuiz(bank, 'STANDARD'), { type: 'answered', index: 0, optionId: 'a' });
    expect(state.answers[0]).toBe('a');
    expect(state.scores.visionary).toBe(1);
    state = run(state, { type: 'answered', index: 0, optionId: 'c' });
    expect(state.scores).toMatchObject({ visionary: 0, hustler: 1 });
  });

  it('an answer is reported once, only when there is one, and a reset or mode change forgets what was reported', () => {
    let state = startQuiz(bank, 'STANDARD');
    expect(run(state, { type: 'reported', index: 0 })).toBe(state);
    state = run(state, { type: 'answered', index: 0, optionId: 'a' }, { type: 'reported', index: 0 });
    expect(state.reported).toEqual([0]);
    expect(run(state, { type: 'reported', index: 0 })).toBe(state);
    expect(run(state, { type: 'answered', index: 0, optionId: 'b' }).reported).toEqual([0]);
    expect(run(state, { type: 'reset' }).reported).toEqual([]);
    expect(run(state, { type: 'modeChanged', mode: 'DEEP_DIVE' }).reported).toEqual([]);
  });

  it('an unknown index or option id is ignored, with the reason for the console warning', () => {
    const state = startQuiz(bank, 'STANDARD');
    expect(run(state, { type: 'answered', index: 40, optionId: 'a' })).toBe(state);
    expect(run(state, { type: 'answered', index: 0, optionId: 'z' })).toBe(state);
    expect(answerProblem(state, 40, 'a')).toBe('No question at index 40');
    expect(answerProblem(state, 0, 'z')).toBe(`No option with id z in question ${state.questions[0]!.id}`);
    expect(answerProblem(state, 0, 'b')).toBeNull();
  });

  it('Next needs an answer; Previous stops at the first question', () => {
    const state = startQuiz(bank, 'STANDARD');
    expect(run(state, { type: 'next' })).toBe(state);
    expect(run(state, { type: 'previous' })).toBe(state);
    const moved = run(state, { type: 'answered', index: 0, optionId: 'b' }, { type: 'next' }, { type: 'previous' });
    expect(moved.index).toBe(0);
    expect(moved.answers[0]).toBe('b');
  });

  it('Standard adds 5 adaptive questions of the top categories on reaching question 15, once', () => {
    let state = answerAndAdvance(startQuiz(bank, 'STANDARD'), 13, 'd');
    expect(state.index).toBe(13);
    expect(state.adaptiveAdded).toBe(false);
    state = answerAndAdvance(state, 1, 'd');
    expect(state.index).toBe(14);
    expect(state.adaptiveAdded).toBe(true);
    expect(state.questions).toHaveLength(20);
    expect(state.questions.slice(15).every((question) => question.category === 'Craftsman')).toBe(true);
    const again = run(state, { type: 'previous' }, { type: 'next' });
    expect(again.questions).toEqual(state.questions);
    state = answerAndAdvance(state, 5, 'd');
    expect(state.index).toBe(19);
    expect(isLastQuestion(state)).toBe(true);
    expect(answeredCount(state)).toBe(19);
  });

  it('Deep Dive has 20 core and 30 questions in all', () => {
    let state = run(startQuiz(bank, 'STANDARD'), { type: 'modeChanged', mode: 'DEEP_DIVE' });
    expect(state).toMatchObject({ mode: 'DEEP_DIVE', coreCount: 20, total: 30 });
    state = answerAndAdvance(state, 19, 'e');
    expect(state.index).toBe(19);
    expect(state.questions).toHaveLength(30);
    state = answerAndAdvance(state, 11, 'e');
    expect(state.index).toBe(29);
    expect(answeredCount(state)).toBe(30);
  });

  it('the mode can change only on the first question, and changing it resets the quiz', () => {
    const answered = run(startQuiz(bank, 'STANDARD'), { type: 'answered', index: 0, optionId: 'a' });
    const switched = run(answered, { type: 'modeChanged', mode: 'DEEP_DIVE' });
    expect(switched.answers.every((answer) => answer === null)).toBe(true);
    expect(switched.scores.visionary).toBe(0);
    const later = run(answered, { type: 'next' });
    expect(run(later, { type: 'modeChanged', mode: 'DEEP_DIVE' })).toBe(later);
  });

  it('a reset goes back to index 0 with no answers, scores or adaptive questions', () => {
    const state = run(answerAndAdvance(startQuiz(bank, 'STANDARD'), 15), { type: 'reset' });
    expect(state).toMatchObject({ index: 0, adaptiveAdded: false, total: 20 });
    expect(state.questions).toHaveLength(15);
    expect(answeredCount(state)).toBe(0);
    expect(Object.values(state.scores).every((count) => count === 0)).toBe(true);
  });

  it('a short bank: a quiz of 12 Standard questions ends after its core questions', () => {
    let state = startQuiz(makeBank(12), 'STANDARD');
    expect(state.total).toBe(12);
    state = answerAndAdvance(state, 12);
    expect(state.index).toBe(11);
    expect(isLastQuestion(state)).toBe(true);
    expect(state.questions).toHaveLength(12);
    expect(answeredCount(state)).toBe(12);
  });

  it('Deep Dive on a short bank repeats core questions and submits each question once, with its later answer', () => {
    let state = startQuiz(makeBank(22), 'DEEP_DIVE');
    state = answerAndAdvance(state, 20, 'a');
    expect(state.questions).toHaveLength(30);
    expect(state.questions[22]!.id).toBe(state.questions[0]!.id);
    state = answerAndAdvance(state, 10, 'b');
    expect(answeredCount(state)).toBe(30);
    const answers = submissionAnswers(state);
    expect(answers).toHaveLength(22);
    expect(new Set(answers.map((answer) => answer.questionId)).size).toBe(22);
    expect(answers[0]).toEqual({ questionId: state.questions[0]!.id, selectedOptionId: 'b' });
  });

  it('submits the answers in quiz order', () => {
    const state = answerAndAdvance(startQuiz(bank, 'STANDARD'), 3, 'e');
    expect(submissionAnswers(state)).toEqual(state.questions.slice(0, 3).map((question) => ({ questionId: question.id, selectedOptionId: 'e' })));
  });
});
