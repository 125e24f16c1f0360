import type { ReactNode } from 'react';
import { BUTTON_PRIMARY } from '../services/styles.ts';

// The primary button of a form that talks to the API: while the call runs it is disabled (no
// double submit) and shows a small spinner beside its busy text ('Sending...', 'Submitting...').

export function SubmitButton({
  isBusy,
  busyLabel,
  className = '',
  children,
}: {
  isBusy: boolean;
  busyLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={isBusy}
      className={`${BUTTON_PRIMARY} disabled:cursor-not-allowed disabled:opacity-75 ${className}`}
    >
      {isBusy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      )}
      {isBusy ? busyLabel : children}
    </button>
  );
}
