import type { Ref } from 'react';
import { describedBy, FieldNotes } from './field.tsx';

// A group of radio buttons: a fieldset whose visible legend names the question, one labelled
// radio per choice, and the group's hint and error under it tied to the fieldset
// (aria-describedby), like forms/field.tsx does for a single control. Arrow keys move between
// the choices (the browser's own radio group behaviour, one name per group).

export type RadioChoice = { value: string; label: string; description?: string };

export function RadioGroupField({
  id,
  name,
  legend,
  choices,
  value,
  onChange,
  hint,
  error,
  required = true,
  disabled,
  layout = 'grid',
  firstRef,
}: {
  id: string;
  name: string;
  legend: string;
  choices: readonly RadioChoice[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** 'grid': choices side by side on wide screens; 'stack': one under another. */
  layout?: 'grid' | 'stack';
  /** The first radio, so a form can move focus to the group. */
  firstRef?: Ref<HTMLInputElement>;
}) {
  const columns = layout === 'grid' ? 'grid-cols-2 lg:grid-cols-4' : '';
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
      className="min-w-0"
    >
      <legend className="text-sm font-semibold text-slate-800">
        {legend}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {choices.map((choice, index) => {
          const choiceId = `${id}-${choice.value}`;
          const isChecked = value === choice.value;
          return (
            <label
              key={choice.value}
              htmlFor={choiceId}
              className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-md border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 ${
                isChecked
                  ? 'border-brand-500 bg-blue-50 text-brand-900'
                  : error
                    ? 'border-red-600 bg-white text-slate-800'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400'
              }`}
            >
              <input
                ref={index === 0 ? firstRef : undefined}
                id={choiceId}
                type="radio"
                name={name}
                value={choice.value}
                checked={isChecked}
                required={required && index === 0}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 size-4 shrink-0 accent-brand-500 focus:outline-none"
              />
              <span>
                <span className="font-semibold">{choice.label}</span>
                {choice.description && <span className="block text-slate-600">{choice.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
