import { ApiError } from '@edna/shared-contracts/client';
import { classifySubmissionError, SCORE_RETRY_DELAYS_MS, submitUntilSettled } from './score-submission';

const refusal = (status: number, error: string, message: string) => new ApiError(status, JSON.stringify({ error, message }), { error, message });

describe('score submission failures', () => {
  it('When the server answers already_submitted, then it counts as an existing score, whatever the message says', () => {
    expect(classifySubmissionError(refusal(409, 'already_submitted', 'Ein Ergebnis liegt schon vor.'))).toBe('already_submitted');
  });

  it('When the server refuses the data, then it is invalid score data by its code alone', () => {
    expect(classifySubmissionError(refusal(422, 'impossible_time', 'Too quick.'))).toBe('invalid');
    expect(classifySubmissionError(refusal(400, 'invalid_username', 'Bad name.'))).toBe('invalid');
    expect(classifySubmissionError(refusal(400, 'wrong_puzzle_date', 'Other day.'))).toBe('invalid');
  });

  it('When the message mentions "already submitted" or "invalid" but the code does not, then the code decides', () => {
    expect(classifySubmissionError(refusal(503, 'unavailable', 'invalid state, already submitted?'))).toBe('failed');
    expect(classifySubmissionError(new TypeError('network'))).toBe('failed');
  });
});

describe('score submission until settled', () => {
  const claim = { username: ' solver ', puzzleDate: '2026-11-28', sessionToken: 'v1.token' };
  const saved = { id: 1, score: 900, completionTime: 100, hintsUsed: 0, mistakesCount: 0, rank: 1 };
  const quiet = () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  };
  afterEach(() => jest.restoreAllMocks());

  it('When the server answers 503 twice, then the score is sent again after 1 s and 2 s and lands, with only the name, date and token', async () => {
    quiet();
    const waits: number[] = [];
    const sent: unknown[] = [];
    let calls = 0;
    const outcome = await submitUntilSettled(claim, {
      wait: async (ms) => void waits.push(ms),
      send: async (body) => {
        sent.push(body);
        calls += 1;
        if (calls <= 2) throw refusal(503, 'unavailable', 'Down.');
        return saved;
      },
    });
    expect(outcome).toEqual({ kind: 'saved', score: saved });
    expect(waits).toEqual([1000, 2000]);
    expect(sent[0]).toEqual({ username: 'solver', puzzleDate: '2026-11-28', sessionToken: 'v1.token' });
  });

  it('When the network keeps failing, then it gives up after the backoff and says failed', async () => {
    quiet();
    const waits: number[] = [];
    const outcome = await submitUntilSettled(claim, {
      wait: async (ms) => void waits.push(ms),
      send: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(outcome).toEqual({ kind: 'failed' });
    expect(waits).toEqual([...SCORE_RETRY_DELAYS_MS]);
  });

  it('When a 429 comes first, then it is retried; a 4xx refusal stops at once', async () => {
    quiet();
    let calls = 0;
    const limited = await submitUntilSettled(claim, {
      wait: async () => undefined,
      send: async () => {
        calls += 1;
        if (calls === 1) throw refusal(429, 'too_many_requests', 'Slow down.');
        return saved;
      },
    });
    expect(limited.kind).toBe('saved');
    let refusedCalls = 0;
    const refused = await submitUntilSettled(claim, {
      wait: async () => undefined,
      send: async () => {
        refusedCalls += 1;
        throw refusal(409, 'already_submitted', 'Already.');
      },
    });
    expect(refused).toMatchObject({ kind: 'refused', failure: 'already_submitted', code: 'already_submitted' });
    expect(refusedCalls).toBe(1);
  });
});
