import { ApiError } from '@edna/shared-contracts/client';
import { loginFailureDescription, loginFailureOf } from './login-failure';

describe('login failure description', () => {
  it('uses the message field of the server answer first', () => {
    const error = new ApiError(401, '{"error":"invalid_credentials","message":"Invalid email or password"}', {
      error: 'invalid_credentials',
      message: 'Invalid email or password',
    });
    expect(loginFailureDescription(loginFailureOf(error))).toBe('Invalid email or password');
  });

  it('shows the rate-limit message of a 429', () => {
    const error = new ApiError(429, '{}', { error: 'too_many_requests', message: 'Too many login attempts. Try again in 10 minutes.' });
    expect(loginFailureDescription(loginFailureOf(error))).toBe('Too many login attempts. Try again in 10 minutes.');
  });

  it('falls back to the response text when the body has no message', () => {
    const error = new ApiError(502, 'Bad Gateway from the proxy', undefined);
    expect(loginFailureDescription(loginFailureOf(error))).toBe('Bad Gateway from the proxy');
  });

  it('names the status when the answer has neither message nor text', () => {
    expect(loginFailureDescription({ status: 500, text: '  ' })).toBe('Login failed with status: 500');
  });

  it('says "Invalid email or password" when no answer arrived at all', () => {
    expect(loginFailureDescription(loginFailureOf(new TypeError('Failed to fetch')))).toBe('Invalid email or password');
  });
});
