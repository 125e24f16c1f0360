import { describedBy } from '../../forms/field.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import type { SectionErrors } from './section-errors.ts';

// Small pieces the section editors share: a control's props from its id and the section's
// messages, and a labelled checkbox with its hint and message.

/** id, name and error of one control, for the form kit's fields. */
export function fieldProps(id: string, errors: SectionErrors) {
  const error = errors.byId[id];
  return { id, name: id, ...(error ? { error } : {}) };
}

export function CheckboxField({
  id,
  label,
  checked,
  hint,
  error,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  hint?: string;
  error?: string | undefined;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-slate-800"
      >
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
          className={`size-5 shrink-0 rounded border-slate-400 accent-brand-500 ${FOCUS_RING}`}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Replaces the item with `id` in a list by `change(item)`. */
export function updateItem<T extends { id: string }>(
  items: readonly T[],
  id: string,
  change: (item: T) => T,
): T[] {
  return items.map((item) => (item.id === id ? change(item) : item));
}
