import type { ReactNode, Ref } from 'react';

// One labelled form control with its hint and its error underneath (public-site.md §5: "messages
// under each field"). The error is tied to the control with aria-describedby and aria-invalid,
// so screen readers announce it; every control has a visible <label>.

const CONTROL =
  'mt-1.5 block w-full rounded-md border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

function controlClass(error: string | undefined): string {
  return `${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`;
}

type FieldFrameProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
};

export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The label, hint and error around any control; the control must use `id` and describedBy(). */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type TextFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ id, label, required, hint, error, onChange, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(error)}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'ref'> & {
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextAreaField({
  id,
  label,
  required,
  hint,
  error,
  onChange,
  ref,
  rows = 5,
  ...input
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <textarea
        {...input}
        id={id}
        ref={ref}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(error)}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'ref' | 'autoComplete'> & {
  /** The first, empty choice ("Select a country"). */
  placeholder: string;
  /** Each choice: its text, or a value shown under another label (a category's id and name). */
  options: readonly (string | { value: string; label: string })[];
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  id,
  label,
  required,
  hint,
  error,
  onChange,
  ref,
  placeholder,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
      <select
        {...select}
        id={id}
        ref={ref}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass(error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

/** A field's hint and error under it, with the ids describedBy() names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
