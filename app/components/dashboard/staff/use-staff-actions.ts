import { useEffect, useRef, useState } from 'react';
import { acknowledgedAnswer } from '../../../../domain/answers/common.ts';
import { sessionsEndedAnswer } from '../../../../domain/answers/sessions.ts';
import { twoFactorResetAnswer } from '../../../../domain/answers/two-factor.ts';
import { staffAccountAnswer } from '../../../../domain/answers/users.ts';
import type { StaffAccount } from '../../../../domain/entities.ts';
import { ApiError, apiRequest, failureMessage } from '../../../api-client.ts';
import { type StaffAction, TOGGLE_ATTRIBUTE } from './staff-table.tsx';
import { STAFF_TEXT } from './staff-text.ts';

// What the Staff screen does to an account, and what it says afterwards. The form dialogs (add,
// edit, reset password) are opened afresh each time (a new generation, so fields start clean);
// Disable and Delete wait for a confirmation; Enable takes away nothing, so it runs at once.
// Every change ends with a notice and the list fetched again.
//
// A refusal that a retry cannot cure (409: the last active administrator; 403: your own account;
// 404: already gone) closes the confirmation and is shown on the page above the reloaded list,
// as the Outbox screen does; any other failure stays in the confirmation, to retry or cancel.
// A deleted row leaves the table at once, so focus returns to the next row's button.

export type StaffForm = { kind: 'add' } | { kind: 'edit' | 'reset'; account: StaffAccount };
export type StaffConfirm = {
  kind: 'disable' | 'delete' | 'reset-two-factor' | 'sign-out';
  account: StaffAccount;
};

const CONFIRM_FAILED = {
  disable: STAFF_TEXT.disableFailed,
  delete: STAFF_TEXT.deleteFailed,
  'reset-two-factor': STAFF_TEXT.twoFactorResetFailed,
  'sign-out': STAFF_TEXT.signOutFailed,
} as const;

const FINAL_STATUSES = new Set([403, 404, 409]);

export function useStaffActions({ reload, loaded }: { reload: () => void; loaded: unknown }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<(StaffForm & { open: boolean; generation: number }) | null>(null);
  const [confirming, setConfirming] = useState<StaffConfirm | null>(null);
  const [isConfirmBusy, setConfirmBusy] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [enablingId, setEnablingId] = useState<string | null>(null);
  const [removedIds, setRemovedIds] = useState<ReadonlySet<string>>(new Set());
  const refocusRow = useRef<string | null>(null);

  // Enable disables its button while it runs, which drops focus: once the list is back, focus
  // returns to that row's toggle (now Disable).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a reload has arrived.
  useEffect(() => {
    const rowId = refocusRow.current;
    if (rowId === null) return;
    refocusRow.current = null;
    const button = document.querySelector(`[data-row-key="${CSS.escape(rowId)}"] [${TOGGLE_ATTRIBUTE}]`);
    if (button instanceof HTMLElement) button.focus();
  }, [loaded]);

  const done = (message: string) => {
    setNotice(message);
    setError(null);
    reload();
  };

  const patch = (account: StaffAccount, change: Record<string, unknown>) =>
    apiRequest(`/users/${encodeURIComponent(account._id)}`, staffAccountAnswer, {
      method: 'PATCH',
      json: change,
    });

  const enable = async (account: StaffAccount) => {
    setEnablingId(account._id);
    setNotice(null);
    setError(null);
    try {
      await patch(account, { isDisabled: false });
      setNotice(STAFF_TEXT.enabled(account.name));
    } catch (caught) {
      setError(failureMessage(caught, STAFF_TEXT.enableFailed));
    } finally {
      setEnablingId(null);
      refocusRow.current = account._id;
      reload();
    }
  };

  const confirm = async () => {
    if (!confirming || isConfirmBusy) return;
    const { kind, account } = confirming;
    setConfirmBusy(true);
    setConfirmError(null);
    try {
      let message: string;
      if (kind === 'delete') {
        await apiRequest(`/users/${encodeURIComponent(account._id)}`, acknowledgedAnswer, {
          method: 'DELETE',
        });
        setRemovedIds((current) => new Set(current).add(account._id));
        message = STAFF_TEXT.deleted(account.name);
      } else if (kind === 'reset-two-factor') {
        await apiRequest(`/users/${encodeURIComponent(account._id)}/two-factor`, twoFactorResetAnswer, {
          method: 'DELETE',
        });
        message = STAFF_TEXT.twoFactorReset(account.name);
      } else if (kind === 'sign-out') {
        const answer = await apiRequest(
          `/users/${encodeURIComponent(account._id)}/sessions`,
          sessionsEndedAnswer,
          { method: 'DELETE' },
        );
        message = STAFF_TEXT.signedOut(account.name, answer.data.ended);
      } else {
        await patch(account, { isDisabled: true });
        message = STAFF_TEXT.disabled(account.name);
      }
      setConfirming(null);
      done(message);
    } catch (caught) {
      const text = failureMessage(caught, CONFIRM_FAILED[kind]);
      if (caught instanceof ApiError && FINAL_STATUSES.has(caught.status)) {
        setConfirming(null);
        setNotice(null);
        setError(text);
        reload();
      } else setConfirmError(text);
    } finally {
      setConfirmBusy(false);
    }
  };

  const openForm = (next: StaffForm) =>
    setForm((current) => ({ ...next, open: true, generation: (current?.generation ?? 0) + 1 }));
  const closeForm = () => setForm((current) => (current ? { ...current, open: false } : current));

  return {
    notice,
    error,
    dismissNotice: () => setNotice(null),
    enablingId,
    /** Hides accounts deleted here until the reloaded list no longer has them. */
    shown: (accounts: readonly StaffAccount[]) => accounts.filter((account) => !removedIds.has(account._id)),
    form,
    openAdd: () => openForm({ kind: 'add' }),
    closeForm,
    /** A form dialog saved: close it and say what happened. */
    formSaved: (message: string) => {
      closeForm();
      done(message);
    },
    act(account: StaffAccount, action: StaffAction) {
      if (action === 'edit' || action === 'reset') openForm({ kind: action, account });
      else if (action === 'enable') void enable(account);
      else {
        setConfirmError(null);
        setConfirming({ kind: action, account });
      }
    },
    confirmation: {
      target: confirming,
      isBusy: isConfirmBusy,
      error: confirmError,
      confirm: () => void confirm(),
      cancel: () => {
        if (!isConfirmBusy) setConfirming(null);
      },
    },
  };
}
