import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '../../../domain/field-errors.ts';
import { serverFieldErrors } from './checked-form.ts';
import { bindField, controlId, type FieldElement } from './field-binding.ts';
import {
  errorsOfStep,
  fieldOrder,
  firstInvalid,
  formErrors,
  type StepFields,
  stepNumbers,
} from './stepped-form.ts';

// Values, messages, focus and the current step of a form in steps (admin.md §4 job form: step 1
// to step 2 only if step 1 validates, back always allowed, the whole form checked on submit with
// the first error field scrolled into view, and after the first failed attempt fields revalidate
// on every change; the case-study form's three tabs work the same way). The owner renders one
// step at a time, each under a heading with id stepHeadingId(step) and tabIndex={-1}.

/** What the controls hold: every field a string, as the inputs have it (a select starts ''). */
export type FormValues<S extends z.ZodType> = { [K in keyof z.input<S> & string]: string };

type Options<S extends z.ZodType<unknown, Record<string, unknown>>> = {
  schema: S;
  steps: StepFields<keyof z.input<S> & string>;
  empty: FormValues<S>;
  /** Prefix of the controls' ids: 'job' gives 'job-title'. */
  idPrefix: string;
  /** Rules outside the schema (a chosen file), as field messages. */
  extraErrors?: (values: FormValues<S>) => FieldErrors;
};

type FocusRequest = { id: string; scroll: boolean };

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function useSteppedForm<S extends z.ZodType<unknown, Record<string, unknown>>>(options: Options<S>) {
  type Field = keyof z.input<S> & string;
  const { schema, steps, empty, idPrefix, extraErrors } = options;
  const numbers = stepNumbers(steps);
  const first = numbers[0] ?? 1;
  const last = numbers.at(-1) ?? 1;
  const [values, setValues] = useState<FormValues<S>>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState(first);
  const [attempted, setAttempted] = useState<readonly number[]>([]);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const elements = useRef<Partial<Record<string, FieldElement | null>>>({});

  const stepHeadingId = (target: number) => `${idPrefix}-step-${target}-heading`;

  useEffect(() => {
    if (!focusRequest) return;
    const element = document.getElementById(focusRequest.id);
    if (!element) return;
    // admin.md §4: "the first error field scrolled into view".
    if (focusRequest.scroll) element.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    element.focus({ preventScroll: focusRequest.scroll });
  }, [focusRequest]);

  const allErrors = (current: FormValues<S>) => formErrors(schema, current, extraErrors?.(current));
  const attemptedFields = (stepsTried: readonly number[]) =>
    fieldOrder(steps).filter((field) => stepsTried.some((tried) => (steps[tried] ?? []).includes(field)));

  /** Messages after a change: re-checked for every field of a step already attempted. */
  const revalidated = (next: FormValues<S>, stepsTried: readonly number[]): FieldErrors => {
    const found = allErrors(next);
    const shown: FieldErrors = {};
    for (const field of attemptedFields(stepsTried)) {
      const message = found[field];
      if (message !== undefined) shown[field] = message;
    }
    return shown;
  };

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(revalidated(next, attempted));
  };

  const focusField = (field: string) => setFocusRequest({ id: controlId(idPrefix, field), scroll: true });

  const goTo = (target: number) => {
    setStep(target);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    setFocusRequest({ id: stepHeadingId(target), scroll: false });
  };

  return {
    values,
    errors,
    step,
    steps: numbers,
    isFirstStep: step === first,
    isLastStep: step === last,
    stepHeadingId,
    change,
    bind: (field: Field) =>
      bindField(idPrefix, field, {
        value: values[field],
        errors,
        change: (value) => change(field, value),
        ref: (element) => {
          elements.current[field] = element;
        },
      }),
    /** Next: checks the current step; advances, or focuses its first invalid field. */
    next(): boolean {
      const tried = [...new Set([...attempted, step])];
      setAttempted(tried);
      const found = errorsOfStep(steps, step, allErrors(values));
      setErrors((previous) => ({ ...pickOthers(previous, steps[step] ?? []), ...found }));
      const invalid = firstInvalid(steps, found);
      if (invalid) {
        focusField(invalid.field);
        return false;
      }
      goTo(Math.min(step + 1, last));
      return true;
    },
    /** Previous: always allowed. */
    back() {
      goTo(Math.max(step - 1, first));
    },
    /** Moves to a step the user chose (a tab); forward moves still check the steps passed. */
    goTo(target: number) {
      if (target <= step) return goTo(target);
      for (const passed of numbers.filter((number) => number >= step && number < target)) {
        const found = errorsOfStep(steps, passed, allErrors(values));
        const invalid = firstInvalid(steps, found);
        if (invalid) {
          setAttempted((previous) => [...new Set([...previous, passed])]);
          setErrors((previous) => ({ ...previous, ...found }));
          if (passed !== step) setStep(passed);
          focusField(invalid.field);
          return;
        }
      }
      goTo(target);
    },
    /** On submit: the parsed values, or undefined after showing the first error's step and field. */
    check(): z.output<S> | undefined {
      setAttempted(numbers);
      const found = allErrors(values);
      setErrors(found);
      const invalid = firstInvalid(steps, found);
      if (invalid) {
        setStep(invalid.step);
        focusField(invalid.field);
        return undefined;
      }
      const parsed = schema.safeParse(values);
      return parsed.success ? parsed.data : undefined;
    },
    /** After a failed call: the server's field messages, on the step of the first; answers whether one took focus. */
    showServerErrors(error: unknown): boolean {
      const found = serverFieldErrors(error, fieldOrder(steps));
      setErrors(found);
      const invalid = firstInvalid(steps, found);
      if (!invalid) return false;
      setStep(invalid.step);
      focusField(invalid.field);
      return true;
    },
    /** Replaces every value (an edit form filled from the stored record) and starts over. */
    fill(next: FormValues<S>) {
      setValues(next);
      setErrors({});
      setAttempted([]);
      setStep(first);
    },
  };
}

function pickOthers(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

export type SteppedForm = ReturnType<typeof useSteppedForm>;
