import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages.ts';
import { ApiError, failureMessage } from './api-client.ts';

describe('failure banner text (admin.md §8)', () => {
  it("shows the server's message, including a 429 answer's", () => {
    expect(failureMessage(new ApiError('Invalid email or password.', 401), MESSAGES.login.failed)).toBe(
      'Invalid email or password.',
    );
    expect(failureMessage(new ApiError('Too many requests, please try again later.', 429), 'x')).toBe(
      'Too many requests, please try again later.',
    );
  });

  it("falls back to the screen's text when there is no message or no answer", () => {
    const fallback = MESSAGES.applications.fetchFailed;
    expect(failureMessage(new ApiError(MESSAGES.api.error(500), 500), MESSAGES.login.failed)).toBe(
      'Failed to login',
    );
    expect(failureMessage(new ApiError(MESSAGES.api.error(0), 0), fallback)).toBe(fallback);
    expect(failureMessage(new ApiError('', 502), fallback)).toBe(fallback);
    expect(failureMessage(new Error('storage blocked'), fallback)).toBe(fallback);
    expect(failureMessage(undefined, MESSAGES.login.failed)).toBe(MESSAGES.login.failed);
  });
});
