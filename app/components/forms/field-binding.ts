import type { FieldErrors } from '../../../domain/field-errors.ts';

// The field binder: everything a labelled control of forms/field.tsx needs from its form, so a
// field is one line of JSX: <TextField label="Job Title" required {...form.bind('title')} />.

export type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type BoundField = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  ref: (element: FieldElement | null) => void;
};

/** The DOM id of a field's control, so focus can be moved to it. */
export function controlId(idPrefix: string, field: string): string {
  return `${idPrefix}-${field}`;
}

export function bindField(
  idPrefix: string,
  field: string,
  state: {
    value: unknown;
    errors: FieldErrors;
    change: (value: string) => void;
    ref: (element: FieldElement | null) => void;
  },
): BoundField {
  const { value } = state;
  return {
    id: controlId(idPrefix, field),
    name: field,
    value: typeof value === 'string' ? value : value == null ? '' : String(value),
    error: state.errors[field],
    onChange: state.change,
    ref: state.ref,
  };
}
