import { type ReactNode, useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

// The View modal of the case-study and product screens (admin.md §2): the record's title, its
// content scrolling inside the dialog, and Close (also Escape and a click on the backdrop).

export function RecordDialog({
  open,
  title,
  onClose,
  children,
  actions,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** More buttons beside Close (Edit). */
  actions?: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId}>
      <div
        className="flex w-[48rem] max-w-full flex-col rounded-xl bg-white shadow-xl"
        style={{ maxHeight: 'calc(100dvh - 2rem)' }}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <h2 id={titleId} className="text-xl font-semibold text-brand-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className={`-mr-2 size-11 shrink-0 rounded-md text-2xl text-slate-600 hover:bg-slate-100 ${FOCUS_RING}`}
          >
            ×
          </button>
        </div>
        {/* A long record scrolls here; focusable and named, so a keyboard can scroll it too. */}
        <section
          aria-labelledby={titleId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className={`overflow-y-auto px-6 py-5 ${FOCUS_RING}`}
        >
          {children}
        </section>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4">
          {actions}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

/** A titled part of a record's view (Key Features, Sections). */
export function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <h3 className="text-base font-semibold text-brand-900">{title}</h3>
      <div className="mt-2 text-slate-700">{children}</div>
    </section>
  );
}
