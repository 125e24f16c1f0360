import { describedBy, FieldFrame } from '../../forms/field.tsx';
import { FOCUS_RING } from '../../ui/focus-ring.ts';
import type { ScheduleErrors, ScheduleValues } from './schedule-fields.ts';

// "Publish at" and "Unpublish at" (decision 024), typed in UK time whatever the browser's zone;
// schedule-fields.ts checks and converts them. min-w-0 throughout: a fieldset and a date-time
// control are as wide as their content by default, which would push a phone-width form sideways.

const CONTROL =
  'mt-1.5 block w-full min-w-0 rounded-md border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

const FIELDS = [
  { field: 'publishAt', label: 'Publish at', hint: 'UK time. It goes live by itself then.' },
  { field: 'unpublishAt', label: 'Unpublish at', hint: 'UK time. It leaves the site by itself then.' },
] as const;

/** A form's own words for a field ("Show from" on the banner), or null where it has no such field. */
export type ScheduleFieldWords = Partial<
  Record<keyof ScheduleValues, { label: string; hint: string } | null>
>;

export function ScheduleFields({
  idPrefix,
  values,
  errors,
  disabled,
  onChange,
  words = {},
  legend = 'Schedule',
}: {
  idPrefix: string;
  values: ScheduleValues;
  errors: ScheduleErrors;
  disabled?: boolean;
  onChange: (field: keyof ScheduleValues, value: string) => void;
  words?: ScheduleFieldWords;
  legend?: string;
}) {
  const fields = FIELDS.flatMap((each) => {
    const own = words[each.field];
    if (own === null) return [];
    return [{ field: each.field, label: own?.label ?? each.label, hint: own?.hint ?? each.hint }];
  });
  return (
    <fieldset className="min-w-0 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-brand-900">{legend}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map(({ field, label, hint }) => {
          const id = `${idPrefix}-${field}`;
          const error = errors[field];
          return (
            <FieldFrame key={field} id={id} label={label} hint={hint} error={error}>
              <div className="flex min-w-0 gap-2">
                <input
                  id={id}
                  name={field}
                  type="datetime-local"
                  value={values[field]}
                  disabled={disabled}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(id, hint, error)}
                  onChange={(event) => onChange(field, event.target.value)}
                  className={`${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`}
                />
                {values[field] && (
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onChange(field, '')}
                    className={`mt-1.5 shrink-0 rounded-md px-3 text-sm font-semibold text-brand-900 underline hover:bg-slate-100 ${FOCUS_RING}`}
                  >
                    Clear<span className="sr-only"> {label}</span>
                  </button>
                )}
              </div>
            </FieldFrame>
          );
        })}
      </div>
    </fieldset>
  );
}
