import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { Banner } from '../../ui/status.tsx';

// The frame of the dashboard's form dialogs (gallery, staff): a title, a close button, the content scrolling inside the
// dialog (so a long form fits a phone and its buttons stay in reach) and the buttons at the foot.
// As a form, Enter in a field submits it. Escape, the backdrop and × all ask `onRequestClose`,
// which may first ask about unsaved changes.

export function FormDialogFrame({
  open,
  title,
  description,
  onRequestClose,
  onSubmit,
  footer,
  children,
  width = 'w-[44rem]',
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onRequestClose: () => void;
  /** Given: the content is a form and the footer's submit button sends it. */
  onSubmit?: () => void;
  footer: ReactNode;
  children: ReactNode;
  width?: string;
}) {
  const titleId = `${useId()}-title`;
  const content = (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div>
          <h2 id={titleId} className="text-xl font-semibold text-brand-900">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
        </div>
        <button
          type="button"
          onClick={onRequestClose}
          aria-label="Close"
          className={`-mr-2 size-11 shrink-0 rounded-md text-2xl text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
        >
          ×
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4 sm:px-6">
        {footer}
      </div>
    </>
  );
  const frame = `flex ${width} max-w-full flex-col rounded-xl bg-white shadow-xl`;
  const style = { maxHeight: 'calc(100dvh - 2rem)' };
  return (
    <ModalDialog open={open} onClose={onRequestClose} labelledBy={titleId}>
      {onSubmit ? (
        <form
          noValidate
          className={frame}
          style={style}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {content}
        </form>
      ) : (
        <div className={frame} style={style}>
          {content}
        </div>
      )}
    </ModalDialog>
  );
}

/** The foot of a form dialog: Cancel (asks like ×) and the submit button with its busy text. */
export function FormDialogButtons({
  isBusy,
  onCancel,
  submitLabel,
  busyLabel,
  variant,
}: {
  isBusy: boolean;
  onCancel: () => void;
  submitLabel: ReactNode;
  busyLabel: string;
  variant?: 'danger';
}) {
  return (
    <>
      <Button variant="secondary" disabled={isBusy} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} isBusy={isBusy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </>
  );
}

/** A failed save, at the top of the dialog's form, taking focus (the submit button lost it). */
export function DialogFailure({
  failure,
  failureRef,
}: {
  failure: string | null;
  failureRef: Ref<HTMLDivElement>;
}) {
  if (!failure) return null;
  return (
    <div ref={failureRef} tabIndex={-1} className="outline-none">
      <Banner tone="error">{failure}</Banner>
    </div>
  );
}
