import { z } from 'zod';
import type { FieldErrors } from './field-errors.ts';
import { MESSAGES } from './messages.ts';

// ours (decision 022): a write takes the fields its schema names and no others. The forms'
// schemas stay as they are (a form's state may hold more than it sends, and parsing keeps only
// the fields); the API refuses a body with a field its schema does not name, naming the field.

/** The top-level field names `schema` reads, or undefined if it is not an object schema. */
export function fieldNamesOf(schema: z.ZodType): ReadonlySet<string> | undefined {
  let current: z.core.$ZodType = schema;
  // Through transforms and preprocessing (.transform, z.preprocess) to the object they read.
  for (let depth = 0; depth < 8; depth += 1) {
    if (current instanceof z.ZodObject) return new Set(Object.keys(current.shape));
    if (!(current instanceof z.ZodPipe)) return undefined;
    current = current.in instanceof z.ZodTransform ? current.out : current.in;
  }
  return undefined;
}

/** An error for each field of `input` that `schema` does not read ({} when there is none). */
export function unknownFieldErrors(schema: z.ZodType, input: unknown): FieldErrors {
  const names = fieldNamesOf(schema);
  if (names === undefined || typeof input !== 'object' || input === null) return {};
  const errors: FieldErrors = {};
  for (const name of Object.keys(input)) {
    if (!names.has(name)) errors[name] = MESSAGES.api.unknownField(name);
  }
  return errors;
}
