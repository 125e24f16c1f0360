import type { z } from 'zod';
import { type FieldErrors, pickErrors, validate } from '../../../domain/field-errors.ts';

// The rules every stepped form follows (public-site.md §4 application wizard, admin.md §4-§5 job
// form with 2 steps, case-study form with 3 tabs): Next checks only the current step's fields;
// going back is always allowed; submit checks the whole form and takes the user to the step of
// the first invalid field. Kept free of React so the rules are unit-tested.

/** Step number to the fields it holds, in form order. */
export type StepFields<F extends string> = Readonly<Record<number, readonly F[]>>;

export function stepNumbers(steps: StepFields<string>): number[] {
  return Object.keys(steps)
    .map(Number)
    .sort((a, b) => a - b);
}

/** Every field in the order the user meets them. */
export function fieldOrder<F extends string>(steps: StepFields<F>): F[] {
  return stepNumbers(steps).flatMap((step) => steps[step] ?? []);
}

export function stepOfField<F extends string>(steps: StepFields<F>, field: string): number | undefined {
  return stepNumbers(steps).find((step) => (steps[step] ?? []).some((candidate) => candidate === field));
}

/** Every message of the schema for these values (and any extra rules the owner adds). */
export function formErrors(schema: z.ZodType, values: unknown, extra: FieldErrors = {}): FieldErrors {
  const result = validate(schema, values);
  return { ...(result.ok ? {} : result.errors), ...extra };
}

/** What Next checks: the messages of the current step's fields only. */
export function errorsOfStep<F extends string>(
  steps: StepFields<F>,
  step: number,
  errors: FieldErrors,
): FieldErrors {
  return pickErrors(errors, steps[step] ?? []);
}

/** The first invalid field in form order and the step that holds it. */
export function firstInvalid<F extends string>(
  steps: StepFields<F>,
  errors: FieldErrors,
): { field: F; step: number } | undefined {
  const field = fieldOrder(steps).find((candidate) => errors[candidate] !== undefined);
  if (field === undefined) return undefined;
  return { field, step: stepOfField(steps, field) ?? 1 };
}
