import { STORAGE_KEYS } from '../../../domain/constants.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError } from '../../api-client.ts';

// admin.md §2 Login, §4 Session, §8: what a sign-in answer means for the browser, without React.

/** POST /api/auth/login answers the token beside data.user (DESIGN.md API conventions). */
export type LoginAnswer = { token: string; data: { user: unknown } };

/**
 * The banner text for a failed sign-in: the server's message (wrong password, unknown address,
 * lockout, 429 too many attempts), or 'Failed to login' when it sent none or was unreachable.
 */
export function loginFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.login.failed;
  // api-client turns a missing message into 'API error: {status}'; the login page's own
  // fallback replaces it (admin.md §8).
  if (error.message === '' || error.message === MESSAGES.api.error(error.status))
    return MESSAGES.login.failed;
  return error.message;
}

export function isLoginAnswer(answer: unknown): answer is LoginAnswer {
  if (typeof answer !== 'object' || answer === null) return false;
  const { token, data } = answer as Record<string, unknown>;
  return typeof token === 'string' && token !== '' && typeof data === 'object' && data !== null;
}

/** admin.md §4, §9: the token and the user (as JSON) under the keys token and user. */
export function storeSession(storage: Pick<Storage, 'setItem'>, answer: LoginAnswer): void {
  storage.setItem(STORAGE_KEYS.token, answer.token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(answer.data.user ?? null));
}
