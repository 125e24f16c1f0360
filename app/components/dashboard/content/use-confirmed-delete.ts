import { useState } from 'react';
import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import { apiRequest, failureMessage } from '../../../api-client.ts';

// Delete after "Are you sure…?" (admin.md §2): the record waiting for the answer, the call, its
// busy state and its failure (shown inside the confirmation, which stays open to retry), then
// the owner's onDeleted (a notice and the list fetched again, §7).

export function useConfirmedDelete<T>({
  path,
  fallbackError,
  onDeleted,
}: {
  /** The API path that deletes `item`. */
  path: (item: T) => string;
  fallbackError: string;
  onDeleted: (item: T) => void;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return {
    target,
    isBusy,
    error,
    ask(item: T) {
      setError(null);
      setTarget(item);
    },
    cancel() {
      if (!isBusy) setTarget(null);
    },
    async confirm() {
      if (target === null || isBusy) return;
      setBusy(true);
      setError(null);
      try {
        await apiRequest(path(target), acknowledgedAnswer, { method: 'DELETE' });
        setTarget(null);
        onDeleted(target);
      } catch (caught) {
        setError(failureMessage(caught, fallbackError));
      } finally {
        setBusy(false);
      }
    },
  };
}
