import type { ReactNode } from 'react';
import { FieldNotes } from '../../forms/field.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';

// A named group of checkboxes (services, accreditations, people, offices): a fieldset whose
// legend is the group's name, each box with its own visible label, and the group's hint and
// error under it. The legend takes focus after a refused save (its id is the group's).

export type CheckboxChoice = {
  value: string;
  label: ReactNode;
  /** Under the label: a role, a note, a badge. */
  detail?: ReactNode;
  isDisabled?: boolean;
};

export function CheckboxGroup({
  id,
  legend,
  choices,
  chosen,
  onChange,
  hint,
  error,
  columns = 'sm:grid-cols-2',
}: {
  id: string;
  legend: string;
  choices: readonly CheckboxChoice[];
  chosen: readonly string[];
  onChange: (value: string, isOn: boolean) => void;
  hint?: ReactNode;
  error?: string;
  columns?: string;
}) {
  const notes = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={notes || undefined}>
      <legend id={id} tabIndex={-1} className="text-sm font-semibold text-slate-800 outline-none">
        {legend}
      </legend>
      <ul className={`mt-2 grid gap-2 ${columns}`}>
        {choices.map((choice) => {
          const boxId = `${id}-${choice.value}`;
          return (
            <li key={choice.value}>
              <label
                htmlFor={boxId}
                className={`flex min-h-11 items-start gap-3 rounded-md border border-slate-200 bg-white px-3 py-2.5 text-sm ${
                  choice.isDisabled
                    ? 'cursor-not-allowed bg-slate-50'
                    : 'cursor-pointer hover:border-slate-400'
                }`}
              >
                <input
                  id={boxId}
                  type="checkbox"
                  value={choice.value}
                  checked={chosen.includes(choice.value)}
                  disabled={choice.isDisabled}
                  onChange={(event) => onChange(choice.value, event.target.checked)}
                  className={`mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-500 ${FOCUS_RING}`}
                />
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{choice.label}</span>
                  {choice.detail && <span className="mt-1 block text-slate-600">{choice.detail}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
