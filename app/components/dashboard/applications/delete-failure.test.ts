import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../domain/messages.ts';
import { ApiError } from '../../../api-client.ts';
import { deleteFailureText } from './delete-failure.ts';

describe('application delete failures (admin.md §8)', () => {
  it('says what the server said, its status, or that the delete failed', () => {
    expect(deleteFailureText(new ApiError('Application not found', 404))).toBe(
      'Delete failed: Application not found',
    );
    expect(deleteFailureText(new ApiError(MESSAGES.api.error(502), 502))).toBe(
      'Delete failed with status 502',
    );
    expect(deleteFailureText(new ApiError(MESSAGES.api.error(0), 0))).toBe('Failed to delete application');
    expect(deleteFailureText(new Error('boom'))).toBe('Failed to delete application');
  });
});
