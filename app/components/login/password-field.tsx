import { type Ref, useState } from 'react';
import { describedBy, FieldFrame } from '../forms/field.tsx';
import { FOCUS_RING } from '../ui/focus-ring.ts';

// A password input with a show/hide toggle. The toggle is a real button named "Show password"
// with aria-pressed, so screen readers hear its state; it sits inside the field's border
// and never submits the form.

type PasswordFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  required?: boolean;
  error?: string;
  /** A line under the label, e.g. the length rule of a new password. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

export function PasswordField({
  id,
  label,
  required,
  error,
  hint,
  onChange,
  ref,
  ...input
}: PasswordFieldProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <div className="relative mt-1.5">
        <input
          {...input}
          id={id}
          ref={ref}
          type={isVisible ? 'text' : 'password'}
          // Shown passwords must not be auto-corrected or capitalised by phone keyboards.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.value)}
          className={`block w-full rounded-md border bg-white py-2.5 pr-14 pl-3.5 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <button
          type="button"
          aria-controls={id}
          aria-pressed={isVisible}
          aria-label="Show password"
          onClick={() => setIsVisible((visible) => !visible)}
          className={`absolute top-1/2 right-1.5 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-900 ${FOCUS_RING}`}
        >
          <EyeIcon isCrossed={isVisible} />
        </button>
      </div>
    </FieldFrame>
  );
}
