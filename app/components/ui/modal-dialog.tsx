import { type ReactNode, useEffect, useRef, useState } from 'react';
import { rememberFocus } from './focus-return.ts';

// A modal on the native <dialog> element: showModal() makes the rest of the page inert, moves
// focus into the dialog, keeps Tab inside it and closes on Escape; closing returns focus to
// whatever opened it. On top of that, as public-site.md §2 asks of the wizard's success modal and
// the gallery lightbox, page scrolling is locked while it is open and a click on the backdrop
// closes it. The owner's `open` is the source of truth: Escape and the backdrop only ask it to
// close (onClose), and an owner may refuse (a confirmation while its call runs).

// Page scrolling stays locked while any modal is open. A count, not each dialog's own saved
// value: a confirmation over a form may close in the same moment as the form, in either order,
// and the page must scroll again once the last one has gone.
let openModals = 0;
let overflowBefore = '';

export function lockPageScroll(): () => void {
  if (openModals === 0) {
    overflowBefore = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openModals += 1;
  return () => {
    openModals -= 1;
    if (openModals === 0) document.body.style.overflow = overflowBefore;
  };
}

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  role,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's visible title. */
  labelledBy: string;
  /** The id of the text that says what the dialog is about, read out when it opens. */
  describedBy?: string;
  /** 'alertdialog' for a dialog that interrupts to ask for a decision (WAI-ARIA APG). */
  role?: 'alertdialog';
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onClose and open, so the listeners below need not be re-attached on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const isOpenRef = useRef(open);
  isOpenRef.current = open;
  // Puts focus back on the element that opened the dialog (see focus-return.ts).
  const returnFocus = useRef<((dialog: Element) => void) | null>(null);
  // Counts closes the browser made on its own (see the 'close' listener), so the effect below runs
  // again and re-opens the dialog when its owner kept it open.
  const [browserCloses, setBrowserCloses] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: browserCloses is a deliberate trigger.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = rememberFocus();
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, browserCloses]);

  useEffect(() => {
    if (!open) return;
    return lockPageScroll();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires 'cancel'; let the owner close it so its state stays the source of truth.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // A click whose target is the <dialog> itself landed on the backdrop (the content fills the box).
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    const onDialogClose = () => {
      if (dialog.open) return; // opened again before this event arrived
      // Chrome lets a page refuse Escape only once without a click in between; a second Escape
      // closes the dialog without asking. Tell the owner, and re-open if it keeps `open`.
      if (isOpenRef.current) {
        onCloseRef.current();
        setBrowserCloses((count) => count + 1);
      }
      // The browser has returned focus to the opener if it is still in the page; if React
      // re-created the opener meanwhile, its stand-in takes focus.
      returnFocus.current?.(dialog);
      returnFocus.current = null;
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onDialogClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onDialogClose);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={`m-auto max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] overflow-visible bg-transparent p-0 backdrop:bg-slate-950/75 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
