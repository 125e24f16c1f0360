import { useId, useState } from 'react';
import { FOCUS_RING } from '../../ui/focus-ring.ts';

// The last error of an e-mail (a mail server's refusal can run to several lines): three lines in
// the table, and a Show all / Show less button that unfolds it in place, so the whole text can
// be read with the keyboard as well as the mouse. Screen readers hear the whole text either way
// (the clamp only hides it from the eye). It may break anywhere: a URL in it must not widen the
// column.

/** Errors up to this length are shown whole, never clamped, so nothing is hidden without a button. */
const SHORT = 80;

export function LastError({ text, toEmail }: { text: string; toEmail: string }) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  if (text.length <= SHORT) return <span className="wrap-anywhere">{text}</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <span
        id={id}
        className={`wrap-anywhere ${isOpen ? 'whitespace-pre-line' : 'line-clamp-3'}`}
        title={isOpen ? undefined : text}
      >
        {text}
      </span>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((open) => !open)}
        className={`relative min-h-6 rounded-sm text-sm font-semibold text-brand-500 underline-offset-2 hover:underline ${FOCUS_RING}`}
      >
        {isOpen ? 'Show less' : 'Show all'}
        <span className="sr-only"> of the error for the e-mail to {toEmail}</span>
      </button>
    </span>
  );
}
