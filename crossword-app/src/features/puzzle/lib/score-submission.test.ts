import { ApiError } from '@edna/shared-contracts/client';
import { classifySubmissionError } from './score-submission';

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
