import { useEffect, useRef, useState } from 'react';
import { outboxMessageAnswer } from '../../../../domain/answers/outbox.ts';
import type { OutboxMessage } from '../../../../domain/entities.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { ACTION_ATTRIBUTE, type OutboxAction } from './outbox-table.tsx';

// Retry and Cancel on the Outbox screen: POST /outbox/{id}/retry at once, POST /outbox/{id}/cancel
// after a confirmation; then a notice (or the server's message) and the list fetched again,
// since the message has moved on either way. A 409 (it was sent or claimed meanwhile) closes the
// confirmation and shows the message on the page, as the list it explains is reloaded.
//
// Focus: a Retry button is disabled while its call runs, which drops focus. Once the list is back,
// focus returns to the row's action button (now Cancel, if it is queued again), else to the
// banner that says what happened, so keyboard users are never left at the top of the page.

const FAILED: Readonly<Record<OutboxAction, string>> = {
  retry: 'Failed to retry the e-mail',
  cancel: 'Failed to cancel the e-mail',
};

const DONE: Readonly<Record<OutboxAction, (to: string) => string>> = {
  retry: (to) => `The e-mail to ${to} was queued again.`,
  cancel: (to) => `The e-mail to ${to} was cancelled.`,
};

export function useOutboxActions({ reload, loaded }: { reload: () => void; loaded: unknown }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retryingId, setRetryingId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<OutboxMessage | null>(null);
  const [isCancelBusy, setCancelBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const refocusRow = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a reload has arrived.
  useEffect(() => {
    const rowId = refocusRow.current;
    if (rowId === null) return;
    refocusRow.current = null;
    const button = document.querySelector(`[data-row-key="${CSS.escape(rowId)}"] [${ACTION_ATTRIBUTE}]`);
    if (button instanceof HTMLElement && !button.hasAttribute('disabled')) button.focus();
    else (errorRef.current ?? noticeRef.current)?.focus();
  }, [loaded]);

  const post = (message: OutboxMessage, action: OutboxAction) =>
    apiRequest(`/outbox/${encodeURIComponent(message._id)}/${action}`, outboxMessageAnswer, {
      method: 'POST',
    });

  const settled = (message: OutboxMessage) => {
    refocusRow.current = message._id;
    reload();
  };

  const retry = async (message: OutboxMessage) => {
    setRetryingId(message._id);
    setNotice(null);
    setError(null);
    try {
      await post(message, 'retry');
      setNotice(DONE.retry(message.toEmail));
    } catch (caught) {
      setError(failureMessage(caught, FAILED.retry));
    } finally {
      setRetryingId(null);
      settled(message);
    }
  };

  const confirmCancel = async () => {
    if (!cancelling || isCancelBusy) return;
    const message = cancelling;
    setCancelBusy(true);
    setCancelError(null);
    try {
      await post(message, 'cancel');
      setNotice(DONE.cancel(message.toEmail));
      setError(null);
      setCancelling(null);
      settled(message);
    } catch (caught) {
      const text = failureMessage(caught, FAILED.cancel);
      // No longer queued: nothing to confirm any more; say why beside the reloaded list.
      if (caught instanceof ApiError && caught.status === 409) {
        setNotice(null);
        setError(text);
        setCancelling(null);
        settled(message);
      } else setCancelError(text);
    } finally {
      setCancelBusy(false);
    }
  };

  return {
    notice,
    error,
    noticeRef,
    errorRef,
    retryingId,
    dismissNotice: () => setNotice(null),
    act: (message: OutboxMessage, action: OutboxAction) => {
      if (action === 'retry') void retry(message);
      else {
        setCancelError(null);
        setCancelling(message);
      }
    },
    cancel: {
      message: cancelling,
      isBusy: isCancelBusy,
      error: cancelError,
      confirm: () => void confirmCancel(),
      dismiss: () => {
        if (!isCancelBusy) setCancelling(null);
      },
    },
  };
}
