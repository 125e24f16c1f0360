import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError } from '../../../api-client.ts';

const m = MESSAGES.applications;

/**
 * admin.md §8: "Delete failed: {server message}" when the server said why, "Delete failed with
 * status {code}" when it answered without a message, "Failed to delete application" when it could
 * not be reached at all.
 */
export function deleteFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return m.deleteFailed;
  if (error.message === MESSAGES.api.error(error.status)) return m.deleteFailedWithStatus(error.status);
  return m.deleteFailedWithMessage(error.message);
}
