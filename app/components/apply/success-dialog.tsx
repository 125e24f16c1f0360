import { MESSAGES } from '../../../domain/messages.ts';
import { CheckIcon } from '../services/icons.tsx';
import { Button } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';

// public-site.md §2: after success a modal reads 'Application Submitted Successfully!' with a Close
// button that returns to the home page; it locks page scrolling and a backdrop click (or Escape)
// closes it, leaving the applicant on the reset wizard.

export function SuccessDialog({
  open,
  onDismiss,
  onClose,
}: {
  open: boolean;
  /** Backdrop click or Escape. */
  onDismiss: () => void;
  /** The Close button: back to the home page. */
  onClose: () => void;
}) {
  return (
    <ModalDialog open={open} onClose={onDismiss} labelledBy="apply-success-title">
      <div className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-8 text-center shadow-xl">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckIcon className="size-8" />
        </span>
        <h2 id="apply-success-title" className="mt-5 text-2xl font-bold text-brand-900">
          {MESSAGES.application.successTitle}
        </h2>
        <p className="mt-3 text-slate-700">{MESSAGES.application.success}</p>
        <Button onClick={onClose} className="mt-8 w-full">
          Close
        </Button>
      </div>
    </ModalDialog>
  );
}
