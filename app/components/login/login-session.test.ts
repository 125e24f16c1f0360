import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError } from '../../api-client.ts';
import { isLoginAnswer, loginFailureMessage, storeSession } from './login-session.ts';

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

describe('stored session (admin.md §4, §9)', () => {
  it('recognises the login answer: a token beside data.user', () => {
    expect(isLoginAnswer({ success: true, token: 'abc', data: { user: { name: 'A' } } })).toBe(true);
    expect(isLoginAnswer({ success: true, data: { user: {} } })).toBe(false);
    expect(isLoginAnswer({ token: '', data: {} })).toBe(false);
    expect(isLoginAnswer(null)).toBe(false);
  });

  it('keeps the token and the user as JSON under the keys token and user', () => {
    const stored = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => void stored.set(key, value) };
    const user = { _id: 'u1', email: 'admin@voltline.example', name: 'Site Admin' };
    storeSession(storage, { token: 'secret-token', data: { user } });
    expect(Object.fromEntries(stored)).toEqual({ token: 'secret-token', user: JSON.stringify(user) });
  });
});
