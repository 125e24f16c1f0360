import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, validate } from '../../../domain/field-errors.ts';
import { errorsWhileEditing, firstInvalidField, serverFieldErrors } from './checked-form.ts';
import { bindField, type FieldElement } from './field-binding.ts';

// Values, messages and focus of a single-page form under the rules of checked-form.ts. The
// owner adds what is its own: the call it makes and the outcome it shows.

export function useCheckedForm<S extends z.ZodType<unknown, Record<string, string>>>(
  schema: S,
  /** The fields in form order. */
  fields: readonly (keyof z.input<S> & string)[],
  empty: z.input<S>,
  /** Prefix of the controls' ids for bind(): 'login' gives 'login-email'. */
  idPrefix = 'field',
) {
  type Field = keyof z.input<S> & string;
  const [values, setValues] = useState<z.input<S>>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasAttempted, setHasAttempted] = useState(false);
  const elements = useRef<Partial<Record<string, FieldElement | null>>>({});

  function focusFirstInvalid(found: FieldErrors): boolean {
    const field = firstInvalidField(fields, found);
    const element = field ? elements.current[field] : undefined;
    element?.focus();
    return Boolean(element);
  }

  const fieldRef = (field: Field) => (element: FieldElement | null) => {
    elements.current[field] = element;
  };
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(errorsWhileEditing(schema, next, hasAttempted));
  };

  return {
    values,
    errors,
    fieldRef,
    change,
    /** id, name, value, error, onChange and ref of one field, to spread onto its control. */
    bind: (field: Field) =>
      bindField(idPrefix, field, {
        value: values[field],
        errors,
        change: (value) => change(field, value),
        ref: fieldRef(field),
      }),
    /** Replaces every value, e.g. when an edit form is filled from the stored record. */
    fill(next: z.input<S>) {
      setValues(next);
      setErrors({});
      setHasAttempted(false);
    },
    /** On submit: the parsed values, or undefined after showing the messages and focusing the first. */
    check(): z.output<S> | undefined {
      setHasAttempted(true);
      const result = validate(schema, values);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok) return result.data;
      focusFirstInvalid(result.errors);
      return undefined;
    },
    /** After a failed call: shows the server's field messages; answers whether one took focus. */
    showServerErrors(error: unknown): boolean {
      const found = serverFieldErrors(error, fields);
      setErrors(found);
      return focusFirstInvalid(found);
    },
    reset() {
      setValues(empty);
      setErrors({});
      setHasAttempted(false);
    },
  };
}

/**
 * A ref and a function that moves focus to it after the next render. A result banner takes
 * focus this way (the disabled submit button has lost it), so keyboard and screen reader users
 * land on the outcome; each call moves focus again, even to the same banner.
 */
export function useFocusRequest<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  return [ref, () => setRequests((count) => count + 1)] as const;
}
