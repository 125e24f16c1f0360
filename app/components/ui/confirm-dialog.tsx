import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { Banner } from './status.tsx';

// "Are you sure?" before a destructive action (admin.md §2: delete a job, an application, an
// image, a category, a case study, a product). An alert dialog in the WAI-ARIA APG sense: the
// title names it, the message describes it, and Cancel, the safe choice, has focus when it opens,
// so Enter or Space by habit does no harm. While the call runs the confirm button shows its busy
// text and nothing can close the dialog; a failure is shown inside it (an error banner), where the
// user is looking, and the owner keeps it open so they can retry or cancel.

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busyLabel = 'Deleting...',
  isBusy = false,
  error,
  tone = 'danger',
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  busyLabel?: string;
  isBusy?: boolean;
  /** A failure of the confirmed action, shown above the buttons. */
  error?: ReactNode;
  /** 'danger' for destructive actions; 'primary' for a confirmation that destroys nothing. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(isBusy);

  // Runs after ModalDialog has called showModal() (a child's effects run first).
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);

  // Both buttons are disabled while the call runs, so the browser moves focus off them (to the
  // dialog itself); when the call fails and the dialog stays open, focus comes back to Cancel.
  useEffect(() => {
    const hadBeenBusy = wasBusy.current;
    wasBusy.current = isBusy;
    if (!open || isBusy || !hadBeenBusy) return;
    const cancel = cancelRef.current;
    const dialog = cancel?.closest('dialog');
    const active = document.activeElement;
    if (cancel && (!active || active === dialog || !dialog?.contains(active))) cancel.focus();
  }, [open, isBusy]);

  return (
    <ModalDialog
      open={open}
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      labelledBy={titleId}
      describedBy={messageId}
      role="alertdialog"
    >
      <div className="w-[min(30rem,calc(100vw-2rem))] rounded-xl bg-white p-6 shadow-xl sm:p-8">
        <h2 id={titleId} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        <div id={messageId} className="mt-3 text-slate-700">
          {message}
        </div>
        {error && (
          <div className="mt-5">
            <Banner tone="error">{error}</Banner>
          </div>
        )}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button ref={cancelRef} variant="secondary" disabled={isBusy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant={tone} isBusy={isBusy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
