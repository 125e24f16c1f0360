import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError } from '../../api-client.ts';
import { loginFailureMessage } from './login-session.ts';

describe('sign-in failure text (admin.md §8)', () => {
  it("shows the server's message, including a 429 answer's", () => {
    expect(loginFailureMessage(new ApiError('Invalid email or password.', 401))).toBe(
      'Invalid email or password.',
    );
    expect(loginFailureMessage(new ApiError('Too many requests, please try again later.', 429))).toBe(
      'Too many requests, please try again later.',
    );
  });

  it("falls back to 'Failed to login' when there is no message or no answer", () => {
    expect(loginFailureMessage(new ApiError(MESSAGES.api.error(500), 500))).toBe('Failed to login');
    expect(loginFailureMessage(new ApiError(MESSAGES.api.error(0), 0))).toBe('Failed to login');
    expect(loginFailureMessage(new Error('storage blocked'))).toBe(MESSAGES.login.failed);
    expect(loginFailureMessage(undefined)).toBe(MESSAGES.login.failed);
  });
});
