import { type ReactNode, useEffect, useRef } from 'react';

// A modal on the native <dialog> element: showModal() makes the rest of the page inert, moves
// focus into the dialog, keeps Tab inside it and closes on Escape; closing returns focus to
// whatever opened it. On top of that, as public-site.md §2 asks of the wizard's success modal and
// the gallery lightbox, page scrolling is locked while it is open and a click on the backdrop
// closes it.

export function ModalDialog({
  open,
  onClose,
  labelledBy,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's visible title. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onClose, so the listeners below need not be re-attached on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
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
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={`m-auto max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] overflow-visible bg-transparent p-0 backdrop:bg-slate-950/75 ${className}`}
    >
      {open && children}
    </dialog>
  );
}
