import { MESSAGES } from '../../../domain/messages.ts';
import { ApiError } from '../../api-client.ts';

// admin.md §2 Login, §4 Session, §8: what a sign-in answer means for the browser, without React.

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
