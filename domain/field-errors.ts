import type { z } from 'zod';
import { MESSAGES } from './messages.ts';

// DESIGN.md API conventions: failures carry `errors: { "<field>": "<message>" }`, and the forms
// show the same shape under each field: one message per field, the first one found.
export type FieldErrors = Record<string, string>;

// Issues that belong to no field (a body that is not an object at all) are filed under this key.
export const FORM_ERROR_KEY = 'form';

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const first = issue.path[0];
    const key = first === undefined ? FORM_ERROR_KEY : String(first);
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bodies are at most a few levels deep; the bound keeps a hostile nesting from costing much.
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((item) => hasNul(item, depth + 1));
}

/**
 * The one rule for every text field, whatever the route or form: no NUL characters. No one types
 * one, PostgreSQL cannot store one, and SQLite would store what the other database refuses.
 * Answers the field (top-level name) holding one, or undefined.
 */
export function nulCharacterField(input: unknown): string | undefined {
  if (typeof input === 'string') return hasNul(input) ? FORM_ERROR_KEY : undefined;
  if (typeof input !== 'object' || input === null) return undefined;
  return Object.entries(input).find(([, value]) => hasNul(value))?.[0];
}

// One call for forms and handlers: the parsed value, or the field errors to show or send.
export function validate<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const nulField = nulCharacterField(input);
  if (nulField !== undefined) return { ok: false, errors: { [nulField]: MESSAGES.api.nulCharacter } };
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors(result.error) };
}

// public-site.md §4, admin.md §4: a step's Continue or Next checks only that step's fields.
export function pickErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const picked: FieldErrors = {};
  for (const field of fields) {
    const message = errors[field];
    if (message !== undefined) picked[field] = message;
  }
  return picked;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
