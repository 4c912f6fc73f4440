import { ApiError } from '@edna/shared-contracts/client';
import { GENERATOR_EXHAUSTED_MESSAGE, generationErrorMessage } from './generation-error';

const apiError = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), body);

describe('generationErrorMessage', () => {
  it('When the built-in generator has nothing new, then the admin is told to connect an AI provider, whatever the message text', () => {
    expect(generationErrorMessage(apiError(409, { error: 'builtin_generator_exhausted', message: 'anything' }))).toBe(GENERATOR_EXHAUSTED_MESSAGE);
    expect(GENERATOR_EXHAUSTED_MESSAGE).toBe('The built-in generator has no new items left; connect an AI provider');
  });

  it("When another error has a message, then it is shown; otherwise a general sentence", () => {
    expect(generationErrorMessage(apiError(502, { error: 'ai_provider_failed', message: 'The AI provider did not answer.' }))).toBe('The AI provider did not answer.');
    expect(generationErrorMessage(new Error('network'))).toBe('Failed to generate questions');
  });
});
