import { createQuizSessionId, currentQuizSessionId, renewQuizSessionId, resumeQuizSessionId } from './session-id';

describe('quiz session id', () => {
  beforeEach(() => sessionStorage.clear());

  it('has the form session_{timestamp}_{random}', () => {
    expect(createQuizSessionId(1732000000000, () => 0.123456789)).toMatch(/^session_1732000000000_[a-z0-9]{1,9}$/);
    expect(createQuizSessionId()).toMatch(/^session_\d+_[a-z0-9]+$/);
  });

  it('is created once per browser session and renewed on a reset', () => {
    const first = currentQuizSessionId();
    expect(sessionStorage.getItem('quizSessionId')).toBe(first);
    expect(currentQuizSessionId()).toBe(first);
    const renewed = renewQuizSessionId();
    expect(sessionStorage.getItem('quizSessionId')).toBe(renewed);
  });

  it('a resumed run takes back the id it was saved with', () => {
    currentQuizSessionId();
    resumeQuizSessionId('session_1732000000000_abc');
    expect(currentQuizSessionId()).toBe('session_1732000000000_abc');
    resumeQuizSessionId(undefined);
    expect(currentQuizSessionId()).toBe('session_1732000000000_abc');
  });
});
