import type { z } from 'zod';
import { type FieldErrors, pickErrors, validate } from '../../../domain/field-errors.ts';
import { ApiError } from '../../api-client.ts';

// The rules every single-page form follows (public-site.md §4-§5 contact form, admin.md §5
// login): checked with its zod schema on submit, then re-checked on every change; focus goes to
// the first invalid field in form order; the server's per-field messages show under the fields
// this form has. Kept free of React so the rules are unit-tested; use-checked-form.ts holds state.

/** The messages to show while editing: none before the first submit, then the current ones. */
export function errorsWhileEditing(schema: z.ZodType, values: unknown, hasAttempted: boolean): FieldErrors {
  if (!hasAttempted) return {};
  const result = validate(schema, values);
  return result.ok ? {} : result.errors;
}

export function firstInvalidField<F extends string>(
  fields: readonly F[],
  errors: FieldErrors,
): F | undefined {
  return fields.find((field) => errors[field] !== undefined);
}

/** The server's per-field messages (DESIGN.md API conventions) for the fields this form has. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  return error instanceof ApiError ? pickErrors(error.fieldErrors, fields) : {};
}
